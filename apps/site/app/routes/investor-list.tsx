import type { InvestorType } from '@coresense/shared';
import { Link } from 'react-router';
import { NewsTable } from '../components/news-table';
import { PageBanner } from '../components/page-banner';
import { PagedList } from '../components/paged-list';
import { LIST_ANCHOR } from '../components/pagination';
import { Subscribe } from '../components/subscribe';
import { siteContext } from '../context';
import { useT } from '../lib/i18n';
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
  const { type, items, pageNum, pageSize } = loaderData;
  return (
    <>
      <PageBanner title={t('investor.title')} subtitle={t('investor.description')} />
      <PagedList
        page={loaderData}
        count={items.length}
        emptyText={t('investor.empty')}
        header={
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
        }
      >
        <NewsTable
          caption={t(type === 'report' ? 'investor.report' : 'investor.announcement')}
          rows={items}
          firstIndex={(pageNum - 1) * pageSize}
          detailPath="/investor/detail"
        />
      </PagedList>
      <div className="container list-subscribe">
        <Subscribe topics={['investor']} />
      </div>
    </>
  );
}
