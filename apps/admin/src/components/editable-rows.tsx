import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useMemo } from 'react';
import { t } from '../locales/index.ts';

/** Rows edited in a table need a key; it is added on load and dropped before saving. */
export interface Keyed {
  key: string;
}

let counter = 0;
export function newRowKey(): string {
  counter += 1;
  return `row-${Date.now().toString(36)}-${counter}`;
}

export function withRowKeys<T extends object>(rows: readonly T[] | undefined): (T & Keyed)[] {
  return (rows ?? []).map((row) => ({ ...row, key: newRowKey() }));
}

export function withoutRowKeys<T extends object>(rows: readonly (T & Partial<Keyed>)[] | undefined): T[] {
  return (rows ?? []).map(({ key: _key, ...row }) => row as T);
}

/**
 * A list field of the form edited as table rows, every row open for editing at once
 * (a product's specs and models, a contract's goods).
 */
export function EditableRows<T extends Keyed>({
  name,
  columns,
  newRow,
  maxRows = 100,
  disabled,
}: {
  name: (string | number)[];
  columns: ProColumns<T>[];
  newRow: () => Omit<T, 'key'>;
  maxRows?: number;
  disabled?: boolean;
}) {
  const form = Form.useFormInstance();
  const rows = (Form.useWatch(name, { form, preserve: true }) as T[] | undefined) ?? [];
  const editableKeys = useMemo(() => (disabled ? [] : rows.map((row) => row.key)), [rows, disabled]);
  return (
    <EditableProTable<T>
      name={name}
      rowKey="key"
      size="small"
      columns={[
        ...columns,
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
