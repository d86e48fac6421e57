import { before } from 'node:test';
import type { PublishedResource } from '@coresense/shared';
import type { Config } from '../config.ts';
import { adminApi } from './admin-api.ts';
import { signedInStaff } from './auth.ts';
import { createCatalogue, createNews, createOtherContent } from './fixtures.ts';
import { useTestApp } from './suite.ts';
import type { Backend } from './test-app.ts';

export interface ContentFixtures {
  catalogue: Awaited<ReturnType<typeof createCatalogue>>;
  news: Awaited<ReturnType<typeof createNews>>;
  /** Applications, investor relations, jobs and comments; the applications name catalogue products. */
  other: Awaited<ReturnType<typeof createOtherContent>>;
}

type Fixture = keyof ContentFixtures;
/** `other` brings the catalogue it points into. */
type Created<F extends Fixture> = F | (F extends 'other' ? 'catalogue' : never);

/** The calls of a signed-in staff member, with who they are. */
export type Editor = ReturnType<typeof adminApi> & { id: number; username: string; cookie: string };

/**
 * The preamble of a content type's suite: one app on a fresh database holding the known fixtures
 * asked for (created in the order catalogue, news, other, as the ids the tests know depend on it),
 * and, given `authorities`, a new staff member holding them, signed in (`editor`).
 *
 * The fixtures and the editor are objects the suite may destructure at once: they are filled in
 * before its first test.
 */
export function useContentSuite<F extends Fixture = never>(
  backend: Backend,
  options: { fixtures?: readonly F[]; authorities?: readonly string[]; config?: Partial<Config> } = {},
) {
  const wanted = new Set<Fixture>(options.fixtures);
  if (wanted.has('other')) wanted.add('catalogue');
  const fixtures = { catalogue: {}, news: {}, other: {} } as ContentFixtures;
  const s = useTestApp(backend, {
    config: options.config,
    setup: async (t) => {
      const db = t.database.db;
      if (wanted.has('catalogue')) Object.assign(fixtures.catalogue, await createCatalogue(db));
      if (wanted.has('news')) Object.assign(fixtures.news, await createNews(db));
      if (wanted.has('other')) {
        const { products } = fixtures.catalogue;
        Object.assign(
          fixtures.other,
          await createOtherContent(db, { visible: products.axis3, hidden: products.draft }),
        );
      }
    },
  });
  const editor = {} as Editor;
  const { authorities } = options;
  if (authorities) {
    before(async () => {
      const staff = await signedInStaff(s.app, authorities);
      Object.assign(editor, adminApi(s.app, staff.cookie), staff);
    });
  }
  return Object.assign(s, fixtures as Pick<ContentFixtures, Created<F>>, { editor });
}

let copies = 0;

/**
 * A body creating a copy of `record` (a back-office answer) as a new record: most resources take
 * their own answer back; a document needs a number of its own and names its first revision.
 */
export function copyOf(
  resource: PublishedResource,
  record: Record<string, unknown>,
): Record<string, unknown> {
  if (resource !== 'documents') return record;
  const [latest] = record.revisions as Array<{ file: { id: number } }>;
  copies += 1;
  return {
    ...record,
    number: `${record.number}-COPY-${copies}`,
    revision: { ...latest, fileId: latest?.file.id },
  };
}

/** The read and write authorities of each resource. */
export function readAndWrite(...resources: readonly string[]): string[] {
  return resources.flatMap((resource) => [`${resource}:read`, `${resource}:write`]);
}

/** An enabled record of each published resource, in both languages. */
export function oneOfEach({ catalogue, news, other }: ContentFixtures): Record<PublishedResource, number> {
  return {
    products: catalogue.products.axis3,
    'product-categories': catalogue.categories.pressure,
    applications: other.applications.automotive,
    news: news.middle,
    investor: other.investor.announcement,
    recruit: other.recruit.engineer,
    comments: other.comments.happyCustomer,
    documents: other.documents.datasheet,
    distributors: other.distributors.eastParts,
  };
}
