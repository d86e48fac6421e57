import type { AccountProfile } from '@coresense/shared';
import { App, Button, Form, Input, Space } from 'antd';
import { QueryError } from '../../../components/query-error.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { type MessageKey, t } from '../../../locales/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AvatarUpload } from './avatar-upload.tsx';

/** A required field with the prompt the specification gives it (§5 "Account settings prompts"). */
const required = (prompt: MessageKey) => [{ required: true, whitespace: true, message: t(prompt) }];

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

  async function submit(values: AccountProfile) {
    try {
      await update.mutateAsync(values);
      message.success(t('account.basic.update.success'));
    } catch (error) {
      if (applyServerErrors(form, error).length === 0) throw error;
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={profile}
      onFinish={submit}
      requiredMark={false}
      className="account-basic"
    >
      <div className="account-basic-fields">
        <Form.Item
          name="email"
          label={t('account.basic.email')}
          rules={required('account.basic.email-message')}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('account.basic.nickname')}
          rules={required('account.basic.nickname-message')}
        >
          <Input autoComplete="nickname" />
        </Form.Item>
        <Form.Item
          name="signature"
          label={t('account.basic.profile')}
          rules={required('account.basic.profile-message')}
        >
          <Input.TextArea
            placeholder={t('account.basic.profile-placeholder')}
            rows={4}
            maxLength={500}
            showCount
          />
        </Form.Item>
        <Form.Item
          name="country"
          label={t('account.basic.country')}
          rules={required('account.basic.country-message')}
        >
          <Input autoComplete="country-name" />
        </Form.Item>
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
        <Form.Item
          name="address"
          label={t('account.basic.address')}
          rules={required('account.basic.address-message')}
        >
          <Input autoComplete="street-address" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('account.basic.phone')}
          rules={required('account.basic.phone-message')}
        >
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('account.basic.update')}
        </Button>
      </div>
      <Form.Item name="avatar" noStyle>
        <AvatarUpload />
      </Form.Item>
    </Form>
  );
}
