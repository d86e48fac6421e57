import { ProForm } from '@ant-design/pro-components';
import type { HiddenReason, Publication } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { Fragment, type ReactNode } from 'react';
import { displayText, formLanguages, type I18n, payloadLanguages } from '../lib/bilingual.ts';
import { adminUrl } from '../lib/resource.ts';
import { currentLocale, localeToLang, type MessageKey, t } from '../locales/index.ts';
import { BilingualRecordDrawer, type SiteLink } from './bilingual-record-drawer.tsx';
import {
  contentActionsColumn,
  type ListResource,
  type ListTableOptions,
  RecordListLayout,
  useRecordList,
} from './content-list.tsx';
import { LangTab } from './lang-fields.tsx';
import type { ListColumn } from './list-table.tsx';
import { SortField } from './sort-field.tsx';
import { idColumn, languagesColumn, sortColumn, timeColumn, visibilityColumn } from './table-columns.tsx';

const uiLang = localeToLang(currentLocale);

/** What every bilingual content record answers in a list. */
type ContentRow = {
  id: number;
  publication?: Publication;
  enabled: boolean;
  hidden?: HiddenReason | null;
  incompleteLangs: Lang[];
  i18n: I18n<object>;
  updateTime: string;
};

/** The values of one language of a record. */
type LangOf<T extends ContentRow> = NonNullable<T['i18n'][Lang]>;
type FormValues<T extends ContentRow, K extends keyof T> = Pick<T, K> & { i18n: Record<Lang, LangOf<T>> };
type Input<T extends ContentRow, K extends keyof T> = Pick<T, K> & {
  enabled: boolean;
  i18n: I18n<LangOf<T>>;
};

/** A record's text for a list cell: in the interface language, else in the other one. */
export function listText<L>(record: { i18n: I18n<L> }, pick: (value: L) => string | undefined): string {
  return displayText(record.i18n, pick, uiLang);
}

/**
 * A column of one of the record's texts (see `listText`), `empty` where it has none;
 * `dataIndex: 'keyword'` makes it the column searched. Without a `width` it keeps a `minWidth`
 * however narrow the window: the list scrolls sideways before a text is crushed to a letter a line.
 */
export function textColumn<T extends ContentRow>(
  title: string,
  text: (value: LangOf<T>) => string | undefined,
  { empty = '', ...column }: ListColumn<T> & { empty?: string },
): ListColumn<T> {
  return {
    title,
    ...(column.width === undefined && { minWidth: 160 }),
    ellipsis: true,
    ...column,
    render: (_dom, record) => listText(record, text) || empty,
  };
}

/**
 * A list of bilingual content records edited in a drawer: the ID, the page's own columns, the
 * list order, whether the site shows the record, its languages' publication, update time and row
 * actions (edit or view, the record on the site, hide or show again, delete); "new" and every
 * write only for users holding the resource's `:write` authority. `K` names the record's
 * language-independent fields the drawer edits (`sort` for a record kept in an order of its own).
 * The editor sets each language's publication only: a new record is shown on the site, and a
 * save keeps the record's `enabled`, which only "Hide from the site" / "Show again" change.
 */
export function BilingualListPage<T extends ContentRow, K extends keyof T>({
  resource,
  titles,
  columns,
  defaults,
  emptyLang,
  sharedFields,
  moreSharedFields,
  langFields,
  langInput = (value) => value,
  creation,
  recordPanel,
  siteLink,
  siteLang = 'record',
  canDelete,
  drawerWidth,
  table,
}: {
  /** The records' resource; its `:write` authority allows "new" and every write. */
  resource: ListResource<T, Input<T, K>>;
  titles: { new: MessageKey; edit: MessageKey };
  /** The record's own columns; the one searched by keyword has `dataIndex: 'keyword'`. */
  columns: ListColumn<T>[];
  /** The shared values of a new record; a record with a `sort` gets its column and field. */
  defaults: Pick<T, K>;
  /** A language nobody has written yet. */
  emptyLang: () => LangOf<T>;
  /** Shared fields before the list order in the drawer's first row. */
  sharedFields?: ReactNode;
  /** Shared fields under that row. */
  moreSharedFields?: ReactNode;
  /** One language's fields (see lang-fields.tsx). */
  langFields: (lang: Lang) => ReactNode;
  /** A written language as the API takes it, where that differs from the form's values. */
  langInput?: (value: LangOf<T>) => LangOf<T>;
  /**
   * What only a new record's drawer asks, under the languages (a document's first revision), and
   * that part of the create's input.
   */
  creation?: { fields: ReactNode; input: (values: FormValues<T, K>) => object };
  /**
   * What an existing record's drawer shows under the languages (a document's revisions), given the
   * record and how to show it changed by a write of its own.
   */
  recordPanel?: (record: T, changed: (record: T) => void) => ReactNode;
  siteLink: (record: T) => SiteLink;
  /** The list's "view on site" opens the record's language (the interface's where written) or always the interface's. */
  siteLang?: 'record' | 'interface';
  canDelete?: (record: T) => boolean;
  drawerWidth?: number;
  table?: ListTableOptions<T>;
}) {
  const sortable = 'sort' in defaults;
  const sharedKeys = Object.keys(defaults) as K[];
  const shared = (pick: (key: K) => unknown) =>
    Object.fromEntries(sharedKeys.map((key) => [key, pick(key) ?? defaults[key]])) as Pick<T, K>;
  const toForm = (record: T | undefined): FormValues<T, K> => ({
    ...shared((key) => record?.[key]),
    i18n: formLanguages(record?.i18n, (value) => ({ ...emptyLang(), ...value }), emptyLang),
  });
  const page = useRecordList<T, FormValues<T, K>, Input<T, K>>({
    resource,
    toForm,
    toInput: (values, saved) => ({
      ...shared((key) => values[key]),
      enabled: saved?.enabled ?? true,
      i18n: payloadLanguages(values.i18n, langInput),
      ...(saved ? {} : creation?.input(values)),
    }),
  });
  const { canWrite, list, writes } = page;
  const { record } = list;
  const showChanged = (changed: T) => {
    list.openEdit(changed);
    list.reload();
  };

  return (
    <RecordListLayout<T>
      page={page}
      table={table}
      columns={[
        idColumn<T>(),
        ...columns,
        ...(sortable ? [sortColumn<T>()] : []),
        visibilityColumn<T>(),
        languagesColumn<T>(),
        timeColumn<T>('updateTime', t('common.updateTime')),
        contentActionsColumn<T>({
          canWrite,
          onEdit: list.openEdit,
          siteLink,
          siteLang: siteLang === 'interface' ? () => uiLang : undefined,
          onDelete: writes.remove,
          canDelete,
          visibility: { resource: page.resourceName, onChanged: list.reload },
        }),
      ]}
      editor={
        <BilingualRecordDrawer<FormValues<T, K>>
          title={t(record ? titles.edit : titles.new)}
          open
          width={drawerWidth}
          readOnly={!canWrite}
          onOpenChange={(open) => !open && list.close()}
          initialValues={toForm(record)}
          save={writes.save}
          onSaved={list.saved}
          publication={
            record?.publication && {
              state: record.publication,
              visibility: { enabled: record.enabled, hidden: record.hidden ?? null },
              onChanged: (changed) => showChanged(changed as T),
            }
          }
          siteLink={record && siteLink(record)}
          history={
            record && {
              base: adminUrl(page.resourceName, record.id),
              invalidates: [[page.resourceName]],
              toForm: (restored) => toForm(restored as T),
            }
          }
          // A list, not a fragment: the drawer's form focuses its first field, the first of this row.
          common={[
            <ProForm.Group key="shared">
              {sharedFields}
              {sortable && <SortField />}
            </ProForm.Group>,
            <Fragment key="more">{moreSharedFields}</Fragment>,
          ]}
          renderLang={(lang) => <LangTab lang={lang}>{langFields(lang)}</LangTab>}
          after={record ? recordPanel?.(record, showChanged) : creation?.fields}
        />
      }
    />
  );
}
