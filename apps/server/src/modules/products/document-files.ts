import { DOCUMENT_TYPES, type FileRef, isLang, type Lang } from '@coresense/shared';
import { type Kysely, sql } from 'kysely';
import { downloadUrl } from '../../content/file-refs.ts';
import type { Database } from '../../db/schema.ts';

/*
 * The product's side of contract §9: its \`jsonStr.files\` lists its documents' latest files. Read
 * from the documents' tables here, so that the documents module, which refreshes these facts on
 * every write, is the one that imports the other.
 */

const typeOrder = (type: string) => DOCUMENT_TYPES.indexOf(type as (typeof DOCUMENT_TYPES)[number]);

/** 0 for a document in the page's language (or both), 1 for one in the other: a reader's edition comes first. */
const editionOrder = (documentLang: string, lang: string) =>
  documentLang === lang || documentLang === 'both' ? 0 : 1;

/**
 * The latest file of each document published in a language about each of `productIds`, keyed
 * `productId:lang`: datasheets first (the order of `DOCUMENT_TYPES`), the edition in that language
 * before the other, then the newest. What a
 * product's `jsonStr.files` lists (contract §9), kept in its facts. `productIds` is one of
 * `refreshFacts`' chunks, far below either backend's limit of bound values.
 */
export async function latestDocumentFiles(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<string, FileRef[]>> {
  const files = new Map<string, FileRef[]>();
  if (productIds.length === 0) return files;
  const rows = await db
    .selectFrom('document_products as dp')
    .innerJoin('documents as d', 'd.id', 'dp.document_id')
    .innerJoin('document_i18n as dt', 'dt.document_id', 'd.id')
    .innerJoin('document_revisions as rv', 'rv.document_id', 'd.id')
    .innerJoin('files as f', 'f.id', 'rv.file_id')
    .select([
      'dp.product_id',
      'dt.lang',
      'd.type',
      'd.lang as document_lang',
      'd.revised_on',
      'd.id',
      'f.id as file_id',
      'f.name',
      'f.size',
    ])
    .where('dp.product_id', 'in', [...productIds])
    .where('d.enabled', '=', true)
    .where('rv.id', '=', (eb) =>
      eb
        .selectFrom('document_revisions as latest')
        .select(sql<number>`max(latest.id)`.as('id'))
        .whereRef('latest.document_id', '=', 'd.id'),
    )
    .execute();
  rows.sort(
    (a, b) =>
      typeOrder(a.type) - typeOrder(b.type) ||
      editionOrder(a.document_lang, a.lang) - editionOrder(b.document_lang, b.lang) ||
      b.revised_on.localeCompare(a.revised_on) ||
      b.id - a.id,
  );
  for (const row of rows) {
    if (!isLang(row.lang)) continue;
    const key = `${row.product_id}:${row.lang as Lang}`;
    const list = files.get(key) ?? [];
    list.push({ id: row.file_id, name: row.name, size: Number(row.size), url: downloadUrl(row.file_id) });
    files.set(key, list);
  }
  return files;
}

/** A product's files: its documents' latest files, then the files its own text lists that they do not. */
export function productFiles(
  documentFiles: readonly FileRef[] | undefined,
  own: readonly FileRef[],
): FileRef[] {
  const listed = new Set((documentFiles ?? []).map((file) => file.id));
  return [...(documentFiles ?? []), ...own.filter((file) => !listed.has(file.id))];
}
