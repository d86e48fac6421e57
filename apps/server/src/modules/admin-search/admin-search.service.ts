import {
  type AdminSearchHit,
  type Lang,
  SEARCH_LIMIT,
  SEARCH_RESOURCES,
  type SearchResource,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { containsPattern } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { AdminSearchRepository, type TextName } from './admin-search.repository.ts';

/**
 * Where a hit opens in the back-office. Records edited in a drawer open it through `?open=`;
 * products, members and contracts have pages of their own.
 */
const PAGES: Record<SearchResource, (id: number, extra?: string) => string> = {
  products: (id) => `/admin/products/${id}`,
  news: (id, type) => `/admin/${type === 'activity' ? 'activities' : 'news'}?open=${id}`,
  recruit: (id) => `/admin/recruit?open=${id}`,
  members: (id) => `/admin/members/${id}`,
  contracts: (id) => `/admin/contracts/${id}`,
  enquiries: (id) => `/admin/enquiries?open=${id}`,
};

/** A bilingual record's name in `lang`, else in the other language it is written in. */
function nameIn(texts: TextName[], lang: Lang): TextName | undefined {
  const named = texts.filter((text) => text.name);
  return named.find((text) => text.lang === lang) ?? named[0];
}

/**
 * At most `limit` hits in all, taken from each kind in turn so that a word matching many
 * products still shows the one member it names; kept grouped in the kinds' order.
 */
function share(groups: AdminSearchHit[][], limit: number): AdminSearchHit[] {
  const taken = groups.map(() => 0);
  let left = limit;
  while (left > 0 && groups.some((group, index) => taken[index]! < group.length)) {
    groups.forEach((group, index) => {
      if (left > 0 && taken[index]! < group.length) {
        taken[index]! += 1;
        left -= 1;
      }
    });
  }
  return groups.flatMap((group, index) => group.slice(0, taken[index]));
}

/** The back-office header search (contract §11): records of the kinds the reader may read. */
export class AdminSearchService {
  readonly #repository: AdminSearchRepository;

  constructor(db: Kysely<Database>) {
    this.#repository = new AdminSearchRepository(db);
  }

  async search(q: string, lang: Lang, authorities: ReadonlySet<string>): Promise<AdminSearchHit[]> {
    const pattern = containsPattern(q);
    const readable = SEARCH_RESOURCES.filter((resource) => authorities.has(`${resource}:read`));
    const groups = await Promise.all(readable.map((resource) => this.#find(resource, pattern, lang)));
    return share(groups, SEARCH_LIMIT);
  }

  async #find(resource: SearchResource, pattern: string, lang: Lang): Promise<AdminSearchHit[]> {
    const repository = this.#repository;
    const hit = (id: number, title: string, extra?: string): AdminSearchHit => ({
      resource,
      id,
      title: title || `#${id}`,
      url: PAGES[resource](id, extra),
    });
    switch (resource) {
      case 'products':
        return (await repository.products(pattern, SEARCH_LIMIT)).map((found) => {
          const text = nameIn(found.texts, lang);
          return hit(found.id, text?.model ? `${text.name} (${text.model})` : (text?.name ?? ''));
        });
      case 'news':
        return (await repository.news(pattern, SEARCH_LIMIT)).map((found) =>
          hit(found.id, nameIn(found.texts, lang)?.name ?? '', found.type),
        );
      case 'recruit':
        return (await repository.recruit(pattern, SEARCH_LIMIT)).map((found) =>
          hit(found.id, nameIn(found.texts, lang)?.name ?? ''),
        );
      case 'members':
        return (await repository.members(pattern, SEARCH_LIMIT)).map((row) =>
          hit(row.id, row.company ? `${row.name} (${row.company})` : row.name),
        );
      case 'contracts':
        return (await repository.contracts(pattern, SEARCH_LIMIT)).map((row) =>
          hit(row.id, `${row.number} · ${row.memberName}`),
        );
      case 'enquiries':
        return (await repository.enquiries(pattern, SEARCH_LIMIT)).map((row) =>
          hit(row.id, row.email ? `${row.name} <${row.email}>` : row.name),
        );
    }
  }
}
