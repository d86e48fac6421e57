import type { CrossReferenceHit } from '@coresense/shared';
import {
  CROSS_REFERENCE_MATCHES,
  CROSS_REFERENCE_QUERY_MAX as QUERY_MAX,
  CROSS_REFERENCE_QUERY_MIN as QUERY_MIN,
} from '@coresense/shared/schemas/cross-reference-limits';
import { Form, Link } from 'react-router';
import { type Column, DataTable } from '../components/data-table';
import { PageBanner } from '../components/page-banner';
import { siteContext } from '../context';
import { useT } from '../lib/i18n';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/cross-reference';

const HEADING_ID = 'cross-reference-results';

type Row = CrossReferenceHit & { id: number };

/**
 * `/cross-reference?q=`: a competitor's part number → our products that replace it (contract
 * §13), rendered on the server from a plain GET form, so it works without scripts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX);
  if (q.length < QUERY_MIN) return { q, tooShort: q.length > 0, rows: [] as Row[] };
  const { list } = await services.crossReferences.lookup(lang, q);
  return { q, tooShort: false, rows: list.map((hit, index) => ({ ...hit, id: index + 1 })) };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const q = args.loaderData?.q;
  return pageMeta(args, {
    title: q ? t('crossReference.resultsFor', { q }) : t('crossReference.title'),
    description: t('crossReference.description'),
    // One page per query: only the bare page is indexed (and in the sitemap).
    noindex: Boolean(q),
    breadcrumb: [{ label: t('crossReference.title'), to: '/cross-reference' }],
  });
}

function MatchCell({ match }: { match: CrossReferenceHit['match'] }) {
  const t = useT();
  return (
    <span className="cross-reference-match">
      <span className={`match-badge match-${match}`}>{t(`crossReference.match.${match}`)}</span>
      <span className="match-help">{t(`crossReference.matchHelp.${match}`)}</span>
    </span>
  );
}

export default function CrossReference({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, tooShort, rows } = loaderData;
  const columns: Column<Row>[] = [
    {
      header: t('crossReference.competitorPart'),
      cell: (row) => row.competitorPartNumber,
      className: 'col-number',
    },
    { header: t('crossReference.manufacturer'), cell: (row) => row.manufacturer },
    {
      header: t('crossReference.ourProduct'),
      cell: (row) => (
        <Link to={row.product.url}>
          <span className="cross-reference-model">{row.product.model}</span> {row.product.name}
        </Link>
      ),
      className: 'col-title',
    },
    {
      header: t('crossReference.partNumber'),
      cell: (row) => row.partNumber ?? t('crossReference.anyPart'),
      className: 'col-part',
    },
    { header: t('crossReference.match'), cell: (row) => <MatchCell match={row.match} /> },
    { header: t('crossReference.note'), cell: (row) => row.note },
  ];
  return (
    <>
      <PageBanner title={t('crossReference.title')} subtitle={t('crossReference.description')} />
      <div className="container page-body cross-reference-page">
        <search aria-label={t('crossReference.title')}>
          <Form method="get" action="/cross-reference" className="search-form cross-reference-form">
            <label className="visually-hidden" htmlFor="cross-reference-q">
              {t('crossReference.label')}
            </label>
            <input
              id="cross-reference-q"
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              placeholder={t('crossReference.placeholder')}
              minLength={QUERY_MIN}
              maxLength={QUERY_MAX}
              required
              enterKeyHint="search"
              aria-describedby="cross-reference-hint"
            />
            <button type="submit" className="button button-primary">
              {t('crossReference.submit')}
            </button>
          </Form>
          <p id="cross-reference-hint" className="search-hint">
            {t('crossReference.hint')}
          </p>
        </search>
        {tooShort && (
          <p className="search-problem" role="alert">
            {t('crossReference.tooShort')}
          </p>
        )}
        {q && !tooShort && (
          // Not a labelled section: the table's scrolling region below is the results' landmark.
          <div>
            <h2 id={HEADING_ID}>{t('crossReference.resultsFor', { q })}</h2>
            {rows.length === 0 ? (
              <p className="search-empty-title" role="status">
                {t('crossReference.empty', { q })} <Link to="/contact-us">{t('crossReference.contact')}</Link>
              </p>
            ) : (
              <>
                <p className="search-total">{t('crossReference.count', { count: rows.length })}</p>
                {/* Six columns outgrow a tablet: the table scrolls in its own region, not the page. */}
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
                <section className="cross-reference-scroll" aria-labelledby={HEADING_ID} tabIndex={0}>
                  <DataTable<Row>
                    columns={columns}
                    rows={rows}
                    caption={t('crossReference.resultsFor', { q })}
                  />
                </section>
              </>
            )}
          </div>
        )}
        <section className="cross-reference-legend" aria-labelledby="cross-reference-legend">
          <h2 id="cross-reference-legend">{t('crossReference.legend')}</h2>
          <dl>
            {CROSS_REFERENCE_MATCHES.map((match) => (
              <div key={match}>
                <dt>
                  <span className={`match-badge match-${match}`}>{t(`crossReference.match.${match}`)}</span>
                </dt>
                <dd>{t(`crossReference.matchHelp.${match}`)}</dd>
              </div>
            ))}
          </dl>
          <p className="cross-reference-disclaimer">{t('crossReference.disclaimer')}</p>
        </section>
      </div>
    </>
  );
}
