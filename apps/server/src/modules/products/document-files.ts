import { type ChangeNotice, DOCUMENT_TYPES, type FileRef, isLang, type Lang } from '@coresense/shared';
import { type Kysely, sql } from 'kysely';
import { downloadUrl } from '../../content/file-refs.ts';
import type { Database } from '../../db/schema.ts';

/*
 * The product's side of contract §9: its \`jsonStr.files\` lists its documents' latest files,
 * and its \`jsonStr.changeNotices\` (§13) the published \`pcn\` documents naming it. Read
 * from the documents' tables here, so that the documents module, which refreshes these facts on
 * every write, is the one that imports the other.
 */

const typeOrder = (type: string) => DOCUMENT_TYPES.indexOf(type as (typeof DOCUMENT_TYPES)[number]);

/** 0 for a document in the page's language (or both), 1 for one in the other: a reader's edition comes first. */
const editionOrder = (documentLang: string, lang: string) =>
  documentLang === lang || documentLang === 'both' ? 0 : 1;

/** What a product's facts keep of its documents published in one language. */
export interface ProductDocuments {
  files: FileRef[];
  changeNotices: ChangeNotice[];
}

/** The public page of a document (its type's `sitePage`). */
const documentPage = (id: number) => `/documents/detail?id=${id}`;

/**
 * The documents published in a language about each of `productIds`, keyed `productId:lang`:
 * the latest file of each, datasheets first (the order of `DOCUMENT_TYPES`), the edition in that
 * language before the other, then the newest, which a product's `jsonStr.files` lists (contract
 * §9); and its change notices (`pcn`), newest first (§13). Kept in its facts. `productIds` is one
 * of `refreshFacts`' chunks, far below either backend's limit of bound values.
 */
export async function productDocuments(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<string, ProductDocuments>> {
  const documents = new Map<string, ProductDocuments>();
  if (productIds.length === 0) return documents;
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
      'd.number',
      'dt.title',
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
    const entry = documents.get(key) ?? { files: [], changeNotices: [] };
    entry.files.push({
      id: row.file_id,
      name: row.name,
      size: Number(row.size),
      url: downloadUrl(row.file_id),
    });
    if (row.type === 'pcn') {
      entry.changeNotices.push({
        id: row.id,
        number: row.number,
        title: row.title,
        date: row.revised_on,
        url: documentPage(row.id),
      });
    }
    documents.set(key, entry);
  }
  // Newest first, whatever their edition: a notice is read by its date.
  for (const { changeNotices } of documents.values()) {
    changeNotices.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  }
  return documents;
}

/** A product's files: its documents' latest files, then the files its own text lists that they do not. */
export function productFiles(
  documentFiles: readonly FileRef[] | undefined,
  own: readonly FileRef[],
): FileRef[] {
  const listed = new Set((documentFiles ?? []).map((file) => file.id));
  return [...(documentFiles ?? []), ...own.filter((file) => !listed.has(file.id))];
}
