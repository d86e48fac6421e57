import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { ProductCardView } from '../components/cards';
import { RichText } from '../components/rich-text';
import { siteContext } from '../context';
import { detailRecord, productCard } from '../lib/content.server';
import { plainText } from '../lib/format';
import { type Translate, useT } from '../lib/i18n';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/application-detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(siteContext);
  const { services, lang } = page;
  const { record, langs } = await detailRecord(request, page, (other, id) =>
    services.applications.detail(other, id),
  );
  const application = record.content;
  // Related products that are no longer published simply drop out.
  const related = await Promise.all(
    application.relatedProductIds.map((productId) => services.products.detail(lang, productId)),
  );
  return {
    langs,
    id: record.id,
    updateTime: record.updateTime,
    title: application.title,
    summary: application.summary,
    cover: application.cover,
    content: application.content,
    products: related.filter((product) => product !== undefined).map(productCard),
  };
}

function trail(t: Translate, application: { title: string }): Crumb[] {
  return [{ label: t('application.title'), to: '/application' }, { label: application.title }];
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const application = args.loaderData;
  if (!application) return pageMeta(args, { title: t('application.title') });
  return pageMeta(args, {
    langs: application.langs,
    title: application.title,
    description: application.summary || plainText(application.content),
    share: { kind: 'application', id: application.id, updateTime: application.updateTime },
    type: 'article',
    breadcrumb: trail(t, application),
  });
}

export default function ApplicationDetail({ loaderData: application }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container page-body">
      <Breadcrumb items={trail(t, application)} />
      <article className="article">
        <header className="article-header">
          <h1>{application.title}</h1>
          {application.summary && <p className="article-lead">{application.summary}</p>}
        </header>
        {application.cover && (
          <img
            className="article-cover"
            src={application.cover}
            alt=""
            width={1200}
            height={600}
            fetchPriority="high"
          />
        )}
        <RichText html={application.content} />
      </article>
      {application.products.length > 0 && (
        <section className="related" aria-labelledby="related-products">
          <h2 id="related-products">{t('application.related')}</h2>
          <ul className="card-grid card-grid-3">
            {application.products.map((product) => (
              <li key={product.id}>
                <ProductCardView product={product} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
