import { App, Form, Input, Modal, Typography } from 'antd';
import { useSessionUser } from '../../../hooks/use-session-user.tsx';
import { t } from '../../../locales/index.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AccountForm } from './account-form.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { removedBindingsText } from './removed-bindings.ts';
import { usePasswordStrength } from './use-password-strength.ts';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** Changing one's own password: the current one, then the new one with its strength shown live. */
export function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message, modal } = App.useApp();
  const user = useSessionUser();
  const [form] = Form.useForm<PasswordForm>();
  const change = useChangePassword();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const strength = usePasswordStrength(newPassword, [
    user?.username ?? '',
    user?.name ?? '',
    user?.email ?? '',
  ]);

  async function save({ currentPassword, newPassword }: PasswordForm) {
    const { removedBindings } = await change.mutateAsync({ currentPassword, newPassword });
    message.success(t('account.password.changed'));
    if (removedBindings.length > 0) {
      modal.warning({
        title: t('account.password.bindingsRemoved.title'),
        content: (
          <Typography.Paragraph data-testid="removed-bindings">
            {t('account.password.bindingsRemoved.description')} {removedBindingsText(removedBindings)}
          </Typography.Paragraph>
        ),
      });
    }
    form.resetFields();
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('account.password.title')}
      okText={t('common.save')}
      onOk={() => form.submit()}
      confirmLoading={change.isPending}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <AccountForm form={form} save={save}>
        <Form.Item
          name="currentPassword"
          label={t('account.password.current')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('account.password.new')}
          rules={[
            { required: true, message: t('validation.required') },
            { min: 8, message: t('account.password.hint') },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && strength === 'weak') throw new Error(t('account.password.hint'));
              },
            },
          ]}
          extra={<PasswordStrengthMeter strength={strength} />}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('account.password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('validation.required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword')) {
                  throw new Error(t('account.password.confirm-mismatch'));
                }
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </AccountForm>
    </Modal>
  );
}
