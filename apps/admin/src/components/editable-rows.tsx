import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useMemo } from 'react';
import { type Keyed, newRowKey } from '../lib/row-keys.ts';
import { t } from '../locales/index.ts';

export { type Keyed, newRowKey, withoutRowKeys, withRowKeys } from '../lib/row-keys.ts';

/**
 * A cell's field named by its column's title for screen readers: a select or a switch in a row
 * has no label of its own (text fields say it by their placeholder too).
 */
function namedByTitle<T>(column: ProColumns<T>): ProColumns<T> {
  if (typeof column.title !== 'string' || typeof column.fieldProps === 'function') return column;
  return { ...column, fieldProps: { 'aria-label': column.title, ...column.fieldProps } };
}

/**
 * A cell's rule says why it refused a value below the cell, as every other field of the form does
 * (ProTable's cells keep it in a popover that opens only on a click, leaving a red outline alone).
 */
function withMessagesShown<T>(column: ProColumns<T>): ProColumns<T> {
  const { formItemProps } = column;
  if (!formItemProps || typeof formItemProps === 'function') return column;
  return { ...column, formItemProps: { ...formItemProps, errorType: 'default' } as typeof formItemProps };
}

/**
 * A list field of the form edited as table rows, every row open for editing at once
 * (a product's specs, models and parts, a contract's goods).
 */
export function EditableRows<T extends Keyed>({
  name,
  columns,
  newRow,
  maxRows = 100,
  disabled,
  scroll,
}: {
  name: (string | number)[];
  columns: ProColumns<T>[];
  newRow: () => Omit<T, 'key'>;
  maxRows?: number;
  disabled?: boolean;
  /** For rows wider than the form: they scroll sideways (`{ x: width }`). */
  scroll?: { x: number };
}) {
  const form = Form.useFormInstance();
  const rows = (Form.useWatch(name, { form, preserve: true }) as T[] | undefined) ?? [];
  const editableKeys = useMemo(() => (disabled ? [] : rows.map((row) => row.key)), [rows, disabled]);
  return (
    <EditableProTable<T>
      name={name}
      rowKey="key"
      size="small"
      scroll={scroll}
      columns={[
        ...columns.map((column) => withMessagesShown(namedByTitle(column))),
        {
          title: t('common.actions'),
          valueType: 'option',
          width: 80,
          render: () => null,
        },
      ]}
      recordCreatorProps={
        disabled || rows.length >= maxRows
          ? false
          : {
              newRecordType: 'dataSource',
              creatorButtonText: t('common.addRow'),
              record: () => ({ ...newRow(), key: newRowKey() }) as T,
            }
      }
      editable={{
        type: 'multiple',
        editableKeys,
        actionRender: (_row, _config, dom) => [dom.delete],
        deletePopconfirmMessage: t('common.deleteRowConfirm'),
      }}
    />
  );
}
