import { z } from 'zod';
import { NEWS_TYPES, newsI18n } from '../content.ts';
import {
  adminListQuery,
  adminRecordFields,
  bilingualInput,
  bilingualOutput,
  booleanQuery,
  calendarDate,
} from './content-common.ts';

/* Back-office news and exhibitions (`/api/v1/admin/news`). */

/** Where and at which booth: fields of an exhibition only, so an article may leave them out. */
const ACTIVITY_TEXT_FIELDS = ['address', 'booth'] as const;
const newsInputI18n = newsI18n.partial({ address: true, booth: true });

export const adminNewsInput = z
  .object({
    type: z.enum(NEWS_TYPES),
    enabled: z.boolean(),
    startDate: calendarDate.nullish().describe('Required for an activity; ignored for news'),
    endDate: calendarDate.nullish().describe('An activity’s last day, not before startDate'),
    publishTime: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('The public createTime; a new item defaults to now, an update keeps the current one'),
    i18n: bilingualInput(newsInputI18n),
  })
  .superRefine((news, context) => {
    if (news.type !== 'activity') return;
    for (const [lang, text] of Object.entries(news.i18n)) {
      for (const field of ACTIVITY_TEXT_FIELDS) {
        if (text?.[field] === undefined) {
          context.addIssue({ code: 'custom', path: ['i18n', lang, field], message: 'required' });
        }
      }
    }
    if (!news.startDate) {
      context.addIssue({ code: 'custom', path: ['startDate'], message: 'required' });
    } else if (news.endDate && news.endDate < news.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
    }
  });
export type AdminNewsInput = z.input<typeof adminNewsInput>;

export const adminNews = z.object({
  ...adminRecordFields,
  type: z.enum(NEWS_TYPES),
  enabled: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  publishTime: z.string().describe('ISO-8601 UTC; the public createTime'),
  i18n: bilingualOutput(newsI18n),
});
export type AdminNews = z.infer<typeof adminNews>;

export const NEWS_SORT_FIELDS = ['publishTime', 'startDate', 'id', 'createTime', 'updateTime'] as const;
export const adminNewsListQuery = adminListQuery(NEWS_SORT_FIELDS).extend({
  type: z.enum(NEWS_TYPES).optional(),
  enabled: booleanQuery.optional(),
});
export type AdminNewsListQuery = z.output<typeof adminNewsListQuery>;
