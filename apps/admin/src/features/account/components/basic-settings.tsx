import type { AccountProfile } from '@coresense/shared';
import { App, Button, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { type MessageKey, t } from '../../../locales/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountForm } from './account-form.tsx';
import { AvatarUpload } from './avatar-upload.tsx';

/** A required field's words: its label `account.basic.<wording>`, its prompt `…<wording>-message`. */
type Wording = 'email' | 'nickname' | 'profile' | 'country' | 'address' | 'phone';

/** A required field with the prompt the specification gives it (§5 "Account settings prompts"). */
const required = (prompt: MessageKey) => [{ required: true, whitespace: true, message: t(prompt) }];

/** A required field of the profile, named and prompted by its wording. */
function RequiredField({
  name,
  label,
  children,
}: {
  name: keyof AccountProfile;
  label: Wording;
  children: ReactNode;
}) {
  return (
    <Form.Item
      name={name}
      label={t(`account.basic.${label}`)}
      rules={required(`account.basic.${label}-message`)}
    >
      {children}
    </Form.Item>
  );
}

/** The basic settings: the profile form on the left, the avatar on the right (below, when narrow). */
export default function BasicSettings() {
  const profile = useProfile();
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => profile.refetch()} />;
  if (!profile.data) return null;
  return <BasicSettingsForm profile={profile.data} />;
}

function BasicSettingsForm({ profile }: { profile: AccountProfile }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountProfile>();
  const update = useUpdateProfile();

  async function save(values: AccountProfile) {
    await update.mutateAsync(values);
    message.success(t('account.basic.update.success'));
  }

  return (
    <AccountForm form={form} initialValues={profile} save={save} className="account-basic">
      <div className="account-basic-fields">
        <RequiredField name="email" label="email">
          <Input type="email" autoComplete="email" />
        </RequiredField>
        <RequiredField name="name" label="nickname">
          <Input autoComplete="nickname" />
        </RequiredField>
        <RequiredField name="signature" label="profile">
          <Input.TextArea
            placeholder={t('account.basic.profile-placeholder')}
            rows={4}
            maxLength={500}
            showCount
          />
        </RequiredField>
        <RequiredField name="country" label="country">
          <Input autoComplete="country-name" />
        </RequiredField>
        <Form.Item label={t('account.basic.geographic')} required>
          <Space.Compact block>
            <Form.Item name="province" noStyle rules={required('account.basic.geographic-message')}>
              <Input
                placeholder={t('account.basic.province')}
                aria-label={t('account.basic.province')}
                autoComplete="address-level1"
              />
            </Form.Item>
            <Form.Item
              name="city"
              noStyle
              dependencies={['province']}
              rules={[
                // One prompt for the pair: an empty province already shows it.
                ({ getFieldValue }) => ({
                  validator: async (_rule, value?: string) => {
                    if (!value?.trim() && getFieldValue('province')?.trim()) {
                      throw new Error(t('account.basic.geographic-message'));
                    }
                  },
                }),
              ]}
            >
              <Input
                placeholder={t('account.basic.city')}
                aria-label={t('account.basic.city')}
                autoComplete="address-level2"
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <RequiredField name="address" label="address">
          <Input autoComplete="street-address" />
        </RequiredField>
        <RequiredField name="phone" label="phone">
          <Input type="tel" autoComplete="tel" />
        </RequiredField>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('account.basic.update')}
        </Button>
      </div>
      <Form.Item name="avatar" noStyle>
        <AvatarUpload />
      </Form.Item>
    </AccountForm>
  );
}
