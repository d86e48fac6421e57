import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { HiddenReason } from '@coresense/shared';
import type { QueryKey } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useVisibilityChange } from '../../api/publication/publication-api.ts';
import { t } from '../../locales/index.ts';
import { RowIconButton } from '../row-icon-button.tsx';

/*
 * Hiding a record from the site in every language, apart from its publication per language
 * (contract §10's `enabled`, `POST …/visibility`): an explicit action that says what it does,
 * takes effect at once and keeps each language's publication and drafts.
 */

const hiddenHint = (hidden: HiddenReason) =>
  t(hidden === 'record' ? 'visibility.hiddenHint' : 'visibility.hiddenByParentHint');

/** "Hidden in every language", with why, for a record the public sees in no language. */
export function HiddenTag({ hidden }: { hidden: HiddenReason | null | undefined }) {
  if (!hidden) return null;
  return (
    <Tooltip title={hiddenHint(hidden)}>
      <Tag color="error">{t('visibility.hidden')}</Tag>
    </Tooltip>
  );
}

/** "Hide from the site" or "Show again": asks first, saying what it does, then acts at once. */
export function VisibilityAction<T>({
  base,
  enabled,
  invalidates,
  onChanged,
  compact,
}: {
  /** The record's admin URL: `/api/v1/admin/news/5`. */
  base: string;
  /** Whether the record is shown now (its `enabled`): the action does the other. */
  enabled: boolean;
  invalidates: readonly QueryKey[];
  /** With the record as the server answered it. */
  onChanged: (record: T) => void;
  /** An icon, for a table row. */
  compact?: boolean;
}) {
  const { message } = App.useApp();
  const change = useVisibilityChange<T>(invalidates);
  const hiding = enabled;
  const label = t(hiding ? 'visibility.hide' : 'visibility.show');
  return (
    <Popconfirm
      title={t(hiding ? 'visibility.hideConfirm' : 'visibility.showConfirm')}
      description={
        <div style={{ maxWidth: 320 }}>{t(hiding ? 'visibility.hideEffect' : 'visibility.showEffect')}</div>
      }
      okText={label}
      okButtonProps={{ danger: hiding }}
      onConfirm={async () => {
        try {
          onChanged(await change.mutateAsync({ base, enabled: !enabled }));
          message.success(t(hiding ? 'visibility.hiddenDone' : 'visibility.shownDone'));
        } catch {
          message.error(t('publication.failed'));
        }
      }}
    >
      {compact ? (
        <RowIconButton
          label={label}
          icon={hiding ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          danger={hiding}
        />
      ) : (
        <Button size="small" danger={hiding} loading={change.isPending}>
          {label}
        </Button>
      )}
    </Popconfirm>
  );
}

/** Above a record's publication: that the public sees it in no language, why, and "Show again". */
export function HiddenNotice({ hidden, action }: { hidden: HiddenReason; action?: ReactNode }) {
  return (
    <Alert
      type="warning"
      showIcon
      message={t('visibility.hidden')}
      description={hiddenHint(hidden)}
      action={action}
      data-testid="hidden-notice"
    />
  );
}
