import type { DocumentRecord, FileRef, Lang } from '@coresense/shared';
import { Link } from 'react-router';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { ConsultDialog } from '../components/consult-dialog';
import { DocumentTable, documentLine } from '../components/document-table';
import { FileList, formatBytes } from '../components/file-list';
import { ProductGallery } from '../components/product-gallery';
import { RichText } from '../components/rich-text';
import { Subscribe } from '../components/subscribe';
import { Tabs } from '../components/tabs';
import { siteContext } from '../context';
import { detailRecord } from '../lib/content.server';
import { type Translate, useT } from '../lib/i18n';
import { lazyPart } from '../lib/lazy-part';
import {
  distributorLinks,
  lifecycleOf,
  partRows,
  propertyValues,
  replacementsOf,
} from '../lib/product-data.server';
import { metaT, pageMeta } from '../lib/seo';
import { specRows } from '../lib/spec-rows';
import type { Route } from './+types/product-detail';

/* Product data of contract §8, hydrated after the page's first scripts (lib/lazy-part.tsx). */
const parts = () => import('../components/product-detail-parts');
const ProductLifecycle = lazyPart(parts, 'ProductLifecycle');
const LifecycleDates = lazyPart(parts, 'LifecycleDates');
const PartTable = lazyPart(parts, 'PartTable');
const CompareControls = lazyPart(parts, 'CompareControls');

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(siteContext);
  const { services, lang, origin } = page;
  const { record, langs } = await detailRecord(request, page, (other, id) =>
    services.products.detail(other, id),
  );
  const product = record.content;
  const [all, distributors] = await Promise.all([
    services.documents.ofProduct(lang, record.id),
    services.distributors.list(lang, ALL_DISTRIBUTORS),
  ]);
  const documents = inReadersEditions(all, lang);
  const documentFiles = new Set(all.map((document) => document.file.id));
  return {
    langs,
    parts: partRows(product.parts, lang, product),
    distributors: distributorLinks(distributors.list),
    lifecycle: {
      id: record.id,
      status: product.status,
      replacements: await replacementsOf(services, lang, product.replacementIds),
    },
    lifecycleDates: lifecycleOf(product, lang),
    additionalProperty: propertyValues(product.parameters),
    id: record.id,
    updateTime: record.updateTime,
    classifyId: record.classifyId,
    name: product.name,
    model: product.model,
    category: product.category,
    summary: product.summary,
    images: [...new Set([product.cover, ...product.images].filter(Boolean))],
    features: product.features,
    specs: specRows(product.parameters, product.specs),
    models: product.models,
    description: product.description,
    /** The datasheet the button beside the pictures downloads: the first file named like one. */
    datasheet: datasheetOf(product.files),
    hasFiles: product.files.length > 0,
    /**
     * Its documents (contract §9) but the change notices, which the lifecycle under its name lists
     * (contract §13), once on a page kept small.
     */
    allDocuments: all.length,
    documents: documents.filter((document) => document.type !== 'pcn').map(documentLine),
    /** Files of its own that no document holds. */
    otherFiles: product.files.filter((file) => !documentFiles.has(file.id)),
    /** Printed under the page: where the reader of a paper copy finds it and its files. */
    origin,
  };
}

/** Every enabled distributor: a part row links to each one's search (contract §13). */
const ALL_DISTRIBUTORS = { pageNum: 1, pageSize: 100 };

/**
 * A file named like a datasheet gets a download button beside the name; without one, the button
 * leads to the Downloads tab instead.
 */
const DATASHEET = /datasheet|data sheet|数据手册|规格书/i;

/**
 * The documents a reader of `lang` is offered first: of each type, those in that language (or in
 * both) when there are any, else all of them. The document centre, linked below them, lists
 * every edition; on this page the other language's edition only doubles the list.
 */
function inReadersEditions(documents: readonly DocumentRecord[], lang: Lang): DocumentRecord[] {
  const readable = (document: DocumentRecord) => document.lang === lang || document.lang === 'both';
  const typesInLang = new Set(documents.filter(readable).map((document) => document.type));
  return documents.filter((document) => readable(document) || !typesInLang.has(document.type));
}

function datasheetOf(files: readonly FileRef[]): Pick<FileRef, 'url' | 'size'> | undefined {
  const file = files.find((each) => DATASHEET.test(each.name));
  return file && { url: file.url, size: file.size };
}

/** How many specification rows are repeated beside the pictures, where nobody has to look for them. */
const KEY_SPECS = 4;

type ProductData = Route.ComponentProps['loaderData'];

function trail(t: Translate, product: ProductData): Crumb[] {
  return [
    { label: t('product.title'), to: '/product' },
    { label: product.category, to: `/product?classifyId=${product.classifyId}` },
    { label: product.name },
  ];
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const product = args.loaderData;
  if (!product) return pageMeta(args, { title: t('product.title') });
  return pageMeta(args, {
    langs: product.langs,
    title: product.model ? `${product.name} ${product.model}` : product.name,
    description: product.summary,
    share: { kind: 'product', id: product.id, updateTime: product.updateTime },
    type: 'product',
    breadcrumb: trail(t, product),
    structuredData: (site) => ({
      '@type': 'Product',
      name: product.name,
      ...(product.model ? { model: product.model, mpn: product.model } : {}),
      description: product.summary || undefined,
      category: product.category || undefined,
      image: product.images.map(site.absolute),
      url: site.url,
      brand: { '@type': 'Brand', name: t('site.name') },
      manufacturer: site.organization,
      additionalProperty: product.additionalProperty,
    }),
  });
}

export default function ProductDetail({ loaderData: product }: Route.ComponentProps) {
  const t = useT();
  const tabs = [
    {
      key: 'overview',
      label: t('product.overview'),
      content: (
        <>
          {product.features.length > 0 && (
            <>
              <h2 className="tab-heading">{t('product.features')}</h2>
              <ul className="feature-list">
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          )}
          <RichText html={product.description} />
        </>
      ),
    },
    {
      key: 'specs',
      label: t('product.specifications'),
      content: (
        <>
          <table className="spec-table">
            <caption className="visually-hidden">{t('product.specifications')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product.parameter')}</th>
                <th scope="col">{t('product.value')}</th>
              </tr>
            </thead>
            <tbody>
              {product.specs.map((spec) => (
                <tr key={spec.name}>
                  <th scope="row">{spec.name}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* A comparison that needs no script: this product, then one of its category's. */}
          <p className="compare-link">
            <Link to={`/product/compare?ids=${product.id}`}>{t('compare.withSimilar')}</Link>
          </p>
        </>
      ),
    },
    {
      key: 'models',
      label: t('product.models'),
      content: product.parts.length ? (
        <PartTable
          parts={product.parts}
          distributors={product.distributors}
          productStatus={product.lifecycle.status}
        />
      ) : (
        <table className="spec-table">
          <caption className="visually-hidden">{t('product.models')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product.model')}</th>
              <th scope="col">{t('product.modelDescription')}</th>
            </tr>
          </thead>
          <tbody>
            {product.models.map((model) => (
              <tr key={model.model}>
                <th scope="row">{model.model}</th>
                <td>{model.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    },
    {
      key: 'downloads',
      label: t('product.downloads'),
      content:
        product.documents.length || product.otherFiles.length ? (
          <>
            {product.documents.length > 0 && (
              <>
                <h2 className="tab-heading">{t('product.documents')}</h2>
                <DocumentTable
                  rows={product.documents}
                  caption={t('product.documents')}
                  origin={product.origin}
                />
                <p className="document-more">
                  <Link to={`/documents?productId=${product.id}`}>
                    {t('product.allDocuments', { count: product.allDocuments })}
                  </Link>
                </p>
              </>
            )}
            {product.otherFiles.length > 0 && (
              <>
                <h2 className="tab-heading">{t('product.otherFiles')}</h2>
                <FileList files={product.otherFiles} origin={product.origin} />
              </>
            )}
          </>
        ) : (
          <p>{t('product.noFiles')}</p>
        ),
    },
  ];

  const { datasheet } = product;
  return (
    <div className="container page-body">
      <Breadcrumb items={trail(t, product)} />
      {/* In the order a phone shows it, so a page painted while its HTML still arrives never has
          the name and figures pushed in above pictures already shown; wider screens place the
          gallery by grid area. */}
      <section className="product-hero">
        <header className="product-head">
          <p className="card-kicker">{product.category}</p>
          <h1>{product.name}</h1>
          <ProductLifecycle {...product.lifecycle} />
        </header>
        <div className="product-actions">
          {datasheet ? (
            <a href={datasheet.url} download className="button button-outline">
              {t('product.datasheet')}
              {/* One string: React marks a join of texts with `<!-- -->`, and the page is held to 40 KB. */}
              <span className="file-size">{` · ${formatBytes(datasheet.size)}`}</span>
            </a>
          ) : (
            product.hasFiles && (
              <a href="#downloads" className="button button-outline">
                {t('product.downloads')}
              </a>
            )
          )}
          <ConsultDialog product={product} />
          <CompareControls product={product} />
        </div>
        <dl className="product-facts">
          <div>
            <dt>{t('product.model')}</dt>
            <dd>{product.model}</dd>
          </div>
          <div>
            <dt>{t('product.category')}</dt>
            <dd>{product.category}</dd>
          </div>
          {product.specs.slice(0, KEY_SPECS).map((spec) => (
            <div key={spec.name}>
              <dt>{spec.name}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
        <LifecycleDates {...product.lifecycleDates} />
        <ProductGallery images={product.images} name={product.name} />
        <p className="product-lead">{product.summary}</p>
      </section>
      <Tabs tabs={tabs} label={t('product.tabs')} />
      <Subscribe productIds={[product.id]} />
      <p className="print-only print-source">
        {new URL(`/product/detail?id=${product.id}`, product.origin).href}
      </p>
    </div>
  );
}
