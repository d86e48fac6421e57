import { DrawerForm, ModalForm } from '@ant-design/pro-components';
import { App, Form } from 'antd';
import { Fragment, isValidElement, type ReactNode } from 'react';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes.ts';
import { applyServerErrors } from '../lib/form-errors.ts';
import { type MessageKey, t } from '../locales/index.ts';
import { type ListResource, RecordListLayout, useRecordList } from './content-list.tsx';
import type { ListColumn } from './list-table.tsx';
import { rowActions } from './table-columns.tsx';

type Row = Record<string, unknown> & { id: number };

/** What the columns of a list may do: `setEnabled` switches a record on or off and reloads. */
export interface ListWrites<T> {
  canWrite: boolean;
  setEnabled: (record: T, enabled: boolean) => Promise<void>;
}

/**
 * A list of business records (members, contracts, staff, roles) edited whole in a drawer or a
 * modal: the page's columns, row actions (edit or view, delete, the page's extra ones), "new"
 * and every write only for users holding the resource's `:write` authority. The editor asks before dropping
 * unsaved edits and marks the fields a refused save names.
 */
export function BusinessListPage<T extends Row, F extends object, Input extends object>({
  resource,
  titles,
  columns,
  toForm,
  toInput = (values) => values as unknown as Input,
  confirmSave,
  fields,
  editor = 'drawer',
  width,
  actions: { width: actionsWidth = 96, canDelete = () => true, extra, readOnlyView = true } = {},
  intro,
  toolbar,
}: {
  /** The records' resource; its `:write` authority allows "new" and every write. */
  resource: ListResource<T, Input>;
  /** The editor's titles: keys of the dictionary, or a page's own texts (`pageTexts`). */
  titles: { new: MessageKey; edit: MessageKey } | { newTitle: string; editTitle: string };
  /** The columns before the row actions. */
  columns: ListColumn<T>[] | ((writes: ListWrites<T>) => ListColumn<T>[]);
  /** The form values of a record, or of a new one. */
  toForm: (record: T | undefined) => F;
  /** The API's input from the form values, where it differs from them. */
  toInput?: (values: F, record: T | undefined) => Input;
  /** Asked before a save; answering false keeps the editor open with nothing saved. */
  confirmSave?: (values: F, record: T | undefined) => Promise<boolean>;
  fields: (editing: { record: T | undefined; readOnly: boolean }) => ReactNode;
  editor?: 'drawer' | 'modal';
  width: number;
  actions?: {
    width?: number;
    canDelete?: (record: T) => boolean;
    extra?: (record: T) => ReactNode[];
    /** Whether users who may not write can open a record to view it. */
    readOnlyView?: boolean;
  };
  /** What the page says above its list. */
  intro?: ReactNode;
  /** Buttons of the list's toolbar beside "new" (an import, a download). */
  toolbar?: ReactNode[];
}) {
  const page = useRecordList<T, F, Input>({ resource, toForm, toInput });
  const { canWrite, list, writes } = page;
  const { record } = list;
  const readOnly = !canWrite;

  return (
    <RecordListLayout<T>
      page={page}
      intro={intro}
      toolbar={toolbar}
      columns={[
        ...(typeof columns === 'function' ? columns({ canWrite, setEnabled: writes.setEnabled }) : columns),
        {
          title: t('common.actions'),
          valueType: 'option',
          width: actionsWidth,
          fixed: 'right',
          render: (_dom, row) =>
            canWrite || readOnlyView
              ? rowActions({
                  onEdit: () => list.openEdit(row),
                  editLabel: canWrite ? t('common.edit') : t('common.view'),
                  extra: extra?.(row),
                  onDelete: canWrite && canDelete(row) ? () => writes.remove(row) : undefined,
                })
              : [],
        },
      ]}
      editor={
        <RecordEditor<F>
          kind={editor}
          title={
            'newTitle' in titles
              ? record
                ? titles.editTitle
                : titles.newTitle
              : t(record ? titles.edit : titles.new)
          }
          width={width}
          readOnly={readOnly}
          initialValues={toForm(record)}
          confirmSave={confirmSave && ((values) => confirmSave(values, record))}
          save={writes.save}
          onClose={list.close}
          onSaved={list.saved}
        >
          {unwrapped(fields({ record, readOnly }))}
        </RecordEditor>
      }
    />
  );
}

/** A fragment's children: the form focuses its first child, which must be the first field itself. */
function unwrapped(fields: ReactNode): ReactNode {
  return isValidElement<{ children?: ReactNode }>(fields) && fields.type === Fragment
    ? fields.props.children
    : fields;
}

/** The form of one record in a drawer or a modal; a refused save marks the fields the server names. */
function RecordEditor<F extends object>({
  kind,
  title,
  width,
  readOnly,
  initialValues,
  confirmSave,
  save,
  onClose,
  onSaved,
  children,
}: {
  kind: 'drawer' | 'modal';
  title: string;
  width: number;
  readOnly: boolean;
  initialValues: F;
  confirmSave?: (values: F) => Promise<boolean>;
  save: (values: F) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<F>();
  const unsaved = useUnsavedChanges();

  async function submit(values: F) {
    if (confirmSave && !(await confirmSave(values))) return false;
    try {
      await save(values);
      unsaved.markClean();
      message.success(t('common.saved'));
      onSaved();
      return true;
    } catch (error) {
      applyServerErrors(form, error);
      return false;
    }
  }

  const props = {
    title,
    open: true,
    width,
    form,
    layout: 'vertical' as const,
    disabled: readOnly,
    initialValues,
    // Closing (the ✕, Cancel) asks first when there are unsaved edits.
    onOpenChange: (open: boolean) => !open && unsaved.confirmDiscard(onClose),
    onValuesChange: unsaved.markDirty,
    submitter: readOnly
      ? (false as const)
      : { searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } },
    onFinish: submit,
    children,
  };
  const closing = { destroyOnHidden: true, maskClosable: false };
  return kind === 'modal' ? (
    <ModalForm<F> {...props} modalProps={closing} />
  ) : (
    <DrawerForm<F> {...props} drawerProps={closing} />
  );
}
