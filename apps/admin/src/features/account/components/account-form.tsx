import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { applyServerErrors } from '../../../lib/form-errors.ts';

/**
 * A form of the account settings: labels above the fields, no required marks, and what `save`
 * answers with a refusal of named fields shown on those fields (any other failure goes on).
 */
export function AccountForm<Values>({
  form,
  save,
  initialValues,
  className,
  children,
}: {
  form: FormInstance<Values>;
  save: (values: Values) => Promise<void>;
  initialValues?: Partial<Values>;
  className?: string;
  children: ReactNode;
}) {
  async function submit(values: Values) {
    try {
      await save(values);
    } catch (error) {
      if (applyServerErrors(form, error).length === 0) throw error;
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      requiredMark={false}
      className={className}
    >
      {children}
    </Form>
  );
}
