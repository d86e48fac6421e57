import {
  type AdminSearchHit,
  type Lang,
  SEARCH_LIMIT,
  SEARCH_RESOURCES,
  type SearchResource,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { RegisteredContentType } from '../../content/content-type.ts';
import { containsPattern } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { AdminSearchRepository, type BilingualHit } from './admin-search.repository.ts';

/**
 * Where a hit opens in the back-office. Records edited in a drawer open it through `?open=`;
 * products, members and contracts have pages of their own.
 */
const PAGES = {
  members: (id) => `/admin/members/${id}`,
  contracts: (id) => `/admin/contracts/${id}`,
  enquiries: (id) => `/admin/enquiries?open=${id}`,
} satisfies Record<string, (id: number) => string>;

/** A bilingual record's name in `lang`, else in the other language it is written in. */
function nameIn(type: RegisteredContentType, found: BilingualHit, lang: Lang): string {
  const named = found.texts.map((each) => ({ lang: each.lang, name: type.hitTitle(each.text) }));
  const withName = named.filter((each) => each.name);
  return (withName.find((each) => each.lang === lang) ?? withName[0])?.name ?? '';
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
  readonly #types: ReadonlyMap<string, RegisteredContentType>;

  /** `contentTypes`: the registry; those with header search columns are searched (`src/content-types.ts`). */
  constructor(db: Kysely<Database>, contentTypes: readonly RegisteredContentType[]) {
    this.#repository = new AdminSearchRepository(db);
    this.#types = new Map(
      contentTypes.filter((type) => type.headerSearchColumns.length > 0).map((type) => [type.resource, type]),
    );
  }

  async search(q: string, lang: Lang, authorities: ReadonlySet<string>): Promise<AdminSearchHit[]> {
    const pattern = containsPattern(q);
    const readable = SEARCH_RESOURCES.filter((resource) => authorities.has(`${resource}:read`));
    const groups = await Promise.all(readable.map((resource) => this.#find(resource, pattern, lang)));
    return share(groups, SEARCH_LIMIT);
  }

  async #find(resource: SearchResource, pattern: string, lang: Lang): Promise<AdminSearchHit[]> {
    const repository = this.#repository;
    const hit = (id: number, title: string, url: string): AdminSearchHit => ({
      resource,
      id,
      title: title || `#${id}`,
      url,
    });
    const type = this.#types.get(resource);
    if (type) {
      return (await repository.bilingual(type, pattern, SEARCH_LIMIT)).map((found) =>
        hit(found.row.id, nameIn(type, found, lang), type.hitPage(found.row)),
      );
    }
    switch (resource) {
      case 'members':
        return (await repository.members(pattern, SEARCH_LIMIT)).map((row) =>
          hit(row.id, row.company ? `${row.name} (${row.company})` : row.name, PAGES.members(row.id)),
        );
      case 'contracts':
        return (await repository.contracts(pattern, SEARCH_LIMIT)).map((row) =>
          hit(row.id, `${row.number} · ${row.memberName}`, PAGES.contracts(row.id)),
        );
      case 'enquiries':
        return (await repository.enquiries(pattern, SEARCH_LIMIT)).map((row) =>
          hit(row.id, row.email ? `${row.name} <${row.email}>` : row.name, PAGES.enquiries(row.id)),
        );
      default:
        throw new Error(`${resource} is searched, yet its content type has no header search columns`);
    }
  }
}
