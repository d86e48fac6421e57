import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { contentTypes } from '../content-types.ts';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../lib/file-store.ts';
import { SearchIndex } from '../modules/search/search-index.ts';
import { SubscriptionRepository } from '../modules/subscriptions/subscriptions.repository.ts';
import { seedApplications, seedCatalogue } from './catalogue.ts';
import {
  type BlockSaving,
  seedComments,
  seedDistributors,
  seedJobs,
  seedPageBlocks,
} from './company-pages.ts';
import { seedCrossReferences } from './cross-references.ts';
import { DemoFiles, type FileStoring } from './demo-files.ts';
import { seedDocuments } from './documents.ts';
import { type DraftSaving, seedDrafts } from './drafts.ts';
import { seedExhibitions, seedInvestorItems, seedNews } from './newsroom.ts';
import { clearContent } from './reset.ts';
import { type AnnouncementSaving, seedScheduledAnnouncement } from './scheduled-announcement.ts';

export interface SeedDependencies {
  db: Kysely<Database>;
  services: { files: FileStoring; blocks: BlockSaving } & DraftSaving & AnnouncementSaving;
  /** Lets a failed seed take its files back out. */
  fileStore: FileStore;
}

export interface SeedSummary {
  categories: number;
  products: number;
  applications: number;
  crossReferences: number;
  documents: number;
  news: number;
  exhibitions: number;
  investor: number;
  jobs: number;
  comments: number;
  distributors: number;
  blocks: number;
  /** Records with a change not yet published (contract §10's workflow, shown). */
  drafts: number;
  files: number;
  milliseconds: number;
}

/** True once anyone (the seed or an editor) has written any site content. */
export async function hasContent(db: Kysely<Database>): Promise<boolean> {
  const tables = [
    ...contentTypes().map((type) => type.tableName),
    'product_parameters',
    'page_blocks',
  ] as const;
  const found = await Promise.all(
    tables.map((table) => db.selectFrom(table).select(sql`1`.as('one')).limit(1).executeTakeFirst()),
  );
  return found.some((row) => row !== undefined);
}

/**
 * Writes the whole demo company into an empty database. A failure removes what was written, so
 * the next start tries again; that is safe only because nothing else was there.
 */
export async function seedDemoContent({ db, services, fileStore }: SeedDependencies): Promise<SeedSummary> {
  if (await hasContent(db)) throw new Error('The database already has content: reset it before seeding');
  const started = performance.now();
  const files = new DemoFiles(services.files);
  try {
    const catalogue = await seedCatalogue(db, files);
    const applicationIds = await seedApplications(db, files, catalogue.productIds);
    const crossReferences = await seedCrossReferences(db, catalogue.productIds);
    const documents = await seedDocuments(db, files, catalogue);
    const news = await seedNews(db, files, catalogue.covers);
    const exhibitions = await seedExhibitions(db, files);
    const investor = await seedInvestorItems(db, files);
    await seedScheduledAnnouncement(db, files, services);
    const jobs = await seedJobs(db);
    const comments = await seedComments(db, files);
    const distributors = await seedDistributors(db);
    const blocks = await seedPageBlocks(services.blocks, files, {
      productIds: catalogue.productIds,
      applicationIds,
    });
    const drafts = await seedDrafts(db, services);
    // The demo is written into the tables directly, past the services that keep the index in step
    // and that claim each publication's alert: it is in the index, and nobody's news.
    await new SearchIndex().rebuild(db);
    await new SubscriptionRepository(db).markLiveAlerted();
    return {
      categories: catalogue.categories,
      products: catalogue.productIds.size,
      applications: applicationIds.length,
      crossReferences,
      documents,
      news,
      exhibitions,
      investor,
      jobs,
      comments,
      distributors,
      blocks,
      drafts,
      files: files.count,
      milliseconds: Math.round(performance.now() - started),
    };
  } catch (error) {
    await clearContent(db, fileStore).catch(() => {});
    throw error;
  }
}

const SEED_LOCK = 7_310_224_601;
let seedingInThisProcess: Promise<unknown> = Promise.resolve();

/**
 * Seeds only an empty database. Calls wait for each other, and on PostgreSQL an advisory lock
 * does the same across servers starting together: the later ones find the content there.
 */
export function seedDemoContentIfEmpty(deps: SeedDependencies): Promise<SeedSummary | undefined> {
  const run = seedingInThisProcess.then(() => seedUnderLock(deps));
  seedingInThisProcess = run.catch(() => {});
  return run;
}

async function seedUnderLock(deps: SeedDependencies): Promise<SeedSummary | undefined> {
  const seedIfEmpty = async () => ((await hasContent(deps.db)) ? undefined : seedDemoContent(deps));
  if (!(deps.db.getExecutor().adapter instanceof PostgresAdapter)) return seedIfEmpty();
  return deps.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(connection);
    try {
      return await seedIfEmpty();
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(connection);
    }
  });
}

export function describeSummary(summary: SeedSummary): string {
  return (
    `${summary.categories} categories, ${summary.products} products, ${summary.applications} applications, ` +
    `${summary.crossReferences} cross-references, ` +
    `${summary.documents} documents, ` +
    `${summary.news} news, ${summary.exhibitions} exhibitions, ${summary.investor} investor items, ` +
    `${summary.jobs} jobs, ${summary.comments} comments, ${summary.distributors} distributors, ` +
    `${summary.blocks} page blocks, ` +
    `${summary.drafts} drafts, ` +
    `${summary.files} files in ${summary.milliseconds} ms`
  );
}
