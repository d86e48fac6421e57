import { Checkbox, Form, InputNumber, Space } from 'antd';
import { t } from '../../locales/index.ts';
import { FormDialog, type InsertDialogProps } from './form-dialog.tsx';

interface TableValues {
  rows: number;
  cols: number;
  withHeaderRow: boolean;
}

/** A specification table: rows and columns to start with, the first row as its head. */
export function TableDialog({ editor, open, onClose }: InsertDialogProps) {
  const [form] = Form.useForm<TableValues>();
  return (
    <FormDialog
      form={form}
      title={t('editor.table.insert')}
      open={open}
      okText={t('common.ok')}
      onCancel={onClose}
      initialValues={{ rows: 3, cols: 3, withHeaderRow: true }}
      onFinish={(values) => {
        editor.chain().focus().insertTable(values).run();
        onClose();
      }}
    >
      <Space size="large">
        <Form.Item name="rows" label={t('editor.table.rows')} rules={[{ required: true }]}>
          <InputNumber min={1} max={50} precision={0} />
        </Form.Item>
        <Form.Item name="cols" label={t('editor.table.columns')} rules={[{ required: true }]}>
          <InputNumber min={1} max={12} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item name="withHeaderRow" valuePropName="checked">
        <Checkbox>{t('editor.table.headerRow')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
