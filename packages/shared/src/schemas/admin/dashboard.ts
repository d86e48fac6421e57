import { z } from 'zod';
import { type Lang, parseLang } from '../../lang.ts';
import { PUBLISHED_COUNTS, type PublishedCount } from '../../published-counts.ts';
import { searchCount } from '../site-search.ts';
import { auditLogEntry } from './audit-log.ts';
import { calendarDate } from './content-common.ts';
import { versionAuthor } from './versions.ts';

/* The dashboards (`/api/v1/admin/dashboard/*`, contract §11) and the site's page-view beacon. */

/** The longest site path a beacon may name; anything longer is not a page of the site. */
export const MAX_VIEW_PATH = 200;

/** `POST /api/v1/stats/view`: the page the visitor opened, as the site names it. */
export const pageViewBeacon = z.object({
  path: z.string().max(MAX_VIEW_PATH),
  lang: z
    .string()
    .max(10)
    .refine((value) => parseLang(value) !== undefined, 'invalidValue')
    .transform((value) => parseLang(value) as Lang)
    .describe('zh_CN or en_US (zh-CN, en-US accepted)'),
});
export type PageViewBeacon = z.output<typeof pageViewBeacon>;

export const analysisQuery = z.object({
  from: calendarDate
    .optional()
    .describe('First day (YYYY-MM-DD, SITE_TIME_ZONE); default: 29 days before `to`'),
  to: calendarDate.optional().describe('Last day, inclusive; default: today'),
});
export type AnalysisQuery = z.output<typeof analysisQuery>;

const count = z.number().int().nonnegative();

export const dashboardAnalysis = z.object({
  timeZone: z.string().describe('The IANA time zone whose calendar days the figures are counted in'),
  enquiries: z.object({
    total: count,
    perDay: z.array(z.object({ date: z.string(), contact: count, product: count })),
  }),
  topProducts: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      enquiries: count,
      samples: count.describe('Sample requests naming one of its parts (contract §13)'),
      views: count,
    }),
  ),
  pageViews: z.object({
    total: count,
    perDay: z.array(z.object({ date: z.string(), zh_CN: count, en_US: count })),
    topPages: z.array(z.object({ path: z.string(), views: count })),
  }),
  downloads: z.array(z.object({ fileId: z.number().int(), name: z.string(), count })),
  content: z
    .object(
      Object.fromEntries(PUBLISHED_COUNTS.map((kind) => [kind, count])) as Record<
        PublishedCount,
        typeof count
      >,
    )
    .describe('Published records now, whatever the range'),
  searches: z
    .object({
      week: calendarDate.describe('The Monday starting the week of `to`'),
      top: z.array(searchCount).describe('The most frequent site searches of that week'),
      zeroResults: z
        .array(searchCount)
        .describe('The searches of that week that found nothing, most frequent first'),
    })
    .describe('What visitors looked for with the site search (counted without anything about who searched)'),
});
export type DashboardAnalysis = z.infer<typeof dashboardAnalysis>;

export const dashboardMonitor = z.object({
  uptimeSeconds: z.number().int().nonnegative(),
  processes: z.number().int().positive().describe('Server processes answering requests (the workers)'),
  memory: z.object({
    rss: count.describe('Bytes, every process of the server together (the cluster primary included)'),
    heapUsed: count,
  }),
  requests: z.object({
    perSecond: z.number().nonnegative(),
    errorRate: z.number().min(0).max(1).describe('Share of 5xx answers'),
    p95Ms: z.number().nonnegative(),
  }),
  cache: z.object({ hitRate: z.number().min(0).max(1) }),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), sizeBytes: count }),
});
export type DashboardMonitor = z.infer<typeof dashboardMonitor>;

export const dashboardWorkplace = z.object({
  todos: z.array(z.object({ kind: z.string(), count, link: z.string() })),
  recent: z.array(auditLogEntry),
  drafts: z.array(
    z.object({
      resource: z.string(),
      id: z.number().int(),
      title: z.string(),
      updateTime: z.string(),
      author: versionAuthor,
    }),
  ),
});
export type DashboardWorkplace = z.infer<typeof dashboardWorkplace>;
