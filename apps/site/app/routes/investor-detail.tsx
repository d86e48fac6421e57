import type { InvestorType } from '@coresense/shared';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { FileList } from '../components/file-list';
import { RichText } from '../components/rich-text';
import { siteContext } from '../context';
import { detailRecord } from '../lib/content.server';
import { formatDate, plainText } from '../lib/format';
import { type Translate, useLang, useT } from '../lib/i18n';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/investor-detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(siteContext);
  const { services } = page;
  const { record, langs } = await detailRecord(request, page, (other, id) =>
    services.investor.detail(other, id),
  );
  const item = record.content;
  return {
    langs,
    id: record.id,
    type: record.type,
    title: item.title,
    summary: item.summary,
    content: item.content,
    date: item.publishDate || record.createTime,
    files: item.files,
  };
}

function trail(t: Translate, item: { type: InvestorType; title: string }): Crumb[] {
  return [
    { label: t('investor.title'), to: '/investor' },
    {
      label: t(item.type === 'report' ? 'investor.report' : 'investor.announcement'),
      to: `/investor?type=${item.type}`,
    },
    { label: item.title },
  ];
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const item = args.loaderData;
  if (!item) return pageMeta(args, { title: t('investor.title') });
  return pageMeta(args, {
    langs: item.langs,
    title: item.title,
    description: item.summary || plainText(item.content),
    type: 'article',
    published: item.date,
    breadcrumb: trail(t, item),
  });
}

export default function InvestorDetail({ loaderData: item }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="container page-body">
      <Breadcrumb items={trail(t, item)} />
      <article className="article">
        <header className="article-header">
          <h1>{item.title}</h1>
          <p className="article-meta">
            {t('investor.publishDate')}: <time dateTime={item.date}>{formatDate(item.date, lang)}</time>
          </p>
        </header>
        <RichText html={item.content} />
        {item.files.length > 0 && (
          <section className="attachments" aria-labelledby="investor-files">
            <h2 id="investor-files">{t('common.attachments')}</h2>
            <FileList files={item.files} />
          </section>
        )}
      </article>
    </div>
  );
}
