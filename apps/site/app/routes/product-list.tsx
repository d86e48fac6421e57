import type { Paged, ProductRecord } from '@coresense/shared';
import { PRODUCT_STATUSES } from '@coresense/shared/schemas/product-data';
import { useEffect, useRef } from 'react';
import { data, Link, redirect, useNavigation } from 'react-router';
import { ProductCardView } from '../components/cards';
import { PageBanner } from '../components/page-banner';
import { ListEmpty } from '../components/paged-list';
import { LIST_ANCHOR, Pagination } from '../components/pagination';
import { ProductTable, ProductViews } from '../components/product-table';
import { siteContext } from '../context';
import { productCard } from '../lib/content.server';
import { useT } from '../lib/i18n';
import { lazyPart } from '../lib/lazy-part';
import { canonicalQuery, querySearch } from '../lib/product-query';
import { exportHref, isTableView, tableView, viewHrefs } from '../lib/product-table.server';
import { pagingFrom, positiveInt } from '../lib/query';
import {
  panelParameters,
  type SelectionProblem,
  selectionFrom,
  selectionProblems,
  sortOptions,
  validationProblems,
  withoutRefused,
} from '../lib/selector.server';
import { metaT, pageMeta } from '../lib/seo';
import type { CategoryOption } from '../request-context';
import type { Route } from './+types/product-list';

const PRODUCTS_PER_PAGE = 12;

/* Hydrated after the first scripts (lib/lazy-part.tsx): the filter panel is a plain GET form until then. */
const ProductSelector = lazyPart(() => import('../components/product-selector'), 'default');
const CompareToggle = lazyPart(() => import('../components/compare'), 'CompareToggle');
const CompareTray = lazyPart(() => import('../components/compare'), 'CompareTray');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const url = new URL(request.url);
  // The filter form without scripts sends its raw fields: on to the address of contract §8.
  const canonical = canonicalQuery(url.searchParams);
  if (JSON.stringify(canonical) !== JSON.stringify([...url.searchParams])) {
    throw redirect(`${url.pathname}${querySearch(canonical)}`);
  }
  const classifyId = positiveInt(url.searchParams.get('classifyId'));
  const paging = pagingFrom(url, PRODUCTS_PER_PAGE);
  const selection = selectionFrom(url.searchParams);
  const match = {
    keyword: selection.keyword || undefined,
    filters: selection.filters,
    status: selection.status.length ? selection.status : undefined,
    sort: selection.sort || undefined,
  };
  const table = isTableView(url.searchParams);
  const [facets, config] = await Promise.all([
    services.products.parameters(lang, classifyId),
    services.blocks.data('productPage', lang),
  ]);
  // The categories count the products matching the filters (contract §8).
  const read = (filters: typeof match) =>
    Promise.all([
      services.products.list(lang, { ...paging, classifyId, ...filters }),
      services.products.categoryOptions(lang, filters),
    ]);
  let page: Paged<ProductRecord>;
  let categories: CategoryOption[];
  let problems: SelectionProblem[] = [];
  try {
    [page, categories] = await read(match);
  } catch (error) {
    const refused = validationProblems(error);
    if (!refused) throw error;
    problems = selectionProblems(refused, selection, facets, lang);
    // What can be read still applies: a mistyped box does not empty the list.
    [page, categories] = await read(withoutRefused(match, refused));
  }
  const filtered = Object.keys(selection.filters).length + (selection.status.length ? 1 : 0);
  // Without a category the table shows what most of the listed products share (contract §13).
  const sharedKeys =
    table && classifyId === undefined
      ? await services.products.sharedParameterKeys(lang, categories)
      : undefined;
  return data(
    {
      classifyId,
      categories,
      config,
      products: table ? [] : page.list.map(productCard),
      table: table ? tableView(page.list, facets, sharedKeys, selection, url) : undefined,
      views: viewHrefs(url),
      exportHref: exportHref(url, lang),
      total: page.total,
      ...paging,
      problems: problems.map((problem) => problem.message),
      selector: {
        statuses: PRODUCT_STATUSES,
        parameters: panelParameters(facets, selection, lang, problems),
        sortOptions: sortOptions(facets, lang),
        classifyId,
        pageSize: paging.pageSize === PRODUCTS_PER_PAGE ? undefined : paging.pageSize,
        view: table ? ('table' as const) : undefined,
        keyword: selection.keyword,
        status: selection.status,
        sort: selection.sort,
        activeCount: filtered + (selection.keyword ? 1 : 0),
        total: page.total,
      },
      /** A filtered list, or the table, is the same products as the plain one: search engines index the plain one. */
      noindex: filtered > 0 || table || Boolean(selection.keyword || selection.sort) || problems.length > 0,
    },
    // The list API answers such an address 400 VALIDATION_ERROR; the page says why, with that status.
    problems.length ? { status: 400 } : undefined,
  );
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
    noindex: args.loaderData?.noindex,
  });
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const {
    categories,
    classifyId,
    config,
    products,
    table,
    views,
    exportHref,
    total,
    pageNum,
    pageSize,
    problems,
    selector,
  } = loaderData;
  const allCount = categories.reduce((sum, category) => sum + category.count, 0);
  const chipsRef = useRef<HTMLUListElement>(null);
  const busy = useNavigation().state === 'loading';
  // On a phone the chips are one row that scrolls sideways: bring the chosen one into it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the category changes
  useEffect(() => {
    chipsRef.current
      ?.querySelector('[aria-current]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  }, [classifyId]);
  const options = [{ label: t('product.allCategories'), value: undefined, count: allCount }, ...categories];
  // A category keeps the lifecycle filter; its parameters are its own.
  const statusQuery = selector.status.length ? `status=${selector.status.join(',')}` : '';
  // And the view.
  const viewQuery = table ? 'view=table' : '';
  const categoryHref = (value: number | undefined) => {
    const query = [value ? `classifyId=${value}` : '', statusQuery, viewQuery].filter(Boolean).join('&');
    return `/product${query ? `?${query}` : ''}#${LIST_ANCHOR}`;
  };
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
                  to={categoryHref(option.value)}
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
        <div className="selector-layout">
          <ProductSelector {...selector} />
          <div className="selector-results" aria-busy={busy || undefined}>
            {problems.length > 0 && (
              <div className="selector-problems" role="alert">
                <p>{t('selector.invalid')}</p>
                <ul>
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className="result-bar">
              {/* Announced on every change. */}
              <p className="result-count" role="status">
                {t('selector.results', { total })}
              </p>
              <ProductViews views={views} table={Boolean(table)} exportHref={exportHref} />
            </div>
            {(table ? table.rows.length : products.length) === 0 ? (
              <ListEmpty
                text={selector.activeCount ? t('selector.empty') : t('product.empty')}
                total={total}
                pageNum={pageNum}
                pageSize={pageSize}
              />
            ) : table ? (
              <ProductTable table={table} />
            ) : (
              <ul className="card-grid card-grid-3 product-results">
                {products.map((product) => (
                  <li key={product.id}>
                    <ProductCardView
                      product={product}
                      headingLevel={2}
                      actions={<CompareToggle product={product} />}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination total={total} pageNum={pageNum} pageSize={pageSize} />
          </div>
        </div>
        <CompareTray />
      </div>
    </>
  );
}
