import type { VersionDiffEntry, VersionEntry } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import type { QueryKey } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useVersion } from '../../api/versions/get-version.ts';
import { useVersionDiff } from '../../api/versions/get-version-diff.ts';
import { useVersions } from '../../api/versions/list-versions.ts';
import { useRestoreVersion } from '../../api/versions/restore-version.ts';
import { LANG_LABELS } from '../../lib/bilingual.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { fieldLabel } from '../../lib/field-labels.ts';
import { authorName } from '../../lib/resource-labels.ts';
import { t } from '../../locales/index.ts';
import { ParameterValuesDiff } from '../parameter-values-diff.tsx';
import './history.css';
import { valueDiff, valueToText } from './word-diff.ts';

export interface HistoryDrawerProps {
  /** The record's admin URL: `/api/v1/admin/news/5`, `/api/v1/admin/blocks/home`. */
  base: string;
  /** What the history is of (a product's name); the drawer's title is plain "History" without it. */
  title?: string;
  open: boolean;
  onClose: () => void;
  /** May the user restore (the resource's `:write`)? Readers see the history only. */
  canRestore: boolean;
  /** The record's cached answers a restore makes stale. */
  invalidates?: readonly QueryKey[];
  /** After a restore, with the record as the server answered it. */
  onRestored?: (record: unknown) => void;
}

const LANG_ORDER: (Lang | null)[] = ['zh_CN', 'en_US', null];

/** The resource a record's admin URL names: `/api/v1/admin/products/5` → `products`. */
function resourceOf(base: string): string {
  return /\/admin\/([^/]+)\//.exec(base)?.[1] ?? '';
}

/** A product's parameter values: shown per parameter with its label and unit, not as JSON. */
const isParameterValues = (field: string, lang: Lang | null) => field === 'parameterValues' && lang === null;

function langLabel(lang: Lang | null): string {
  return lang ? LANG_LABELS[lang] : t('history.shared');
}

/**
 * The versions of one record or block (contract §10): the list, a version's content, its
 * differences from another version (the previous one first), word by word, and restoring it.
 * Loaded only when the history opens (it carries the diff code).
 */
export default function HistoryDrawer({
  base,
  title,
  open,
  onClose,
  canRestore,
  invalidates = [],
  onRestored,
}: HistoryDrawerProps) {
  const versions = useVersions(base);
  const resource = resourceOf(base);
  const [selected, setSelected] = useState<number>();
  const list = versions.data ?? [];
  const current = selected ?? list[0]?.version;

  return (
    <Drawer
      title={title ? t('history.title', { title }) : t('history.open')}
      open={open}
      onClose={onClose}
      width="min(960px, 100vw)"
      destroyOnHidden
      rootClassName="version-history-drawer"
      data-testid="version-history"
    >
      {versions.isError ? (
        <Alert type="error" showIcon message={t('history.loadFailed')} />
      ) : versions.isPending ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty description={t('history.none')} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('history.intro')}
          </Typography.Paragraph>
          <VersionTable entries={list} resource={resource} selected={current} onSelect={setSelected} />
          {current !== undefined && (
            <VersionDetail
              key={current}
              base={base}
              resource={resource}
              entries={list}
              version={current}
              canRestore={canRestore && current !== list[0]?.version}
              invalidates={invalidates}
              onRestored={(record) => {
                setSelected(undefined);
                onRestored?.(record);
              }}
            />
          )}
        </Space>
      )}
    </Drawer>
  );
}

function ChangedFields({ entry, resource }: { entry: VersionEntry; resource: string }) {
  // The first version counts every field as changed: it is the record as first saved.
  if (entry.version === 1) return <Typography.Text type="secondary">{t('history.first')}</Typography.Text>;
  if (entry.changedFields.length === 0)
    return <Typography.Text type="secondary">{t('history.noChanges')}</Typography.Text>;
  return (
    <span className="version-history-fields">
      {entry.changedFields.map(({ field, lang }) => (
        <Tag key={`${lang}:${field}`} bordered={false}>
          {fieldLabel(field, resource)}
          {lang && <span className="version-history-lang"> · {LANG_LABELS[lang]}</span>}
        </Tag>
      ))}
    </span>
  );
}

/** Which languages show this version on the site now ("中文已发布"). */
function PublicTags({ entry }: { entry: VersionEntry }) {
  const langs = (['zh_CN', 'en_US'] as const).filter((lang) => entry.published[lang]);
  if (langs.length === 0) return null;
  return (
    <span className="version-history-live" data-testid={`version-live-${entry.version}`}>
      {langs.map((lang) => (
        <Tag key={lang} color="green" bordered={false}>
          {t('history.publicIn', { lang: LANG_LABELS[lang] })}
        </Tag>
      ))}
    </span>
  );
}

function VersionTable({
  entries,
  resource,
  selected,
  onSelect,
}: {
  entries: VersionEntry[];
  resource: string;
  selected: number | undefined;
  onSelect: (version: number) => void;
}) {
  return (
    <Table<VersionEntry>
      size="small"
      rowKey="version"
      dataSource={entries}
      pagination={entries.length > 10 ? { pageSize: 10, size: 'small' } : false}
      scroll={{ x: 'max-content' }}
      rowClassName={(entry) => (entry.version === selected ? 'version-history-selected' : '')}
      onRow={(entry) => ({ onClick: () => onSelect(entry.version) })}
      columns={[
        {
          title: t('history.version'),
          dataIndex: 'version',
          width: 120,
          render: (version: number, entry) => (
            <Space direction="vertical" size={2}>
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 0 }}
                aria-pressed={version === selected}
                onClick={(event) => {
                  event.stopPropagation();
                  onSelect(version);
                }}
              >
                v{version}
                {entry === entries[0] && ` (${t('history.latest')})`}
              </Button>
              <PublicTags entry={entry} />
            </Space>
          ),
        },
        {
          title: t('history.time'),
          dataIndex: 'createTime',
          width: 150,
          render: (time: string) => formatDateTime(time),
        },
        {
          title: t('history.author'),
          key: 'author',
          width: 110,
          render: (_, entry) => authorName(entry.author),
        },
        {
          title: t('history.changed'),
          key: 'changed',
          render: (_, entry) => <ChangedFields entry={entry} resource={resource} />,
        },
      ]}
    />
  );
}

function VersionDetail({
  base,
  resource,
  entries,
  version,
  canRestore,
  invalidates,
  onRestored,
}: {
  base: string;
  resource: string;
  entries: VersionEntry[];
  version: number;
  canRestore: boolean;
  invalidates: readonly QueryKey[];
  onRestored: (record: unknown) => void;
}) {
  const { message } = App.useApp();
  const others = entries.filter((entry) => entry.version !== version);
  const previous = others.find((entry) => entry.version < version)?.version;
  const [mode, setMode] = useState<'diff' | 'content'>(previous === undefined ? 'content' : 'diff');
  const [against, setAgainst] = useState<number | undefined>(previous);
  const restore = useRestoreVersion(base, invalidates);

  return (
    <section className="version-history-detail" aria-label={t('history.versionN', { version })}>
      <div className="version-history-toolbar">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('history.versionN', { version })}
        </Typography.Title>
        <Segmented
          value={mode}
          onChange={(value) => setMode(value as 'diff' | 'content')}
          options={[
            { value: 'diff', label: t('history.compare'), disabled: others.length === 0 },
            { value: 'content', label: t('history.view') },
          ]}
        />
        {mode === 'diff' && others.length > 0 && (
          <Space size="small" wrap>
            <span id="version-history-against">{t('history.against')}</span>
            <Select
              aria-labelledby="version-history-against"
              size="small"
              style={{ minWidth: 110 }}
              value={against}
              onChange={setAgainst}
              options={others.map((entry) => ({ value: entry.version, label: `v${entry.version}` }))}
            />
          </Space>
        )}
        {canRestore && (
          <Popconfirm
            title={t('history.restoreConfirm', { version })}
            description={<div style={{ maxWidth: 320 }}>{t('history.restoreExplain', { version })}</div>}
            okText={t('history.restore')}
            cancelText={t('common.cancel')}
            onConfirm={async () => {
              try {
                const record = await restore.mutateAsync(version);
                message.success(t('history.restored', { version }));
                onRestored(record);
              } catch {
                message.error(t('history.restoreFailed'));
              }
            }}
          >
            <Button loading={restore.isPending}>{t('history.restore')}</Button>
          </Popconfirm>
        )}
      </div>
      {mode === 'diff' && against !== undefined ? (
        <DiffView base={base} resource={resource} version={version} against={against} />
      ) : (
        <ContentView base={base} resource={resource} version={version} />
      )}
    </section>
  );
}

function groupByLang<T extends { lang: Lang | null }>(items: T[]): [Lang | null, T[]][] {
  return LANG_ORDER.map(
    (lang) => [lang, items.filter((item) => item.lang === lang)] as [Lang | null, T[]],
  ).filter(([, group]) => group.length > 0);
}

function DiffView({
  base,
  resource,
  version,
  against,
}: {
  base: string;
  resource: string;
  version: number;
  against: number;
}) {
  const diff = useVersionDiff(base, version, against);
  if (diff.isPending) return <Spin />;
  if (diff.isError) return <Alert type="error" showIcon message={t('history.loadFailed')} />;
  if (diff.data.length === 0) return <Empty description={t('history.same', { against })} />;
  return (
    <div className="version-history-diff" data-testid="version-diff">
      <Typography.Paragraph type="secondary">
        {t('history.diffLegend', { version, against })}
      </Typography.Paragraph>
      {groupByLang(diff.data).map(([lang, entries]) => (
        <section key={lang ?? 'shared'} className="version-history-lang-group">
          <Typography.Title level={5}>{langLabel(lang)}</Typography.Title>
          <dl>
            {entries.map((entry) => (
              <DiffField key={entry.field} entry={entry} resource={resource} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function DiffField({ entry, resource }: { entry: VersionDiffEntry; resource: string }) {
  if (isParameterValues(entry.field, entry.lang)) {
    return (
      <>
        <dt>{fieldLabel(entry.field, resource)}</dt>
        <dd className="version-history-table">
          <ParameterValuesDiff before={entry.before} after={entry.after} />
        </dd>
      </>
    );
  }
  const parts = valueDiff(entry.before, entry.after);
  return (
    <>
      <dt>{fieldLabel(entry.field, resource)}</dt>
      <dd
        className="version-history-words"
        lang={entry.lang === 'zh_CN' ? 'zh' : entry.lang === 'en_US' ? 'en' : undefined}
      >
        {parts.length === 0 ? (
          <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>
        ) : (
          parts.map((part, index) =>
            part.kind === 'ins' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
              <ins key={index}>
                <span className="version-history-sr">{t('history.inserted')} </span>
                {part.text}
              </ins>
            ) : part.kind === 'del' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
              <del key={index}>
                <span className="version-history-sr">{t('history.deleted')} </span>
                {part.text}
              </del>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
              <span key={index}>{part.text}</span>
            ),
          )
        )}
      </dd>
    </>
  );
}

/** Not content: where the record stands now, which a version's view answers too. */
const HIDDEN_FIELDS = new Set(['id', 'createTime', 'updateTime', 'incompleteLangs', 'publication', 'hidden']);

function ContentView({ base, resource, version }: { base: string; resource: string; version: number }) {
  const record = useVersion<Record<string, unknown>>(base, version);
  if (record.isPending) return <Spin />;
  if (record.isError) return <Alert type="error" showIcon message={t('history.loadFailed')} />;
  const fields: { field: string; lang: Lang | null; value: unknown }[] = [];
  for (const [field, value] of Object.entries(record.data)) {
    if (HIDDEN_FIELDS.has(field)) continue;
    if (field !== 'i18n') {
      fields.push({ field, lang: null, value });
      continue;
    }
    const i18n = (value ?? {}) as Partial<Record<Lang, Record<string, unknown>>>;
    for (const lang of ['zh_CN', 'en_US'] as const) {
      for (const [key, item] of Object.entries(i18n[lang] ?? {}))
        fields.push({ field: key, lang, value: item });
    }
  }
  return (
    <div className="version-history-content" data-testid="version-content">
      {groupByLang(fields).map(([lang, group]) => (
        <Descriptions
          key={lang ?? 'shared'}
          title={langLabel(lang)}
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={group.map(({ field, lang: fieldLang, value }) => ({
            key: field,
            label: fieldLabel(field, resource),
            children: isParameterValues(field, fieldLang) ? (
              <ParameterValuesDiff before={[]} after={value} valuesOnly />
            ) : (
              <span className="version-history-words">{valueToText(value) || '—'}</span>
            ),
          }))}
        />
      ))}
    </div>
  );
}
