import type { SiteSearchHit, SiteSearchType } from '@coresense/shared';
import { langToLocale } from '@coresense/shared/lang';
import { SITE_SEARCH_MAX_LENGTH, SITE_SEARCH_TYPES } from '@coresense/shared/schemas/site-search-limits';
import { data, Link, useLocation } from 'react-router';
import { SearchIcon, searchHref } from '../components/header-search';
import { ListEmpty } from '../components/paged-list';
import { LIST_ANCHOR, Pagination } from '../components/pagination';
import { siteContext } from '../context';
import { useLang, useT } from '../lib/i18n';
import { pagingFrom } from '../lib/query';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/search';

/** Why a page shows no results list: nothing to search, a text too long, or the search failing. */
type Problem = 'needQuery' | 'tooLong' | 'failed';

const HEADING_ID = 'search-heading';

function typeFrom(value: string | null): SiteSearchType | undefined {
  return SITE_SEARCH_TYPES.find((type) => type === value);
}

/** Every query is a page of its own for one visitor: neither this server's cache nor a CDN keeps it. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'no-store' };
}

/**
 * `/search?q=&type=&pageNum=`: the site search (contract §9) rendered on the server. A first page
 * is counted for the dashboard as `/api/v1/search` counts it: not when the visitor sent DNT or
 * Sec-GPC. No text (or one too long) shows the form and says what to type, never an error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang, optedOut, reportError } = context.get(siteContext);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim();
  const type = typeFrom(url.searchParams.get('type'));
  const paging = pagingFrom(url);
  const answer = {
    q,
    type,
    ...paging,
    list: [] as SiteSearchHit[],
    total: 0,
    counts: {} as Partial<Record<SiteSearchType, number>>,
    problem: null as Problem | null,
  };
  if (!q) return { ...answer, problem: 'needQuery' as const };
  if (q.length > SITE_SEARCH_MAX_LENGTH) return { ...answer, problem: 'tooLong' as const };
  try {
    const page = await services.search.search(lang, { q, type, ...paging }, !optedOut);
    return { ...answer, list: page.list, total: page.total, counts: page.counts };
  } catch (error) {
    reportError(error);
    return data({ ...answer, problem: 'failed' as const }, { status: 503 });
  }
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const q = args.loaderData?.q;
  return pageMeta(args, {
    title: q ? t('search.resultsFor', { q }) : t('search.title'),
    description: t('search.description'),
    // Result pages are for visitors, not for search engines (nor in the sitemap).
    noindex: true,
  });
}

/** The page's own search form, named by the page's heading (the header's is "search this site"). */
function SearchForm({
  q,
  type,
  lang,
  headingId,
}: {
  q: string;
  type?: SiteSearchType;
  lang: string | null;
  headingId: string;
}) {
  const t = useT();
  return (
    <search aria-labelledby={headingId}>
      <form className="search-form" action="/search" method="get">
        {lang && <input type="hidden" name="lang" value={lang} />}
        {type && <input type="hidden" name="type" value={type} />}
        <input
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          maxLength={SITE_SEARCH_MAX_LENGTH}
          enterKeyHint="search"
        />
        <button type="submit" className="button button-primary">
          <SearchIcon />
          {t('search.submit')}
        </button>
      </form>
    </search>
  );
}

function NothingFound({ q, lang }: { q: string; lang: string | null }) {
  const t = useT();
  const pageLang = useLang();
  const otherLocale = langToLocale(pageLang === 'en_US' ? 'zh_CN' : 'en_US');
  return (
    <div className="search-empty" role="status">
      <p className="search-empty-title">{t('search.empty', { q })}</p>
      <p>{t('search.tipsTitle')}</p>
      <ul>
        <li>{t('search.tipWords')}</li>
        <li>{t('search.tipPart')}</li>
        <li>
          {/* A full page load: the other language is the whole page's. */}
          <a href={searchHref(q, otherLocale)} hrefLang={otherLocale}>
            {t('search.tipOtherLang', { q })}
          </a>
        </li>
        <li>
          <Link to={lang ? `/product?lang=${lang}` : '/product'}>{t('search.tipBrowse')}</Link>
        </li>
        <li>
          <Link to="/contact-us">{t('search.tipContact')}</Link>
        </li>
      </ul>
    </div>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, type, list, total, counts, problem, pageNum, pageSize } = loaderData;
  const lang = new URLSearchParams(useLocation().search).get('lang');
  const all = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const tabs = SITE_SEARCH_TYPES.filter((candidate) => (counts[candidate] ?? 0) > 0 || candidate === type);
  return (
    <div className="container page-body search-page">
      <h1 id={HEADING_ID}>{q && !problem ? t('search.resultsFor', { q }) : t('search.title')}</h1>
      <SearchForm q={q} type={type} lang={lang} headingId={HEADING_ID} />
      {problem && (
        <p
          className={problem === 'failed' ? 'search-problem' : 'search-hint'}
          role={problem === 'needQuery' ? undefined : 'alert'}
        >
          {problem === 'tooLong'
            ? t('search.tooLong', { max: SITE_SEARCH_MAX_LENGTH })
            : t(`search.${problem}`)}
        </p>
      )}
      {!problem && all === 0 && <NothingFound q={q} lang={lang} />}
      {!problem && all > 0 && (
        <div id={LIST_ANCHOR}>
          <nav className="tab-links search-tabs" aria-label={t('search.typesLabel')}>
            <Link to={`${searchHref(q, lang)}#${LIST_ANCHOR}`} aria-current={type ? undefined : 'page'}>
              {t('search.tab.all')} <span className="tab-count">{all}</span>
            </Link>
            {tabs.map((candidate) => (
              <Link
                key={candidate}
                to={`${searchHref(q, lang, candidate)}#${LIST_ANCHOR}`}
                aria-current={candidate === type ? 'page' : undefined}
              >
                {t(`search.tab.${candidate}`)} <span className="tab-count">{counts[candidate] ?? 0}</span>
              </Link>
            ))}
          </nav>
          <p className="search-total">{t('search.total', { total })}</p>
          {list.length === 0 ? (
            <ListEmpty text={t('search.empty', { q })} total={total} pageNum={pageNum} pageSize={pageSize} />
          ) : (
            <ol className="search-results" start={(pageNum - 1) * pageSize + 1}>
              {list.map((hit) => (
                <li key={`${hit.type}-${hit.id}`} className="search-result">
                  <span className="search-result-type">{t(`search.kind.${hit.type}`)}</span>
                  <h2>
                    <Link to={hit.url}>{hit.title}</Link>
                  </h2>
                  {/* The API's summary: every character escaped but the <mark>s around the words found. */}
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server (search-text.ts) */}
                  <p className="search-summary" dangerouslySetInnerHTML={{ __html: hit.summary }} />
                </li>
              ))}
            </ol>
          )}
          <Pagination total={total} pageNum={pageNum} pageSize={pageSize} />
        </div>
      )}
    </div>
  );
}
