import { Fragment } from 'react';
import { DataTable } from '../components/data-table';
import { ListEmpty } from '../components/list-empty';
import { PageBanner } from '../components/page-banner';
import { LIST_ANCHOR, Pagination } from '../components/pagination';
import { siteContext } from '../context';
import { dateRangeParts } from '../lib/format';
import { useLang, useT } from '../lib/i18n';
import { pagingFrom } from '../lib/query';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/activity';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const paging = pagingFrom(new URL(request.url));
  const page = await services.news.list(lang, { type: 'activity', ...paging });
  return {
    activities: page.list.map(({ id, title, address, booth, startDate, endDate }) => ({
      id,
      title,
      address: address ?? '',
      booth: booth ?? '',
      startDate: startDate ?? null,
      endDate: endDate ?? null,
    })),
    total: page.total,
    ...paging,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, { title: t('activity.title'), description: t('activity.description') });
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { activities, total, pageNum, pageSize } = loaderData;
  return (
    <>
      <PageBanner title={t('activity.title')} subtitle={t('activity.description')} />
      <div className="container page-body" id={LIST_ANCHOR}>
        {activities.length === 0 ? (
          <ListEmpty text={t('activity.empty')} total={total} pageNum={pageNum} pageSize={pageSize} />
        ) : (
          <DataTable
            caption={t('activity.title')}
            rows={activities}
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
        )}
        <Pagination total={total} pageNum={pageNum} pageSize={pageSize} />
      </div>
    </>
  );
}
