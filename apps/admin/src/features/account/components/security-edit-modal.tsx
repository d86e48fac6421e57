import type { SecurityUpdate } from '@coresense/shared';
import { App, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../locales/index.ts';
import { useUpdateSecurity } from '../api/update-security.ts';
import { AccountForm } from './account-form.tsx';

/** A small form in a dialog that changes some of the security items (`PUT /api/v1/account/security`). */
export function SecurityEditModal({
  title,
  initialValues,
  onClose,
  children,
}: {
  title: string;
  initialValues: SecurityUpdate;
  onClose: () => void;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SecurityUpdate>();
  const update = useUpdateSecurity();

  async function save({ answer, ...values }: SecurityUpdate) {
    // An answer box left empty means "no new answer", not an empty one.
    await update.mutateAsync(answer ? { ...values, answer } : values);
    message.success(t('account.security.saved'));
    onClose();
  }

  return (
    <Modal
      open
      title={title}
      okText={t('common.save')}
      onOk={() => form.submit()}
      confirmLoading={update.isPending}
      onCancel={onClose}
    >
      <AccountForm form={form} initialValues={initialValues} save={save}>
        {children}
      </AccountForm>
    </Modal>
  );
}
