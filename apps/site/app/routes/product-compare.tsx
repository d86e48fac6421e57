import type { CompareAnswer } from '@coresense/shared';
import { data, Link } from 'react-router';
import { Breadcrumb } from '../components/breadcrumb';
import { compareHref } from '../components/compare';
import { StatusBadge } from '../components/product-status';
import { SampleChooser } from '../components/sample-button';
import { siteContext } from '../context';
import { notFound } from '../lib/content.server';
import { useT } from '../lib/i18n';
import { translator } from '../lib/messages';
import { validationProblems } from '../lib/selector.server';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/product-compare';

/** The compare API takes two to four products (contract §8). */
const MAX_COMPARED = 4;
const SUGGESTIONS = 12;

/** The `ids` of the address: distinct positive integers, at most four; null when malformed. */
function idsFrom(text: string | null): number[] | null {
  if (!text) return [];
  if (!/^\d{1,9}(,\d{1,9})*$/.test(text)) return null;
  const ids = text.split(',').map(Number);
  if (ids.includes(0) || new Set(ids).size !== ids.length || ids.length > MAX_COMPARED) return null;
  return ids;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'NOT_FOUND';

/**
 * `/product/compare?ids=1,2[,3[,4]]`: products side by side, rows that differ marked, `diff=1`
 * for those rows only. One id asks for a second product among its category's; none or a broken
 * address says what to do, with status 400 for the broken one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const url = new URL(request.url);
  const ids = idsFrom(url.searchParams.get('ids'));
  const onlyDifferences = url.searchParams.get('diff') === '1';
  const empty = {
    ids: ids ?? [],
    onlyDifferences,
    comparison: null,
    pick: null,
    problem: null,
    sampleParts: {} as Record<number, string[]>,
  };
  if (ids === null) {
    return data({ ...empty, problem: translator(lang)('compare.invalid') }, { status: 400 });
  }
  if (ids.length === 0) return empty;
  if (ids.length === 1) {
    const record = (await services.products.detail(lang, ids[0] as number)) ?? notFound();
    const similar = await services.products.list(lang, {
      classifyId: record.classifyId,
      pageNum: 1,
      pageSize: SUGGESTIONS + 1,
    });
    const others = similar.list
      .filter((product) => product.id !== record.id)
      .slice(0, SUGGESTIONS)
      .map((product) => ({ id: product.id, name: product.content.name, model: product.content.model }));
    return { ...empty, pick: { id: record.id, name: record.content.name, others } };
  }
  let comparison: CompareAnswer;
  try {
    comparison = await services.products.compare(lang, ids);
  } catch (error) {
    if (isNotFound(error)) notFound();
    if (!validationProblems(error)) throw error;
    return data({ ...empty, problem: translator(lang)('compare.invalid') }, { status: 400 });
  }
  // Each product's parts that samples are sent of, for its "Request samples" (contract §13).
  const records = await Promise.all(
    comparison.products.map((product) => services.products.detail(lang, product.id)),
  );
  const sampleParts = Object.fromEntries(
    records.flatMap((record) =>
      record
        ? [
            [
              record.id,
              record.content.parts
                .filter((part) => part.status !== 'obsolete')
                .map((part) => part.partNumber),
            ],
          ]
        : [],
    ),
  );
  return { ...empty, comparison, sampleParts };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const names = args.loaderData?.comparison?.products.map((product) => product.name);
  return pageMeta(args, {
    title: names ? `${t('compare.title')}: ${names.join(' / ')}` : t('compare.title'),
    description: t('compare.description'),
    breadcrumb: [{ label: t('product.title'), to: '/product' }, { label: t('compare.title') }],
    // Any set of products makes a page of its own: none of them is for search engines.
    noindex: true,
  });
}

export default function ProductCompare({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { ids, onlyDifferences, comparison, pick, problem, sampleParts } = loaderData;
  const rows = comparison?.rows.filter((row) => !onlyDifferences || !row.same) ?? [];
  const idsQuery = ids.join(',');
  return (
    <div className="container page-body compare-page">
      <Breadcrumb items={[{ label: t('product.title'), to: '/product' }, { label: t('compare.title') }]} />
      <h1>{t('compare.title')}</h1>
      {problem && (
        <p className="selector-problems" role="alert">
          {problem}
        </p>
      )}
      {pick && (
        <>
          <p>{t('compare.pickAnother', { name: pick.name })}</p>
          <ul className="compare-picks">
            {pick.others.map((other) => (
              <li key={other.id}>
                <Link to={compareHref([pick.id, other.id])}>{t('compare.with', { name: other.name })}</Link>
                {other.model && other.model !== other.name && (
                  <span className="compare-pick-model"> {other.model}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {!comparison && !pick && !problem && <p>{t('compare.needTwo')}</p>}
      {!comparison && (
        <p>
          <Link to="/product" className="button button-outline">
            {t('compare.browse')}
          </Link>
        </p>
      )}
      {comparison && (
        <>
          <p className="compare-options">
            <Link
              to={`/product/compare?ids=${idsQuery}${onlyDifferences ? '' : '&diff=1'}`}
              preventScrollReset
              replace
              className="button button-outline button-small"
            >
              {t(onlyDifferences ? 'compare.showAll' : 'compare.onlyDifferences')}
            </Link>
          </p>
          {/* Scrolls sideways on a narrow screen; the links in it take the keyboard along. */}
          <div className="compare-scroll">
            <table className="compare-table">
              <caption className="visually-hidden">{t('compare.title')}</caption>
              <thead>
                <tr>
                  <td />
                  {comparison.products.map((product) => (
                    <th key={product.id} scope="col">
                      {product.cover && <img src={product.cover} alt="" width={160} height={120} />}
                      <Link to={`/product/detail?id=${product.id}`} className="compare-name">
                        {product.name}
                      </Link>
                      {product.model && product.model !== product.name && (
                        <span className="compare-model">{product.model}</span>
                      )}
                      <StatusBadge status={product.status} />
                      {product.status !== 'obsolete' && (
                        <SampleChooser
                          productName={product.name}
                          partNumbers={sampleParts[product.id] ?? []}
                        />
                      )}
                      <Link
                        to={compareHref(ids.filter((id) => id !== product.id))}
                        className="compare-remove"
                        preventScrollReset
                      >
                        {t('compare.remove')}
                        <span className="visually-hidden"> {product.name}</span>
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className={row.same ? undefined : 'differs'}>
                    <th scope="row">
                      {row.label}
                      {!row.same && <span className="differs-mark"> ({t('compare.differs')})</span>}
                    </th>
                    {row.values.map((value, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a column is its product's place
                      <td key={index}>{value ?? '—'}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length === 0 && <p>{t('compare.noParameters')}</p>}
        </>
      )}
    </div>
  );
}
