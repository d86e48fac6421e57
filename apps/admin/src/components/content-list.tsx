import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, type ProTableProps } from '@ant-design/pro-components';
import type { Paged } from '@coresense/shared';
import type { Resource } from '@coresense/shared/authorities';
import type { Lang } from '@coresense/shared/lang';
import { type FetchQueryOptions, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { Fragment, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccess } from '../hooks/use-access.tsx';
import type { Query } from '../lib/api-client.ts';
import { shownLang } from '../lib/bilingual.ts';
import { adminUrl, useProTableRequest } from '../lib/resource.ts';
import { resourceApi } from '../lib/resource-api.ts';
import { currentLocale, localeToLang, t } from '../locales/index.ts';
import type { SiteLink } from './bilingual-record-drawer.tsx';
import { type ListColumn, ListTable } from './list-table.tsx';
import { VisibilityAction } from './publication/visibility.tsx';
import { rowActions } from './table-columns.tsx';
import { ViewOnSite } from './view-on-site.tsx';

const uiLang = localeToLang(currentLocale);

/** How a list reads one of its records by id. */
// biome-ignore lint/suspicious/noExplicitAny: each resource's query key is a tuple of its own
export type RecordQuery<T> = (id: number) => FetchQueryOptions<T, Error, T, any>;

/**
 * The table handle and drawer-editor state of a content list page. With `linked`, a link to the
 * list with `?open=<id>` (the header search's) opens that record's editor once it has loaded.
 */
export function useContentList<T>(linked?: RecordQuery<T>) {
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<T | 'new'>();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const openId = Number(params.get('open'));
  const linkedId = Number.isSafeInteger(openId) && openId > 0 ? openId : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page passes a module-level function
  useEffect(() => {
    if (!linked || linkedId === undefined) return;
    let live = true;
    queryClient
      .fetchQuery(linked(linkedId))
      .then(
        (record) => live && setEditing(record),
        () => undefined,
      )
      // Dropped once used: closing the editor then leaves the plain list, and a reload keeps it so.
      .finally(() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('open');
            return next;
          },
          { replace: true },
        ),
      );
    return () => {
      live = false;
    };
  }, [linkedId, queryClient, setParams]);
  return {
    table,
    reload: () => table.current?.reload(),
    /**
     * After the editor saved: an edited record is shown again where it is; a new one lands at
     * the top of the first page, which is brought into sight (the list may have been scrolled down).
     */
    saved: () => {
      if (editing !== 'new') return table.current?.reload();
      window.scrollTo({ top: 0 });
      return table.current?.reloadAndRest?.();
    },
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

/** A record's form values from the record (a new record's from nothing) and its API input from them. */
export interface RecordCodec<T, Form, Input> {
  toForm(record: T | undefined): Form;
  toInput(values: Form, record: T | undefined): Input;
}

/**
 * The writes of a list page whose records are edited whole: an account's on/off switch (members,
 * staff) and delete (each then reloads the table) and the editor's save of a new or the open record.
 */
function recordWrites<T extends { id: number }, Form, Input extends object>(
  list: ContentList<T>,
  writes: {
    create: Mutation<Input>;
    update: Mutation<Input & { id: number }>;
    remove: Mutation<number>;
  } & RecordCodec<T, Form, Input>,
) {
  const { create, update, remove, toForm, toInput } = writes;
  return {
    async setEnabled(record: T, enabled: boolean) {
      await update.mutateAsync({ id: record.id, ...toInput(toForm(record), record), enabled });
      list.reload();
    },
    async remove(record: T) {
      await remove.mutateAsync(record.id);
      list.reload();
    },
    /** Saves the editor's values; `publish` names the languages a bilingual record publishes (contract §10). */
    save(values: Form, publish?: Lang[]) {
      const { record } = list;
      const input = { ...toInput(values, record), ...(publish && { publish }) };
      return record ? update.mutateAsync({ id: record.id, ...input }) : create.mutateAsync(input);
    },
  };
}

/** Where a list page's records come from and go: its feature's list query and write hooks. */
/** The endpoints of a list's records (see `resourceApi`). */
export interface RecordApi<T, Input> {
  resource: Resource;
  // biome-ignore lint/suspicious/noExplicitAny: each resource's query key is a tuple of its own
  list: (query: Query) => FetchQueryOptions<Paged<T>, Error, Paged<T>, any>;
  useCreate: () => Mutation<Input>;
  useUpdate: () => Mutation<Input & { id: number }>;
  useRemove: () => Mutation<number>;
  /** One record by id, for links that open it (`?open=<id>`). */
  get?: RecordQuery<T>;
}

/** A list's records: a resource's plain CRUD endpoints by its name, or its own where they do more. */
export type ListResource<T, Input> = Resource | RecordApi<T, Input>;

/**
 * What a list page of whole-edited records needs: may the user write (the resource's
 * `:write` authority), the table's request, the open editor and the writes.
 */
export function useRecordList<T extends { id: number }, Form, Input extends object>({
  resource,
  ...codec
}: { resource: ListResource<T, Input> } & RecordCodec<T, Form, Input>) {
  const api = useMemo<RecordApi<T, Input>>(
    () => (typeof resource === 'string' ? resourceApi<T, Input>(resource) : resource),
    [resource],
  );
  const canWrite = useAccess()[`${api.resource}:write`];
  const request = useProTableRequest(api.list);
  const list = useContentList<T>(api.get);
  const writes = recordWrites(list, {
    create: api.useCreate(),
    update: api.useUpdate(),
    remove: api.useRemove(),
    ...codec,
  });
  return { canWrite, request, list, writes, resourceName: api.resource };
}

type AnyRecord = Record<string, unknown>;
/** The table options a list page may set beyond its columns. */
export type ListTableOptions<T extends AnyRecord> = Pick<
  ProTableProps<T, AnyRecord>,
  'pagination' | 'params'
>;

/** A list page: the table (search, sorting, pager, "new" for writers) and the editor while one is open. */
export function RecordListLayout<T extends AnyRecord & { id: number }>({
  page: { canWrite, request, list },
  columns,
  table,
  editor,
  intro,
  toolbar = [],
}: {
  page: Pick<ReturnType<typeof useRecordList<T, unknown, object>>, 'canWrite' | 'request' | 'list'>;
  columns: ListColumn<T>[];
  table?: ListTableOptions<T>;
  editor: ReactNode;
  /** What the page says above its list. */
  intro?: ReactNode;
  /** Buttons of the toolbar beside "new". */
  toolbar?: ReactNode[];
}) {
  const newRecord = newRecordToolbar(canWrite, list.openNew);
  return (
    <PageContainer content={intro}>
      <ListTable<T>
        rowKey="id"
        actionRef={list.table}
        columns={columns}
        request={request}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [...toolbar, ...newRecord()]}
        {...table}
      />
      {list.isEditing && <Fragment key={list.record?.id ?? 'new'}>{editor}</Fragment>}
    </PageContainer>
  );
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
 * A content row's actions: edit (view for read-only users), its public page, and for users who
 * may write, "Hide from the site" / "Show again" and delete (each asks first).
 */
export function contentActionsColumn<T extends { id: number; incompleteLangs: Lang[]; enabled?: boolean }>({
  canWrite,
  onEdit,
  siteLink,
  siteLang = (record) => shownLang(record.incompleteLangs, uiLang),
  onDelete,
  canDelete = () => true,
  visibility,
}: {
  canWrite: boolean;
  onEdit: (record: T) => void;
  siteLink: (record: T) => SiteLink;
  siteLang?: (record: T) => Lang;
  onDelete: (record: T) => Promise<unknown>;
  canDelete?: (record: T) => boolean;
  /** A record that can be hidden from the site: its resource, and what to do once hidden or shown. */
  visibility?: { resource: Resource; onChanged: () => void };
}): ListColumn<T> {
  return {
    title: t('common.actions'),
    valueType: 'option',
    // "Edit" and up to three icons.
    width: visibility ? 140 : 110,
    // Pinned: a window narrower than the list scrolls it sideways, and its actions stay in reach.
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
          ...(canWrite && visibility && record.enabled !== undefined
            ? [
                <VisibilityAction
                  key="visibility"
                  compact
                  base={adminUrl(visibility.resource, record.id)}
                  enabled={record.enabled}
                  invalidates={[[visibility.resource]]}
                  onChanged={visibility.onChanged}
                />,
              ]
            : []),
        ],
        onDelete: canWrite && canDelete(record) ? () => onDelete(record) : undefined,
        deleteConfirm: t('common.trashConfirm'),
      });
    },
  };
}
