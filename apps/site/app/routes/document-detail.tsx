import type { DocumentRecord } from '@coresense/shared';
import { Link } from 'react-router';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { formatBytes } from '../components/file-list';
import { Subscribe } from '../components/subscribe';
import { siteContext } from '../context';
import { detailRecord } from '../lib/content.server';
import { formatDate } from '../lib/format';
import { type Translate, useLang, useT } from '../lib/i18n';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/document-detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(siteContext);
  const { services, lang } = page;
  const { record, langs } = await detailRecord(request, page, (other, id) =>
    services.documents.detail(other, id),
  );
  const products = await Promise.all(record.productIds.map((id) => services.products.detail(lang, id)));
  return {
    langs,
    ...record,
    revisions: [
      { revision: record.revision, date: record.date, changes: record.changes, file: record.file },
      ...record.history,
    ],
    products: products.flatMap((product) =>
      product ? [{ id: product.id, name: product.content.name, model: product.content.model }] : [],
    ),
  };
}

function trail(t: Translate, document: Pick<DocumentRecord, 'type' | 'title'>): Crumb[] {
  return [
    { label: t('documents.title'), to: '/documents' },
    { label: t(`documents.type.${document.type}`), to: `/documents?type=${document.type}` },
    { label: document.title },
  ];
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const document = args.loaderData;
  if (!document) return pageMeta(args, { title: t('documents.title') });
  return pageMeta(args, {
    langs: document.langs,
    title: `${document.title} ${document.number}`,
    description: document.changes || t('documents.description'),
    type: 'article',
    published: document.date,
    breadcrumb: trail(t, document),
  });
}

export default function DocumentDetail({ loaderData: document }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="container page-body">
      <Breadcrumb items={trail(t, document)} />
      <article className="article document">
        <header className="article-header">
          <p className="card-kicker">{t(`documents.type.${document.type}`)}</p>
          <h1>{document.title}</h1>
        </header>
        <dl className="document-facts">
          <div>
            <dt>{t('documents.number')}</dt>
            <dd>{document.number}</dd>
          </div>
          <div>
            <dt>{t('documents.latest')}</dt>
            <dd>{document.revision}</dd>
          </div>
          <div>
            <dt>{t('documents.date')}</dt>
            <dd>
              <time dateTime={document.date}>{formatDate(document.date, lang)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('documents.language')}</dt>
            <dd>{t(`documents.lang.${document.lang}`)}</dd>
          </div>
        </dl>
        <p className="document-actions">
          <a href={document.file.url} download className="button button-primary">
            {t('common.download')} {t('documents.revision')} {document.revision}
            <span className="file-size"> · {formatBytes(document.file.size)}</span>
          </a>
        </p>
        {document.changes && (
          <section aria-labelledby="document-changes">
            <h2 id="document-changes">{t('documents.changes')}</h2>
            <p>{document.changes}</p>
          </section>
        )}
        <section aria-labelledby="document-history">
          <h2 id="document-history">{t('documents.history')}</h2>
          <table className="data-table document-history">
            <caption className="visually-hidden">{t('documents.history')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('documents.revision')}</th>
                <th scope="col">{t('documents.date')}</th>
                <th scope="col">{t('documents.changes')}</th>
                <th scope="col">{t('common.download')}</th>
              </tr>
            </thead>
            <tbody>
              {document.revisions.map((revision) => (
                <tr key={revision.revision}>
                  <td data-label={t('documents.revision')} className="col-number">
                    {revision.revision}
                  </td>
                  <td data-label={t('documents.date')} className="col-date">
                    <time dateTime={revision.date}>{formatDate(revision.date, lang)}</time>
                  </td>
                  <td data-label={t('documents.changes')}>{revision.changes}</td>
                  <td data-label={t('common.download')} className="col-action">
                    <a href={revision.file.url} download>
                      {t('common.download')}
                      <span className="visually-hidden">
                        {' '}
                        {document.title} {revision.revision}
                      </span>
                      <span className="file-size"> · {formatBytes(revision.file.size)}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        {document.products.length > 0 && (
          <section aria-labelledby="document-products">
            <h2 id="document-products">{t('documents.products')}</h2>
            <ul className="document-products">
              {document.products.map((product) => (
                <li key={product.id}>
                  <Link to={`/product/detail?id=${product.id}`}>
                    {product.model} {product.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {document.productIds.length > 0 ? (
          <Subscribe productIds={document.productIds} intro={t('documents.alertsText')} />
        ) : (
          <Subscribe topics={['documents']} />
        )}
      </article>
    </div>
  );
}
