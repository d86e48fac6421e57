import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ProductCardView } from '../components/cards';
import { ListEmpty } from '../components/list-empty';
import { PageBanner } from '../components/page-banner';
import { LIST_ANCHOR, Pagination } from '../components/pagination';
import { siteContext } from '../context';
import { productCard } from '../lib/content.server';
import { useT } from '../lib/i18n';
import { pagingFrom, positiveInt } from '../lib/query';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/product-list';

const PRODUCTS_PER_PAGE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const url = new URL(request.url);
  const classifyId = positiveInt(url.searchParams.get('classifyId'));
  const paging = pagingFrom(url, PRODUCTS_PER_PAGE);
  const [page, categories, config] = await Promise.all([
    services.products.list(lang, { ...paging, classifyId }),
    services.products.categoryOptions(lang),
    services.blocks.data('productPage', lang),
  ]);
  return {
    classifyId,
    categories,
    config,
    products: page.list.map(productCard),
    total: page.total,
    ...paging,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const config = args.loaderData?.config;
  const category = args.loaderData?.categories.find((c) => c.value === args.loaderData?.classifyId)?.label;
  const title = category ?? (config?.title || t('product.title'));
  return pageMeta(args, {
    title,
    description: config?.description || t('product.description'),
    breadcrumb: category
      ? [{ label: config?.title || t('product.title'), to: '/product' }, { label: category }]
      : [{ label: title }],
  });
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories, classifyId, config, products, total, pageNum, pageSize } = loaderData;
  const allCount = categories.reduce((sum, category) => sum + category.count, 0);
  const chipsRef = useRef<HTMLUListElement>(null);
  // On a phone the chips are one row that scrolls sideways: bring the chosen one into it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the category changes
  useEffect(() => {
    chipsRef.current
      ?.querySelector('[aria-current]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  }, [classifyId]);
  const options = [{ label: t('product.allCategories'), value: undefined, count: allCount }, ...categories];
  return (
    <>
      <PageBanner
        title={config.title || t('product.title')}
        subtitle={config.subtitle}
        image={config.banner}
      />
      <div className="container page-body">
        {config.description && <p className="page-intro">{config.description}</p>}
        <nav className="category-filter" id={LIST_ANCHOR} aria-label={t('product.categories')}>
          <ul ref={chipsRef}>
            {options.map((option) => (
              <li key={option.value ?? 'all'}>
                <Link
                  to={`/product${option.value ? `?classifyId=${option.value}` : ''}#${LIST_ANCHOR}`}
                  className="chip"
                  aria-current={option.value === classifyId ? 'page' : undefined}
                >
                  {option.label}
                  <span className="chip-count">{option.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {products.length === 0 ? (
          <ListEmpty text={t('product.empty')} total={total} pageNum={pageNum} pageSize={pageSize} />
        ) : (
          <ul className="card-grid card-grid-3">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCardView product={product} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination total={total} pageNum={pageNum} pageSize={pageSize} />
      </div>
    </>
  );
}
