import type { InvestorType } from '@coresense/shared';
import { Link } from 'react-router';
import { DataTable } from '../components/data-table';
import { ListEmpty } from '../components/list-empty';
import { PageBanner } from '../components/page-banner';
import { LIST_ANCHOR, Pagination } from '../components/pagination';
import { siteContext } from '../context';
import { formatDate } from '../lib/format';
import { useLang, useT } from '../lib/i18n';
import { pagingFrom } from '../lib/query';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/investor-list';

const TABS: Array<{ type: InvestorType; label: 'investor.announcement' | 'investor.report' }> = [
  { type: 'announcement', label: 'investor.announcement' },
  { type: 'report', label: 'investor.report' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const url = new URL(request.url);
  const type: InvestorType = url.searchParams.get('type') === 'report' ? 'report' : 'announcement';
  const paging = pagingFrom(url);
  const page = await services.investor.list(lang, { type, ...paging });
  return {
    type,
    items: page.list.map(({ id, content, createTime }) => ({
      id,
      title: content.title,
      summary: content.summary,
      date: content.publishDate || createTime,
    })),
    total: page.total,
    ...paging,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const tab = TABS.find((candidate) => candidate.type === args.loaderData?.type);
  return pageMeta(args, {
    title: tab ? `${t(tab.label)} - ${t('investor.title')}` : t('investor.title'),
    description: t('investor.description'),
    breadcrumb: [{ label: t('investor.title'), to: '/investor' }, ...(tab ? [{ label: t(tab.label) }] : [])],
  });
}

export default function InvestorList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { type, items, total, pageNum, pageSize } = loaderData;
  const first = (pageNum - 1) * pageSize;
  return (
    <>
      <PageBanner title={t('investor.title')} subtitle={t('investor.description')} />
      <div className="container page-body" id={LIST_ANCHOR}>
        <nav className="tab-links" aria-label={t('investor.title')}>
          {TABS.map((tab) => (
            <Link
              key={tab.type}
              to={`/investor?type=${tab.type}#${LIST_ANCHOR}`}
              aria-current={tab.type === type ? 'page' : undefined}
            >
              {t(tab.label)}
            </Link>
          ))}
        </nav>
        {items.length === 0 ? (
          <ListEmpty text={t('investor.empty')} total={total} pageNum={pageNum} pageSize={pageSize} />
        ) : (
          <DataTable
            caption={t(type === 'report' ? 'investor.report' : 'investor.announcement')}
            variant="news"
            rows={items}
            columns={[
              { header: t('table.index'), cell: (_, index) => first + index + 1, className: 'col-index' },
              {
                header: t('table.title'),
                cell: (item) => (
                  <>
                    <Link to={`/investor/detail?id=${item.id}`}>{item.title}</Link>
                    {item.summary && <p className="news-summary">{item.summary}</p>}
                  </>
                ),
                className: 'col-title',
              },
              {
                header: t('table.createTime'),
                cell: (item) => <time dateTime={item.date}>{formatDate(item.date, lang)}</time>,
                className: 'col-date',
              },
              {
                header: t('table.detail'),
                cell: (item) => (
                  <Link
                    to={`/investor/detail?id=${item.id}`}
                    aria-label={`${t('common.detail')}: ${item.title}`}
                  >
                    {t('common.detail')}
                  </Link>
                ),
                className: 'col-action',
              },
            ]}
          />
        )}
        <Pagination total={total} pageNum={pageNum} pageSize={pageSize} />
      </div>
    </>
  );
}
