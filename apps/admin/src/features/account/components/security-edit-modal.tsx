import type { SecurityUpdate } from '@coresense/shared';
import { App, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { t } from '../../../locales/index.ts';
import { useUpdateSecurity } from '../api/update-security.ts';

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

  async function submit({ answer, ...values }: SecurityUpdate) {
    try {
      // An answer box left empty means "no new answer", not an empty one.
      await update.mutateAsync(answer ? { ...values, answer } : values);
      message.success(t('account.security.saved'));
      onClose();
    } catch (error) {
      if (applyServerErrors(form, error).length === 0) throw error;
    }
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
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        requiredMark={false}
      >
        {children}
      </Form>
    </Modal>
  );
}
