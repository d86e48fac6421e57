import type { Kysely } from 'kysely';
import { contentTypes } from '../content-types.ts';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../lib/file-store.ts';

/**
 * The site content beside the registered types' own tables, children before parents: the
 * parameter definitions (which product values and categories name), the page blocks, and what
 * every record keeps of its history, publication, trash, schedule and files, and the site
 * search's index of them.
 */
const SHARED_CONTENT_TABLES = [
  'product_parameter_i18n',
  'product_parameters',
  'page_blocks',
  'content_versions',
  'content_publications',
  'content_trash',
  'scheduled_actions',
  'file_refs',
  'files',
  'search_index',
] as const satisfies ReadonlyArray<keyof Database>;

/**
 * Every table of site content, children before parents: each registered type's parts, texts and
 * records (in the registry's order, which puts products before the categories they are in), then
 * the shared ones. Staff, roles, sessions, enquiries, members, contracts and the audit log are not
 * content and stay; their links to a deleted product become null (foreign keys `on delete set null`).
 */
export function contentTables(): ReadonlyArray<keyof Database> {
  return [...contentTypes().flatMap((type) => type.tables), ...SHARED_CONTENT_TABLES];
}

/** Deletes all site content and every stored file, in one transaction; the bytes go after it commits. */
export async function clearContent(db: Kysely<Database>, fileStore: FileStore): Promise<number> {
  const storageKeys = await db.transaction().execute(async (trx) => {
    const files = await trx.selectFrom('files').select('storage_key').execute();
    for (const table of contentTables()) await trx.deleteFrom(table).execute();
    return files.map((file) => file.storage_key);
  });
  // Bytes that cannot be removed only waste space: nothing refers to them any more.
  for (const key of storageKeys) await fileStore.delete(key).catch(() => {});
  return storageKeys.length;
}
