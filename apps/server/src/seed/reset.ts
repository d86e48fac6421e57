import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../lib/file-store.ts';

/**
 * Every table of site content, children before parents. Staff, roles, sessions, enquiries,
 * members, contracts and the audit log are not content and stay; their links to a deleted
 * product become null (foreign keys `on delete set null`).
 */
const CONTENT_TABLES = [
  'application_products',
  'application_i18n',
  'applications',
  'product_parameter_values',
  'product_parts',
  'product_replacements',
  'product_i18n',
  'products',
  'product_category_parameters',
  'product_category_i18n',
  'product_categories',
  'product_parameter_i18n',
  'product_parameters',
  'news_i18n',
  'news',
  'investor_i18n',
  'investor_items',
  'recruit_i18n',
  'recruits',
  'comment_i18n',
  'comments',
  'page_blocks',
  'content_versions',
  'content_publications',
  'file_refs',
  'files',
] as const satisfies ReadonlyArray<keyof Database>;

/** Deletes all site content and every stored file, in one transaction; the bytes go after it commits. */
export async function clearContent(db: Kysely<Database>, fileStore: FileStore): Promise<number> {
  const storageKeys = await db.transaction().execute(async (trx) => {
    const files = await trx.selectFrom('files').select('storage_key').execute();
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
    return files.map((file) => file.storage_key);
  });
  // Bytes that cannot be removed only waste space: nothing refers to them any more.
  for (const key of storageKeys) await fileStore.delete(key).catch(() => {});
  return storageKeys.length;
}
