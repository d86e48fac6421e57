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
import type { Route } from './+types/news-list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const paging = pagingFrom(new URL(request.url));
  const page = await services.news.list(lang, { type: 'news', ...paging });
  return {
    news: page.list.map(({ id, title, summary, createTime }) => ({ id, title, summary, createTime })),
    total: page.total,
    ...paging,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, { title: t('news.title'), description: t('news.description') });
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { news, total, pageNum, pageSize } = loaderData;
  const first = (pageNum - 1) * pageSize;
  return (
    <>
      <PageBanner title={t('news.title')} subtitle={t('news.description')} />
      <div className="container page-body" id={LIST_ANCHOR}>
        {news.length === 0 ? (
          <ListEmpty text={t('news.empty')} total={total} pageNum={pageNum} pageSize={pageSize} />
        ) : (
          <DataTable
            caption={t('news.title')}
            variant="news"
            rows={news}
            columns={[
              { header: t('table.index'), cell: (_, index) => first + index + 1, className: 'col-index' },
              {
                header: t('table.title'),
                cell: (item) => (
                  <>
                    <Link to={`/company-news/detail?id=${item.id}`}>{item.title}</Link>
                    {item.summary && <p className="news-summary">{item.summary}</p>}
                  </>
                ),
                className: 'col-title',
              },
              {
                header: t('table.createTime'),
                cell: (item) => <time dateTime={item.createTime}>{formatDate(item.createTime, lang)}</time>,
                className: 'col-date',
              },
              {
                header: t('table.detail'),
                cell: (item) => (
                  <Link
                    to={`/company-news/detail?id=${item.id}`}
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
