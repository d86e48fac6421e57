import { ClockCircleOutlined, EyeOutlined } from '@ant-design/icons';
import type { HiddenReason, Publication } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Flex, Popconfirm, Popover, Segmented, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  previewLink,
  scheduleListQuery,
  useCancelScheduled,
  usePublicationChange,
} from '../../api/publication/publication-api.ts';
import { EDIT_LANGS } from '../../lib/bilingual.ts';
import {
  DATE_TIME_FORMAT,
  formatDateTime,
  formatDateTimeWithZone,
  fromSiteWallClock,
  siteNow,
  siteTimeZoneLabel,
} from '../../lib/dates.ts';
import { t } from '../../locales/index.ts';
import { LANG_LABELS } from '../bilingual-tabs.tsx';
import { PublicationTag } from './publication-tag.tsx';
import { HiddenNotice, VisibilityAction } from './visibility.tsx';

export interface PublicationPanelProps<T> {
  /** The record's admin URL: `/api/v1/admin/news/5`, `/api/v1/admin/blocks/home`. */
  base: string;
  publication: Publication;
  /** The languages the working copy has text in: only those can be published or previewed. */
  written: readonly Lang[];
  /** May the user publish (the resource's `:write`)? Readers see the states only. */
  canWrite: boolean;
  /**
   * Runs before publishing, scheduling or previewing: saves the editor's unsaved edits as a
   * draft, so that what is published is what the editor shows. False: it could not, stop.
   */
  saveEdits: () => Promise<boolean>;
  /** With the record as the server answered it, after a publish, unpublish or schedule. */
  onChanged: (record: T) => void;
  /** The resource's cached answers a change makes stale. */
  invalidates: readonly QueryKey[];
  /**
   * A record that can be hidden from the site in every language (not a page block): whether it
   * is shown (`enabled`) and why the public sees it in no language (`hidden`), if so.
   */
  visibility?: { enabled: boolean; hidden: HiddenReason | null };
}

/**
 * Each language's publication (contract §10): published, scheduled or draft, and whether the
 * working copy has changed since; "Publish", "Schedule", "Unpublish" and "Preview" per language.
 * A record hidden from the site says so above them (no language then reads "published"), with
 * "Show again"; one shown offers "Hide from the site" below them.
 */
export function PublicationPanel<T>({
  base,
  publication,
  written,
  canWrite,
  saveEdits,
  onChanged,
  invalidates,
  visibility,
}: PublicationPanelProps<T>) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const change = usePublicationChange<T>(base, invalidates);
  const [busy, setBusy] = useState<string>();
  const scheduled = useScheduledActions(
    base,
    EDIT_LANGS.some((lang) => publication[lang].scheduledAt),
  );
  const cancelScheduled = useCancelScheduled();

  const cancel = (id: number) =>
    run(`cancel-${id}`, async () => {
      await cancelScheduled.mutateAsync(id);
      await scheduled.refetch();
      // The record's publication no longer names the cancelled time.
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      message.success(t('schedule.cancelled'));
    });

  async function run(key: string, work: () => Promise<void>) {
    setBusy(key);
    try {
      await work();
    } catch {
      message.error(t('publication.failed'));
    } finally {
      setBusy(undefined);
    }
  }

  const act = (lang: Lang, action: 'publish' | 'unpublish', at?: Dayjs) =>
    run(`${action}-${lang}`, async () => {
      if (action === 'publish' && !(await saveEdits())) return;
      const record = await change.mutateAsync({ action, langs: [lang], at: at?.toISOString() });
      if (at) await scheduled.refetch();
      onChanged(record);
      const stillHidden = !at && action === 'publish' && (record as { hidden?: HiddenReason | null }).hidden;
      if (stillHidden) {
        message.warning(t('publication.publishedHidden', { lang: LANG_LABELS[lang] }));
        return;
      }
      const done = at ? 'publication.scheduled' : (`publication.${action}ed` as const);
      message.success(
        t(done, { lang: LANG_LABELS[lang], time: at ? formatDateTimeWithZone(at.toDate()) : '' }),
      );
    });

  const preview = (lang: Lang) =>
    run(`preview-${lang}`, async () => {
      // Opened before the awaits, while the click still allows a new tab.
      const tab = window.open('about:blank', '_blank');
      try {
        if (!(await saveEdits())) {
          tab?.close();
          return;
        }
        const { url } = await previewLink(base, lang);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    });

  const visibilityAction = visibility && canWrite && (
    <VisibilityAction<T>
      base={base}
      enabled={visibility.enabled}
      invalidates={invalidates}
      onChanged={onChanged}
    />
  );
  return (
    <section className="publication-panel" aria-label={t('publication.title')}>
      {visibility?.hidden && (
        <HiddenNotice hidden={visibility.hidden} action={visibility.enabled ? undefined : visibilityAction} />
      )}
      {EDIT_LANGS.map((lang) => {
        const state = publication[lang];
        const isWritten = written.includes(lang);
        return (
          <Flex key={lang} wrap gap={8} align="center" justify="space-between" data-lang={lang}>
            <Space wrap size={6}>
              <Typography.Text strong>{LANG_LABELS[lang]}</Typography.Text>
              <PublicationTag state={state} written={isWritten} hidden={Boolean(visibility?.hidden)} />
              {state.publishedAt && !visibility?.hidden && (
                <Typography.Text type="secondary">
                  {t('publication.publishedAt', { time: formatDateTime(state.publishedAt) })}
                </Typography.Text>
              )}
              {/* What will happen when, with the zone named, and how to call it off. */}
              {(scheduled.data?.list ?? [])
                .filter((action) => action.langs.includes(lang))
                .map((action) => (
                  <Space key={action.id} size={4} wrap data-testid={`scheduled-${lang}`}>
                    <Typography.Text type="secondary">
                      {t(
                        action.action === 'publish'
                          ? 'publication.scheduledPublish'
                          : 'publication.scheduledUnpublish',
                        {
                          time: formatDateTimeWithZone(action.at),
                        },
                      )}
                    </Typography.Text>
                    {canWrite && (
                      <Popconfirm title={t('schedule.cancelConfirm')} onConfirm={() => cancel(action.id)}>
                        <Button size="small" type="link" danger loading={busy === `cancel-${action.id}`}>
                          {t('publication.cancelSchedule')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ))}
            </Space>
            <Space wrap size={4}>
              {isWritten && (
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  loading={busy === `preview-${lang}`}
                  disabled={!canWrite}
                  onClick={() => preview(lang)}
                >
                  {t('publication.preview')}
                </Button>
              )}
              {canWrite && isWritten && (
                <Button
                  size="small"
                  type="primary"
                  ghost
                  loading={busy === `publish-${lang}`}
                  onClick={() => act(lang, 'publish')}
                >
                  {t('publication.publish')}
                </Button>
              )}
              {canWrite && isWritten && (
                <ScheduleButton
                  published={state.publishedVersion !== null}
                  loading={busy?.endsWith(`schedule-${lang}`) ?? false}
                  onSchedule={(action, at) => act(lang, action, at)}
                />
              )}
              {/* A language published in a hidden record can be withdrawn too: it then stays down when shown. */}
              {canWrite && state.publishedVersion !== null && (
                <Popconfirm
                  title={t('publication.unpublishConfirm', { lang: LANG_LABELS[lang] })}
                  onConfirm={() => act(lang, 'unpublish')}
                >
                  <Button size="small" danger loading={busy === `unpublish-${lang}`}>
                    {t('publication.unpublish')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          </Flex>
        );
      })}
      {visibility?.enabled && visibilityAction && <Flex justify="flex-end">{visibilityAction}</Flex>}
    </section>
  );
}

/** "Schedule": a time in the future, and for a published language whether to publish or unpublish then. */
function ScheduleButton({
  published,
  loading,
  onSchedule,
}: {
  published: boolean;
  loading: boolean;
  onSchedule: (action: 'publish' | 'unpublish', at: Dayjs) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [at, setAt] = useState<Dayjs | null>(null);
  // The picker's time is the site's: 10:00 runs at 10:00 on the site's clock, wherever the editor is.
  const when = at && fromSiteWallClock(at);
  const tooSoon = !when || when.isBefore(siteNow().add(1, 'minute'));
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      // Below the button and growing leftwards: inside the viewport, and over no other language's row.
      placement="bottomRight"
      title={t('publication.scheduleTitle')}
      content={
        <Space direction="vertical" size="small">
          {published && (
            <Segmented
              value={action}
              onChange={(value) => setAction(value as 'publish' | 'unpublish')}
              options={[
                { value: 'publish', label: t('publication.publish') },
                { value: 'unpublish', label: t('publication.unpublish') },
              ]}
            />
          )}
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={DATE_TIME_FORMAT}
            value={at}
            onChange={setAt}
            disabledDate={(day) => day.format('YYYY-MM-DD') < siteNow().format('YYYY-MM-DD')}
            aria-label={t('publication.scheduleAt')}
          />
          <Typography.Text type="secondary" data-testid="schedule-zone">
            {t('publication.timeZone', { zone: siteTimeZoneLabel(when ?? undefined) })}
          </Typography.Text>
          <Button
            type="primary"
            size="small"
            disabled={tooSoon}
            onClick={async () => {
              if (!when) return;
              setOpen(false);
              await onSchedule(action, when);
            }}
          >
            {t('publication.scheduleConfirm')}
          </Button>
        </Space>
      }
    >
      <Button size="small" icon={<ClockCircleOutlined />} loading={loading}>
        {t('publication.schedule')}
      </Button>
    </Popover>
  );
}

/** The pending actions on the record at `base` (`/api/v1/admin/news/5`, `/api/v1/admin/blocks/home`), while it has any. */
function useScheduledActions(base: string, pending: boolean) {
  const [resource = '', recordId = ''] = base.split('/').slice(-2);
  return useQuery({
    ...scheduleListQuery({ resource, recordId, pageSize: 100 }),
    enabled: pending,
  });
}
