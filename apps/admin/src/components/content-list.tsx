import { PlusOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type { Lang } from '@coresense/shared/lang';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { shownLang } from '../lib/bilingual.ts';
import { currentLocale, localeToLang, t } from '../locales/index.ts';
import type { SiteLink } from './bilingual-record-drawer.tsx';
import { rowActions } from './table-columns.tsx';
import { ViewOnSite } from './view-on-site.tsx';

const uiLang = localeToLang(currentLocale);

/** The table handle and drawer-editor state of a content list page. */
export function useContentList<T>() {
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<T | 'new'>();
  return {
    table,
    reload: () => table.current?.reload(),
    isEditing: editing !== undefined,
    /** The record in the drawer; undefined while creating one. */
    record: editing === 'new' ? undefined : editing,
    openNew: () => setEditing('new'),
    openEdit: (record: T) => setEditing(record),
    close: () => setEditing(undefined),
  };
}

type ContentList<T> = ReturnType<typeof useContentList<T>>;

interface Mutation<Variables> {
  mutateAsync(variables: Variables): Promise<unknown>;
}

/**
 * The writes of a list page whose records are edited whole: the publish switch and delete
 * (each then reloads the table) and the drawer's save of a new or the open record.
 */
export function recordWrites<T extends { id: number }, Form, Input extends object>(
  list: ContentList<T>,
  writes: {
    create: Mutation<Input>;
    update: Mutation<Input & { id: number }>;
    remove: Mutation<number>;
    toForm(record: T): Form;
    toInput(values: Form): Input;
  },
) {
  const { create, update, remove, toForm, toInput } = writes;
  return {
    async setEnabled(record: T, enabled: boolean) {
      await update.mutateAsync({ id: record.id, ...toInput(toForm(record)), enabled });
      list.reload();
    },
    async remove(record: T) {
      await remove.mutateAsync(record.id);
      list.reload();
    },
    save(values: Form) {
      const { record } = list;
      return record
        ? update.mutateAsync({ id: record.id, ...toInput(values) })
        : create.mutateAsync(toInput(values));
    },
  };
}

/** The toolbar's "new" button, offered only to users who may write. */
export function newRecordToolbar(canWrite: boolean, onNew: () => void) {
  return () =>
    canWrite
      ? [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={onNew}>
            {t('common.new')}
          </Button>,
        ]
      : [];
}

/**
 * A content row's actions: edit (view for read-only users), its public page, and delete (asks
 * first) for users who may write.
 */
export function contentActionsColumn<T extends { id: number; incompleteLangs: Lang[] }>({
  canWrite,
  onEdit,
  siteLink,
  siteLang = (record) => shownLang(record.incompleteLangs, uiLang),
  onDelete,
  canDelete = () => true,
}: {
  canWrite: boolean;
  onEdit: (record: T) => void;
  siteLink: (record: T) => SiteLink;
  siteLang?: (record: T) => Lang;
  onDelete: (record: T) => Promise<unknown>;
  canDelete?: (record: T) => boolean;
}): ProColumns<T> {
  return {
    title: t('common.actions'),
    valueType: 'option',
    width: 150,
    // Pinned: at 1440 px a wide list scrolls sideways, and its actions must stay in reach.
    fixed: 'right',
    render: (_dom, record) => {
      const link = siteLink(record);
      return rowActions({
        onEdit: () => onEdit(record),
        editLabel: canWrite ? t('common.edit') : t('common.view'),
        extra: [
          <ViewOnSite
            key="site"
            size="small"
            compact
            path={link.path}
            query={link.query}
            lang={siteLang(record)}
            published={link.published}
          />,
        ],
        onDelete: canWrite && canDelete(record) ? () => onDelete(record) : undefined,
      });
    },
  };
}
