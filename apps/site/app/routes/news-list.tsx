import { NewsTable } from '../components/news-table';
import { PageBanner } from '../components/page-banner';
import { PagedList } from '../components/paged-list';
import { Subscribe } from '../components/subscribe';
import { siteContext } from '../context';
import { useT } from '../lib/i18n';
import { pagingFrom } from '../lib/query';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/news-list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const paging = pagingFrom(new URL(request.url));
  const page = await services.news.list(lang, { type: 'news', ...paging });
  return {
    news: page.list.map(({ id, title, summary, createTime }) => ({ id, title, summary, date: createTime })),
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
  const { news, pageNum, pageSize } = loaderData;
  return (
    <>
      <PageBanner title={t('news.title')} subtitle={t('news.description')} />
      <PagedList page={loaderData} count={news.length} emptyText={t('news.empty')}>
        <NewsTable
          caption={t('news.title')}
          rows={news}
          firstIndex={(pageNum - 1) * pageSize}
          detailPath="/company-news/detail"
        />
      </PagedList>
      <div className="container list-subscribe">
        <Subscribe topics={['news']} />
      </div>
    </>
  );
}
