import type { Editor } from '@tiptap/react';
import { Form, type FormInstance, Modal, type ModalProps } from 'antd';
import type { ReactNode } from 'react';

/** What the toolbar gives a dialog that inserts something into the text. */
export interface InsertDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/**
 * A toolbar dialog holding a form, labels above the fields: OK submits the form, and the form
 * starts afresh each time the dialog opens.
 */
export function FormDialog<Values>({
  form,
  initialValues,
  onFinish,
  children,
  ...modal
}: {
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  onFinish: (values: Values) => void;
  children: ReactNode;
} & Pick<ModalProps, 'title' | 'open' | 'okText' | 'okButtonProps' | 'onCancel' | 'footer'>) {
  return (
    <Modal {...modal} destroyOnHidden onOk={() => form.submit()}>
      <Form form={form} layout="vertical" preserve={false} initialValues={initialValues} onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}
