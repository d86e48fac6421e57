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
  product?: { id: number; name: string; model: string; category: string };
  application?: { id: number; title: string };
  news?: { id: number; title: string };
  activity?: { title: string };
  announcement?: { id: number; title: string };
  report?: { title: string };
  job?: { id: number; position: string };
  companyName?: string;
  historyTitle?: string;
  bannerTitle?: string;
}

export async function expectedContent(baseUrl: string, lang: ApiLang): Promise<ExpectedContent> {
  const [products, applications, news, activities, announcements, reports, jobs, contact, about, home] =
    await Promise.all([
      api<Paged<{ id: number; jsonStr: string }>>(baseUrl, '/product/list?pageSize=1', lang),
      api<Paged<{ id: number; jsonStr: string }>>(baseUrl, '/app/range/list?pageSize=1', lang),
      api<Paged<{ id: number; title: string }>>(baseUrl, '/news/list?pageSize=1', lang),
      api<Paged<{ title: string }>>(baseUrl, '/news/list?type=activity&pageSize=1', lang),
      api<Paged<{ id: number; jsonStr: string }>>(
        baseUrl,
        '/investor/list?type=announcement&pageSize=1',
        lang,
      ),
      api<Paged<{ jsonStr: string }>>(baseUrl, '/investor/list?type=report&pageSize=1', lang),
      api<Paged<{ id: number; position: string }>>(baseUrl, '/recruit/list?pageSize=1', lang),
      api<{ companyName?: string }>(baseUrl, '/contact/us/info', lang),
      api<string>(baseUrl, '/about/us/data', lang),
      api<string>(baseUrl, '/home/data', lang),
    ]);
  const content: ExpectedContent = {};
  const product = products.list[0];
  if (product) {
    const p = parse<{ name: string; model: string; category: string }>(product.jsonStr);
    content.product = {
      id: product.id,
      name: p.name ?? '',
      model: p.model ?? '',
      category: p.category ?? '',
    };
  }
  const application = applications.list[0];
  if (application) {
    content.application = {
      id: application.id,
      title: parse<{ title: string }>(application.jsonStr).title ?? '',
    };
  }
  if (news.list[0]) content.news = { id: news.list[0].id, title: news.list[0].title };
  if (activities.list[0]) content.activity = { title: activities.list[0].title };
  const announcement = announcements.list[0];
  if (announcement) {
    content.announcement = {
      id: announcement.id,
      title: parse<{ title: string }>(announcement.jsonStr).title ?? '',
    };
  }
  if (reports.list[0])
    content.report = { title: parse<{ title: string }>(reports.list[0].jsonStr).title ?? '' };
  if (jobs.list[0]) content.job = { id: jobs.list[0].id, position: jobs.list[0].position };
  if (contact.companyName) content.companyName = contact.companyName;
  const history = parse<{ history: Array<{ title: string }> }>(about).history;
  if (history?.[0]) content.historyTitle = history[0].title;
  const banners = parse<{ banners: Array<{ title: string }> }>(home).banners;
  if (banners?.[0]) content.bannerTitle = banners[0].title;
  return content;
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
