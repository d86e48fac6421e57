import { DOCUMENT_TYPES, type DocumentType } from '@coresense/shared/document-types';
import { Form, Link } from 'react-router';
import { DocumentTable, documentRow } from '../components/document-table';
import { PageBanner } from '../components/page-banner';
import { PagedList } from '../components/paged-list';
import { LIST_ANCHOR } from '../components/pagination';
import { Subscribe } from '../components/subscribe';
import { siteContext } from '../context';
import { useT } from '../lib/i18n';
import { pagingFrom, positiveInt } from '../lib/query';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/document-list';

function typeFrom(value: string | null): DocumentType | undefined {
  return DOCUMENT_TYPES.find((type) => type === value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const url = new URL(request.url);
  const type = typeFrom(url.searchParams.get('type'));
  const productId = positiveInt(url.searchParams.get('productId'));
  const keyword = url.searchParams.get('keyword')?.trim().slice(0, 100) || undefined;
  const paging = pagingFrom(url, 20);
  const [page, products] = await Promise.all([
    services.documents.list(lang, { type, productId, keyword, ...paging }),
    services.documents.productOptions(lang),
  ]);
  return {
    type,
    productId: products.some((product) => product.value === productId) ? productId : undefined,
    keyword: keyword ?? '',
    products,
    rows: page.list.map(documentRow),
    total: page.total,
    ...paging,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const data = args.loaderData;
  const filtered = Boolean(data && (data.productId || data.keyword));
  const title = data?.type
    ? `${t(`documents.type.${data.type}`)} - ${t('documents.title')}`
    : t('documents.title');
  return pageMeta(args, {
    title,
    description: t('documents.description'),
    // A product's or a keyword's selection is the same documents again: only the types are indexed.
    noindex: filtered,
    breadcrumb: [{ label: t('documents.title'), to: '/documents' }],
  });
}

export default function DocumentList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { type, productId, keyword, products, rows } = loaderData;
  return (
    <>
      <PageBanner title={t('documents.title')} subtitle={t('documents.description')} />
      <PagedList
        page={loaderData}
        count={rows.length}
        emptyText={t('documents.empty')}
        header={
          <Form
            method="get"
            action={`/documents#${LIST_ANCHOR}`}
            className="document-filters"
            aria-label={t('documents.filters')}
          >
            <label className="document-filter">
              <span>{t('documents.type')}</span>
              <select name="type" defaultValue={type ?? ''}>
                <option value="">{t('documents.allTypes')}</option>
                {DOCUMENT_TYPES.map((each) => (
                  <option key={each} value={each}>
                    {t(`documents.type.${each}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="document-filter">
              <span>{t('documents.product')}</span>
              <select name="productId" defaultValue={productId ?? ''}>
                <option value="">{t('documents.allProducts')}</option>
                {products.map((product) => (
                  <option key={product.value} value={product.value}>
                    {product.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="document-filter document-filter-keyword">
              <span>{t('documents.keyword')}</span>
              <input type="search" name="keyword" defaultValue={keyword} maxLength={100} />
            </label>
            <div className="document-filter-actions">
              <button type="submit" className="button button-primary">
                {t('documents.apply')}
              </button>
              {(type || productId || keyword) && <Link to="/documents">{t('documents.reset')}</Link>}
            </div>
          </Form>
        }
      >
        <DocumentTable rows={rows} caption={t('documents.title')} />
      </PagedList>
      <div className="container list-subscribe">
        <Subscribe topics={['documents']} />
      </div>
    </>
  );
}
