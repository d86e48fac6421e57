import type {
  AdminDocumentListQuery,
  DOCUMENT_SORT_FIELDS,
  DocumentI18n,
  FileRef,
  Lang,
  RevisionNote,
} from '@coresense/shared';
import { type Selectable, sql } from 'kysely';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns, Stored } from '../../content/bilingual-table.ts';
import { downloadUrl, syncFileRefs } from '../../content/file-refs.ts';
import { type I18n, nowIso } from '../../db/column-types.ts';
import { containsIgnoreCase, MAX_ID, uniqueOn } from '../../db/queries.ts';
import { jsonText } from '../../lib/json-text.ts';
import { ProductDataRepository } from '../products/product-data.repository.ts';
import { DOCUMENTS } from './documents.content-type.ts';
import type { DocumentTable } from './documents.table.ts';

/** A revision as it is stored: its file checked and named (`resolveFileRefs`' shape). */
export interface RevisionWrite {
  revision: string;
  date: string;
  file: FileRef;
  i18n: I18n<RevisionNote>;
}

export interface DocumentWrite extends BilingualWrite<DocumentI18n> {
  type: string;
  number: string;
  lang: string;
  productIds: number[];
  enabled: boolean;
  /** The first revision, on create; a save of an existing document never touches its revisions. */
  revision?: RevisionWrite;
}

export interface StoredRevision extends RevisionWrite {
  id: number;
  createdAt: string | Date;
}

/** The main row with the parts a record shows: its products and its revisions, newest first. */
export type DocumentRow = Selectable<DocumentTable> & { productIds: number[]; revisions: StoredRevision[] };

const SORT_COLUMNS = {
  date: 'revised_on',
  number: 'number_key',
  id: 'id',
  createTime: 'created_at',
  updateTime: 'updated_at',
} as const satisfies Record<(typeof DOCUMENT_SORT_FIELDS)[number], string>;

/**
 * Documents, their product links and their revisions. Every write that changes what a product
 * lists (links, a revision, a language published or not) derives the facts of the products
 * concerned again, in the same transaction, so `jsonStr.files` follows (contract §9).
 */
export class DocumentRepository extends BilingualRepository<'documents', DocumentI18n, DocumentWrite> {
  protected readonly table = DOCUMENTS;

  protected columns(input: DocumentWrite): RecordColumns<'documents'> {
    return {
      type: input.type,
      number: input.number,
      number_key: input.number.toLowerCase(),
      lang: input.lang,
      enabled: input.enabled,
    };
  }

  override async insert(input: DocumentWrite): Promise<number> {
    const id = await uniqueOn('number', () => super.insert(input));
    await this.#writeProducts(id, input.productIds);
    if (input.revision) await this.addRevision(id, input.revision, input.createdAt);
    else await this.#refreshProducts(input.productIds);
    return id;
  }

  override async update(id: number, input: DocumentWrite): Promise<boolean> {
    const before = await this.productIdsOf(id);
    if (!(await uniqueOn('number', () => super.update(id, input)))) return false;
    await this.#writeProducts(id, input.productIds);
    await this.#refreshProducts([...before, ...input.productIds]);
    return true;
  }

  override async removeTexts(id: number, langs: readonly Lang[]): Promise<void> {
    await super.removeTexts(id, langs);
    await this.#refreshProducts(await this.productIdsOf(id));
  }

  override async delete(id: number): Promise<boolean> {
    const products = await this.productIdsOf(id);
    const deleted = await super.delete(id);
    await syncFileRefs(this.db, 'document', id, null);
    await this.#refreshProducts(products);
    return deleted;
  }

  override async findStored(id: number): Promise<Stored<DocumentRow, DocumentI18n> | undefined> {
    const stored = await super.findStored(id);
    if (!stored) return undefined;
    const [row] = await this.withParts([stored.row]);
    return { row: row as DocumentRow, i18n: stored.i18n };
  }

  /** The back-office list: `keyword` finds a title (drafts too) or a number. */
  async adminList({ keyword, ...filter }: AdminDocumentListQuery) {
    const { list, total } = await DOCUMENTS.adminList(this.db, filter, {
      sortColumns: SORT_COLUMNS,
      keywordColumns: ['title'],
      unsortedDirection: 'desc',
      narrow: (query, { type, productId }) => {
        let narrowed = query;
        if (type !== undefined) narrowed = narrowed.where('r.type', '=', type);
        if (productId !== undefined) {
          narrowed = narrowed.where(
            'r.id',
            'in',
            sql<number>`(select document_id from document_products where product_id = ${productId})`,
          );
        }
        if (keyword) {
          const titled = DOCUMENTS.idsWithTextContaining(this.db, keyword, ['title']);
          narrowed = narrowed.where((eb) =>
            eb.or([eb('r.id', 'in', titled), containsIgnoreCase(eb.ref('r.number'), keyword)]),
          );
        }
        return narrowed;
      },
    });
    const rows = await this.withParts(list.map((stored) => stored.row));
    return {
      list: list.map((stored, index) => ({ row: rows[index] as DocumentRow, i18n: stored.i18n })),
      total,
    };
  }

  /** Whether another document (not `exceptId`) has this number, ignoring case. */
  async numberTaken(number: string, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom('documents').select('id').where('number_key', '=', number.toLowerCase());
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async hasRevision(id: number, revision: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('document_revisions')
      .select('id')
      .where('document_id', '=', id)
      .where('revision_key', '=', revision.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Adds `revision` as the document's latest: its date orders the lists, its file is referenced
   * (public while the document is), and every earlier file stays referenced and downloadable.
   */
  async addRevision(id: number, revision: RevisionWrite, createdAt?: string): Promise<number> {
    const { id: revisionId } = await uniqueOn('revision', () =>
      this.db
        .insertInto('document_revisions')
        .values({
          document_id: id,
          revision: revision.revision,
          revision_key: revision.revision.toLowerCase(),
          released_on: revision.date,
          file_id: revision.file.id,
          changes: jsonText(revision.i18n),
          created_at: createdAt ?? nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await this.db
      .updateTable('documents')
      .set({ revised_on: revision.date, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    const revisions = (await this.revisionsOf([id])).get(id) ?? [];
    await syncFileRefs(
      this.db,
      'document',
      id,
      revisions.map((each) => downloadUrl(each.file.id)),
    );
    await this.#refreshProducts(await this.productIdsOf(id));
    return revisionId;
  }

  async productIdsOf(id: number): Promise<number[]> {
    if (id > MAX_ID) return [];
    return (await this.productsOf([id])).get(id) ?? [];
  }

  /** Each document's products, in the editor's order. */
  async productsOf(ids: readonly number[]): Promise<Map<number, number[]>> {
    const products = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return products;
    const rows = await this.db
      .selectFrom('document_products')
      .select(['document_id', 'product_id'])
      .where('document_id', 'in', [...ids])
      .orderBy('document_id')
      .orderBy('sort')
      .execute();
    for (const row of rows) products.get(row.document_id)?.push(row.product_id);
    return products;
  }

  /** Each document's revisions, newest first. */
  async revisionsOf(ids: readonly number[]): Promise<Map<number, StoredRevision[]>> {
    const revisions = new Map<number, StoredRevision[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return revisions;
    const rows = await this.db
      .selectFrom('document_revisions as rv')
      .innerJoin('files as f', 'f.id', 'rv.file_id')
      .select([
        'rv.id',
        'rv.document_id',
        'rv.revision',
        'rv.released_on',
        'rv.changes',
        'rv.created_at',
        'f.id as file_id',
        'f.name',
        'f.size',
      ])
      .where('rv.document_id', 'in', [...ids])
      .orderBy('rv.id', 'desc')
      .execute();
    for (const row of rows) {
      revisions.get(row.document_id)?.push({
        id: row.id,
        revision: row.revision,
        date: row.released_on,
        file: { id: row.file_id, name: row.name, size: Number(row.size), url: downloadUrl(row.file_id) },
        i18n: JSON.parse(row.changes),
        createdAt: row.created_at,
      });
    }
    return revisions;
  }

  async withParts(rows: ReadonlyArray<Selectable<DocumentTable>>): Promise<DocumentRow[]> {
    const ids = rows.map((row) => row.id);
    const [products, revisions] = await Promise.all([this.productsOf(ids), this.revisionsOf(ids)]);
    return rows.map((row) => ({
      ...row,
      productIds: products.get(row.id) ?? [],
      revisions: revisions.get(row.id) ?? [],
    }));
  }

  async #writeProducts(id: number, productIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('document_products').where('document_id', '=', id).execute();
    if (productIds.length === 0) return;
    await this.db
      .insertInto('document_products')
      .values(productIds.map((productId, sort) => ({ document_id: id, product_id: productId, sort })))
      .execute();
  }

  #refreshProducts(productIds: readonly number[]): Promise<void> {
    return new ProductDataRepository(this.db).refreshFacts(productIds);
  }
}
