/*
 * What the pages should show, read from the public API of the same server, so the tests follow
 * whatever demo content the seed wrote.
 */

export type ApiLang = 'zh_CN' | 'en_US';

interface Paged<T> {
  list: T[];
  total: number;
}

async function api<T>(baseUrl: string, path: string, lang: ApiLang): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${baseUrl}/api/v1${path}${separator}lang=${lang}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const body = (await response.json()) as { data: T };
  return body.data;
}

const parse = <T>(json: string): Partial<T> => JSON.parse(json) as Partial<T>;

export interface ExpectedContent {
  product: { id: number; name: string; model: string; category: string };
  application: { id: number; title: string };
  news: { id: number; title: string };
  activity: { title: string };
  announcement: { id: number; title: string };
  report: { title: string };
  job: { id: number; position: string };
  /** The newest document, and the newest product change notice. */
  document: { id: number; title: string; number: string };
  notice: { id: number; title: string; number: string };
  /** The first distributor where to buy. */
  distributor: { name: string };
  companyName: string;
  historyTitle: string;
  bannerTitle: string;
}

/** A value the demo content always has (apps/server/src/seed); its absence fails the test. */
function demo<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null || value === '') {
    throw new Error(`the demo content has no ${what}: the seed changed or did not run`);
  }
  return value;
}

/** The first of each kind of published content, as the demo content (apps/server/src/seed) has it. */
export async function expectedContent(baseUrl: string, lang: ApiLang): Promise<ExpectedContent> {
  const [
    products,
    applications,
    news,
    activities,
    announcements,
    reports,
    jobs,
    contact,
    about,
    home,
    documents,
    notices,
    distributors,
  ] = await Promise.all([
    api<Paged<{ id: number; jsonStr: string }>>(baseUrl, '/product/list?pageSize=1', lang),
    api<Paged<{ id: number; jsonStr: string }>>(baseUrl, '/app/range/list?pageSize=1', lang),
    api<Paged<{ id: number; title: string }>>(baseUrl, '/news/list?pageSize=1', lang),
    api<Paged<{ title: string }>>(baseUrl, '/news/list?type=activity&pageSize=1', lang),
    api<Paged<{ id: number; jsonStr: string }>>(baseUrl, '/investor/list?type=announcement&pageSize=1', lang),
    api<Paged<{ jsonStr: string }>>(baseUrl, '/investor/list?type=report&pageSize=1', lang),
    api<Paged<{ id: number; position: string }>>(baseUrl, '/recruit/list?pageSize=1', lang),
    api<{ companyName?: string }>(baseUrl, '/contact/us/info', lang),
    api<string>(baseUrl, '/about/us/data', lang),
    api<string>(baseUrl, '/home/data', lang),
    api<Paged<{ id: number; title: string; number: string }>>(baseUrl, '/document/list?pageSize=1', lang),
    api<Paged<{ id: number; title: string; number: string }>>(
      baseUrl,
      '/document/list?type=pcn&pageSize=1',
      lang,
    ),
    api<Paged<{ jsonStr: string }>>(baseUrl, '/distributor/list?pageSize=1', lang),
  ]);
  const product = demo(products.list[0], 'published product');
  const productText = parse<{ name: string; model: string; category: string }>(product.jsonStr);
  const application = demo(applications.list[0], 'published application');
  const announcement = demo(announcements.list[0], 'published announcement');
  const report = demo(reports.list[0], 'published report');
  return {
    product: {
      id: product.id,
      name: demo(productText.name, 'product name'),
      model: demo(productText.model, 'product model'),
      category: demo(productText.category, 'product category'),
    },
    application: {
      id: application.id,
      title: demo(parse<{ title: string }>(application.jsonStr).title, 'application title'),
    },
    news: demo(news.list[0], 'published news'),
    activity: demo(activities.list[0], 'published activity'),
    announcement: {
      id: announcement.id,
      title: demo(parse<{ title: string }>(announcement.jsonStr).title, 'announcement title'),
    },
    report: { title: demo(parse<{ title: string }>(report.jsonStr).title, 'report title') },
    job: demo(jobs.list[0], 'published job'),
    document: demo(documents.list[0], 'published document'),
    notice: demo(notices.list[0], 'published change notice'),
    distributor: {
      name: demo(
        parse<{ name: string }>(demo(distributors.list[0], 'distributor').jsonStr).name,
        'distributor name',
      ),
    },
    companyName: demo(contact.companyName, 'company name'),
    historyTitle: demo(
      parse<{ history: Array<{ title: string }> }>(about).history?.[0]?.title,
      'history entry',
    ),
    bannerTitle: demo(parse<{ banners: Array<{ title: string }> }>(home).banners?.[0]?.title, 'home banner'),
  };
}

/** The text of server HTML with React's escaping undone, to look for content in it. */
export function htmlText(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The text inside `<main>` of server HTML: what a visitor reads before any script runs. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return htmlText(main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
}
