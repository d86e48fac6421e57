import { langToHtmlLang } from '@coresense/shared/lang';
import { Link } from 'react-router';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { RichText } from '../components/rich-text';
import { siteContext } from '../context';
import { detailRecord } from '../lib/content.server';
import { formatDate, plainText } from '../lib/format';
import { type Translate, useLang, useT } from '../lib/i18n';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/news-detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(siteContext);
  const { services, lang } = page;
  const { record: news, langs } = await detailRecord(request, page, (other, id) =>
    services.news.detail(other, id),
  );
  const neighbour = async (neighbourId: number | null) => {
    if (neighbourId === null) return null;
    const item = await services.news.detail(lang, neighbourId);
    return item ? { id: item.id, title: item.title } : null;
  };
  const [previous, next] = await Promise.all([neighbour(news.prevId), neighbour(news.nextId)]);
  return {
    langs,
    id: news.id,
    title: news.title,
    summary: news.summary,
    cover: news.cover,
    createTime: news.createTime,
    updateTime: news.updateTime,
    content: news.content,
    previous,
    next,
  };
}

function trail(t: Translate, news: { title: string }): Crumb[] {
  return [{ label: t('news.title'), to: '/company-news' }, { label: news.title }];
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const news = args.loaderData;
  if (!news) return pageMeta(args, { title: t('news.title') });
  const description = news.summary || plainText(news.content);
  return pageMeta(args, {
    langs: news.langs,
    title: news.title,
    description,
    share: { kind: 'news', id: news.id, updateTime: news.updateTime },
    type: 'article',
    published: news.createTime,
    modified: news.updateTime,
    breadcrumb: trail(t, news),
    structuredData: (site) => ({
      '@type': 'NewsArticle',
      headline: news.title,
      description,
      ...(news.cover ? { image: [site.absolute(news.cover)] } : {}),
      datePublished: news.createTime,
      dateModified: news.updateTime,
      inLanguage: langToHtmlLang(site.lang),
      mainEntityOfPage: site.url,
      author: site.organization,
      publisher: site.organization,
    }),
  });
}

export default function NewsDetail({ loaderData: news }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="container page-body">
      <Breadcrumb items={trail(t, news)} />
      <article className="article">
        <header className="article-header">
          <h1>{news.title}</h1>
          <p className="article-meta">
            <time dateTime={news.createTime}>
              {t('common.publishedOn', { date: formatDate(news.createTime, lang) })}
            </time>
          </p>
        </header>
        <RichText html={news.content} />
      </article>
      <nav className="prev-next" aria-label={t('news.title')}>
        {/* A missing neighbour (the newest or the oldest article) is left out, not named "None". */}
        {news.previous && (
          <p>
            <span className="prev-next-label">{t('common.previous')}</span>
            <Link to={`/company-news/detail?id=${news.previous.id}`} rel="prev">
              {news.previous.title}
            </Link>
          </p>
        )}
        {news.next && (
          <p>
            <span className="prev-next-label">{t('common.next')}</span>
            <Link to={`/company-news/detail?id=${news.next.id}`} rel="next">
              {news.next.title}
            </Link>
          </p>
        )}
        <p>
          <Link to="/company-news" className="button button-outline">
            {t('common.backToList')}
          </Link>
        </p>
      </nav>
    </div>
  );
}
