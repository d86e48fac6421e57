import type { LangPublication } from '@coresense/shared';
import { Tag, Tooltip } from 'antd';
import { formatDateTimeWithZone } from '../../lib/dates.ts';
import { t } from '../../locales/index.ts';

/**
 * One language's state at a glance: published (and changed since), scheduled, draft, or not
 * written; in a record hidden from the site, a language with a version published says it is
 * held back (never "published": nothing answers on the site).
 */
export function PublicationTag({
  state,
  written,
  hidden = false,
  prefix,
}: {
  state: LangPublication;
  written: boolean;
  /** Whether the record is hidden from the site in every language. */
  hidden?: boolean;
  /** Before the state, in a list's compact tags: the language's name. */
  prefix?: string;
}) {
  const label = (text: string) => (prefix ? `${prefix} · ${text}` : text);
  const scheduled = state.scheduledAt && (
    <Tooltip title={t('publication.scheduledFor', { time: formatDateTimeWithZone(state.scheduledAt) })}>
      <Tag color="processing">{label(t('publication.state.scheduled'))}</Tag>
    </Tooltip>
  );
  if (state.state === 'published') {
    return (
      <>
        <Tag color={state.changed ? 'warning' : 'success'}>
          {label(state.changed ? t('publication.state.changed') : t('publication.state.published'))}
        </Tag>
        {scheduled}
      </>
    );
  }
  if (hidden && state.publishedVersion !== null) {
    return (
      <>
        <Tooltip title={t('publication.state.hiddenHint', { version: state.publishedVersion })}>
          <Tag color="default">{label(t('publication.state.hidden'))}</Tag>
        </Tooltip>
        {scheduled}
      </>
    );
  }
  if (scheduled) return scheduled;
  if (!written) return <Tag>{label(t('publication.state.missing'))}</Tag>;
  return <Tag color="default">{label(t('publication.state.draft'))}</Tag>;
}
