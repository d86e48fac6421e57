import type { NewsItem } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { Fragment } from 'react';
import { DataTable } from '../components/data-table';
import { PageBanner } from '../components/page-banner';
import { PagedList } from '../components/paged-list';
import { siteContext } from '../context';
import { inVisitingOrder } from '../lib/activity-order';
import { dateRangeParts } from '../lib/format';
import { useLang, useT } from '../lib/i18n';
import { pagingFrom } from '../lib/query';
import { metaT, pageMeta } from '../lib/seo';
import type { SiteServices } from '../request-context';
import type { Route } from './+types/activity';

/** Pages of the largest size read to order every show (a company shows at a few dozen a year). */
const MAX_PAGES_READ = 10;
const READ_PAGE_SIZE = 100;

async function everyActivity(services: SiteServices, lang: Lang): Promise<NewsItem[]> {
  const all: NewsItem[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES_READ; pageNum++) {
    const page = await services.news.list(lang, { type: 'activity', pageNum, pageSize: READ_PAGE_SIZE });
    all.push(...page.list);
    if (page.list.length < READ_PAGE_SIZE || all.length >= page.total) break;
  }
  return all;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang, today } = context.get(siteContext);
  const paging = pagingFrom(new URL(request.url));
  const ordered = inVisitingOrder(await everyActivity(services, lang), today);
  const start = (paging.pageNum - 1) * paging.pageSize;
  return {
    activities: ordered
      .slice(start, start + paging.pageSize)
      .map(({ id, title, address, booth, startDate, endDate, when }) => ({
        id,
        title,
        address: address ?? '',
        booth: booth ?? '',
        startDate: startDate ?? null,
        endDate: endDate ?? null,
        when,
      })),
    /** Whether any show is still to come, so page 1 can say there is none. */
    anyUpcoming: ordered[0]?.when === 'upcoming',
    total: ordered.length,
    ...paging,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, { title: t('activity.title'), description: t('activity.description') });
}

type Activity = Route.ComponentProps['loaderData']['activities'][number];

function ActivityTable({ caption, rows }: { caption: string; rows: Activity[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <DataTable
      caption={caption}
      rows={rows}
      columns={[
        { header: t('activity.exhibition'), cell: (item) => item.title, className: 'col-title' },
        { header: t('activity.address'), cell: (item) => item.address },
        { header: t('activity.booth'), cell: (item) => item.booth, className: 'col-booth' },
        {
          header: t('activity.date'),
          cell: (item) => (
            // Each date unbroken, so a narrow column breaks a range only after its dash.
            <span className="date-range">
              {dateRangeParts(item.startDate, item.endDate, lang).map((date, index) => (
                <Fragment key={date}>
                  {index > 0 && ' – '}
                  <span>{date}</span>
                </Fragment>
              ))}
            </span>
          ),
          className: 'col-date',
        },
      ]}
    />
  );
}

export default function ActivityList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { activities, anyUpcoming, pageNum } = loaderData;
  const upcoming = activities.filter((item) => item.when === 'upcoming');
  const past = activities.filter((item) => item.when === 'past');
  return (
    <>
      <PageBanner title={t('activity.title')} subtitle={t('activity.description')} />
      <PagedList page={loaderData} count={activities.length} emptyText={t('activity.empty')}>
        {(upcoming.length > 0 || (pageNum === 1 && !anyUpcoming)) && (
          <section className="activity-group" aria-labelledby="activity-upcoming">
            <h2 id="activity-upcoming">{t('activity.upcoming')}</h2>
            {upcoming.length > 0 ? (
              <ActivityTable caption={t('activity.upcoming')} rows={upcoming} />
            ) : (
              <p className="activity-none">{t('activity.noneUpcoming')}</p>
            )}
          </section>
        )}
        {past.length > 0 && (
          <section className="activity-group" aria-labelledby="activity-past">
            <h2 id="activity-past">{t('activity.past')}</h2>
            <ActivityTable caption={t('activity.past')} rows={past} />
          </section>
        )}
      </PagedList>
    </>
  );
}
