import { DeleteOutlined } from '@ant-design/icons';
import type { HiddenReason, Publication } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { App, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { EDIT_LANGS } from '../lib/bilingual.ts';
import { formatDateTime } from '../lib/dates.ts';
import { t } from '../locales/index.ts';
import { LANG_LABELS } from './bilingual-tabs.tsx';
import type { ListColumn } from './list-table.tsx';
import { PublicationTag } from './publication/publication-tag.tsx';
import { HiddenTag } from './publication/visibility.tsx';
import { RowIconButton } from './row-icon-button.tsx';

/** Columns every content list shares. */

/**
 * Each language of a record: where it stands on the site (published, changed since, scheduled,
 * draft) when the record answers its publication, else whether it is written.
 */
export function languagesColumn<
  T extends { incompleteLangs?: Lang[]; publication?: Publication; hidden?: HiddenReason | null },
>(): ListColumn<T> {
  return {
    title: t('common.languages'),
    dataIndex: 'incompleteLangs',
    search: false,
    width: 120,
    render: (_dom, record) => {
      const { publication } = record;
      if (publication)
        return (
          <Space size={4} wrap className="list-languages">
            {EDIT_LANGS.map((lang) => (
              <PublicationTag
                key={lang}
                state={publication[lang]}
                written={!record.incompleteLangs?.includes(lang)}
                hidden={Boolean(record.hidden)}
                prefix={LANG_LABELS[lang]}
              />
            ))}
          </Space>
        );
      return writtenLangs(record);
    },
  };
}

function writtenLangs(record: { incompleteLangs?: Lang[] }) {
  return (
    <Space size={4} wrap className="list-languages">
      {EDIT_LANGS.map((lang) =>
        record.incompleteLangs?.includes(lang) ? (
          <Tooltip key={lang} title={t('bilingual.incompleteHint')}>
            <Tag color="warning">{LANG_LABELS[lang]} ✕</Tag>
          </Tooltip>
        ) : (
          <Tag key={lang} color="success">
            {LANG_LABELS[lang]}
          </Tag>
        ),
      )}
    </Space>
  );
}

interface SwitchLabels {
  on: string;
  off: string;
  /** The question asked before switching on / off. */
  confirmOn: string;
  confirmOff: string;
  /** What happened, said once the server agreed. */
  doneOn: string;
  doneOff: string;
}

/** A switch that asks before it changes anything and says what happened. */
function ConfirmedSwitch({
  checked,
  labels,
  onChange,
}: {
  checked: boolean;
  labels: SwitchLabels;
  onChange: (checked: boolean) => Promise<unknown>;
}) {
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  return (
    <Popconfirm
      title={checked ? labels.confirmOff : labels.confirmOn}
      onConfirm={async () => {
        setPending(true);
        try {
          await onChange(!checked);
          message.success(checked ? labels.doneOff : labels.doneOn);
        } finally {
          setPending(false);
        }
      }}
    >
      <Switch
        size="small"
        checked={checked}
        loading={pending}
        checkedChildren={labels.on}
        unCheckedChildren={labels.off}
        aria-label={t('common.status')}
      />
    </Popconfirm>
  );
}

/**
 * Whether the site shows the record at all: "Hidden in every language" (and why, on hover) for
 * one the public sees in no language, whatever its publication; filters on `enabled`. Hiding and
 * showing again are row actions (`contentActionsColumn`), never a switch in place.
 */
export function visibilityColumn<
  T extends { enabled: boolean; hidden?: HiddenReason | null },
>(): ListColumn<T> {
  return {
    title: t('visibility.column'),
    dataIndex: 'enabled',
    width: 92,
    valueType: 'select',
    valueEnum: {
      true: { text: t('visibility.shown') },
      false: { text: t('visibility.hidden') },
    },
    render: (_dom, record) =>
      record.hidden ? (
        <HiddenTag hidden={record.hidden} />
      ) : (
        <Typography.Text type="secondary">{t('visibility.shown')}</Typography.Text>
      ),
  };
}

/** An account's on/off switch (members), usable in place when the user may write; it asks first. */
export function enabledColumn<T extends { enabled: boolean }>(
  onToggle: ((record: T, enabled: boolean) => Promise<unknown>) | undefined,
  labels: SwitchLabels,
): ListColumn<T> {
  return {
    title: t('common.status'),
    dataIndex: 'enabled',
    width: 96,
    valueType: 'select',
    valueEnum: {
      true: { text: labels.on, status: 'Success' },
      false: { text: labels.off, status: 'Default' },
    },
    render: (_dom, record) =>
      onToggle ? (
        <ConfirmedSwitch
          checked={record.enabled}
          labels={labels}
          onChange={(enabled) => onToggle(record, enabled)}
        />
      ) : (
        <Tag color={record.enabled ? 'success' : 'default'}>{record.enabled ? labels.on : labels.off}</Tag>
      ),
  };
}

/** The record's ID: left out on a phone, where the row's name comes first. */
export function idColumn<T>(): ListColumn<T> {
  return { title: 'ID', dataIndex: 'id', search: false, width: 56, sorter: true, responsive: ['sm'] };
}

/** A date and time; the time goes under the date, so that the column stays narrow. */
export function timeColumn<T>(dataIndex: keyof T & string, title: string, sorter = true): ListColumn<T> {
  return {
    title,
    dataIndex,
    // On the site's clock, as every time the back-office shows.
    render: (_dom, record) => formatDateTime(record[dataIndex] as string | null),
    search: false,
    sorter,
    width: TIME_COLUMN_WIDTH,
  };
}

/** Wide enough for the longest date of any language on one line ("Sep 30, 2026", "2026年12月31日"). */
export const TIME_COLUMN_WIDTH = 136;

/** The list order, edited in the record's editor: shown when picked in the column chooser. */
export function sortColumn<T>(): ListColumn<T> {
  return {
    title: t('common.sort'),
    dataIndex: 'sort',
    search: false,
    sorter: true,
    width: 80,
    hiddenByDefault: true,
  };
}

/** The row's edit link and delete icon (delete asks first). */
export function rowActions({
  onEdit,
  onDelete,
  extra,
  editLabel = t('common.edit'),
  deleteConfirm = t('common.deleteConfirm'),
}: {
  onEdit?: () => void;
  onDelete?: () => Promise<unknown>;
  extra?: ReactNode[];
  editLabel?: string;
  /** What the confirmation asks: a content record goes to the trash, anything else for good. */
  deleteConfirm?: string;
}): ReactNode[] {
  return [
    ...(onEdit
      ? [
          <Typography.Link key="edit" onClick={onEdit}>
            {editLabel}
          </Typography.Link>,
        ]
      : []),
    ...(extra ?? []),
    ...(onDelete
      ? [
          <Popconfirm key="delete" title={deleteConfirm} onConfirm={onDelete}>
            <RowIconButton label={t('common.delete')} icon={<DeleteOutlined />} danger />
          </Popconfirm>,
        ]
      : []),
  ];
}
