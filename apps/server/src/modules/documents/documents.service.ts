import type {
  AdminDocument,
  DocumentI18n,
  DocumentListQuery,
  DocumentRecord,
  DocumentRevision,
  Lang,
  Paged,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { PreparedQueries } from '../../db/prepared-queries.ts';
import { containsPattern, MAX_ID, matchesIgnoringCase } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { DocumentRepository, type StoredRevision } from './documents.repository.ts';

/** A page of the public list, narrowed by any of the contract's filters. */
export type DocumentFilter = Partial<Omit<DocumentListQuery, 'pageNum' | 'pageSize'>> &
  Pick<DocumentListQuery, 'pageNum' | 'pageSize'>;

/** A published document's main row and its text in the request's language. */
interface PublishedRow {
  id: number;
  type: string;
  number: string;
  lang: string;
  data: string;
}

/** A revision in `lang`: its change note in that language, '' when it has none there. */
function revisionIn(
  revision: Pick<StoredRevision, 'revision' | 'date' | 'file' | 'i18n'>,
  lang: Lang,
): DocumentRevision {
  return {
    revision: revision.revision,
    date: revision.date,
    changes: revision.i18n[lang]?.changes ?? '',
    file: revision.file,
  };
}

/**
 * The public record from a document's own fields, its title and its revisions (newest first);
 * undefined for a document without a revision, which has nothing to download.
 */
function recordOf(
  row: Pick<PublishedRow, 'id' | 'type' | 'number' | 'lang'>,
  text: DocumentI18n,
  productIds: number[],
  revisions: ReadonlyArray<Pick<StoredRevision, 'revision' | 'date' | 'file' | 'i18n'>>,
  lang: Lang,
): DocumentRecord | undefined {
  const [latest, ...earlier] = revisions;
  if (!latest) return undefined;
  return {
    id: row.id,
    type: row.type as DocumentRecord['type'],
    title: text.title,
    number: row.number,
    lang: row.lang as DocumentRecord['lang'],
    productIds,
    ...revisionIn(latest, lang),
    history: earlier.map((revision) => revisionIn(revision, lang)),
  };
}

/** The public record a back-office document (a version's snapshot) would be in `lang`, as a preview shows it. */
export function documentRecordOf(record: AdminDocument, lang: Lang): DocumentRecord | undefined {
  const text = record.i18n[lang];
  return text && recordOf(record, text, record.productIds, record.revisions, lang);
}

/**
 * The public reads of contract §9: published documents (enabled, written in the language) with
 * their revisions, newest first, found by type, product and a keyword in the title or number.
 */
export class DocumentService {
  readonly #db: Kysely<Database>;
  readonly #prepared: PreparedQueries<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#prepared = new PreparedQueries(db);
  }

  async list(lang: Lang, query: DocumentFilter): Promise<Paged<DocumentRecord>> {
    const values = {
      lang,
      type: query.type,
      productId: query.productId !== undefined && query.productId <= MAX_ID ? query.productId : undefined,
      keyword: query.keyword === undefined ? undefined : containsPattern(query.keyword),
    };
    if (query.productId !== undefined && values.productId === undefined) {
      return { list: [], total: 0, pageNum: query.pageNum, pageSize: query.pageSize };
    }
    const { rows, total } = await this.#prepared.page(
      'documents',
      values,
      query,
      (standIns) => {
        let published = this.#published(standIns.lang);
        if (standIns.type !== undefined) published = published.where('r.type', '=', standIns.type);
        if (standIns.productId !== undefined) {
          const productId = standIns.productId;
          published = published.where('r.id', 'in', (eb) =>
            eb
              .selectFrom('document_products as dp')
              .select('dp.document_id')
              .where('dp.product_id', '=', productId),
          );
        }
        if (standIns.keyword !== undefined) {
          const pattern = standIns.keyword;
          published = published.where((eb) =>
            eb.or([
              matchesIgnoringCase(eb.ref('t.title'), pattern),
              matchesIgnoringCase(eb.ref('r.number'), pattern),
            ]),
          );
        }
        return published;
      },
      (published) =>
        published
          .select(['r.id', 'r.type', 'r.number', 'r.lang', 't.data'])
          .orderBy('r.revised_on', 'desc')
          .orderBy('r.id', 'desc'),
    );
    return { list: await this.#records(rows, lang), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async detail(lang: Lang, id: number): Promise<DocumentRecord | undefined> {
    if (id > MAX_ID) return undefined;
    const rows = await this.#prepared.execute('document', { lang, id }, (values) =>
      this.#published(values.lang)
        .where('r.id', '=', values.id)
        .select(['r.id', 'r.type', 'r.number', 'r.lang', 't.data']),
    );
    const [record] = await this.#records(rows, lang);
    return record;
  }

  /** Every document published in `lang` about the product, newest first (its page lists them). */
  async ofProduct(lang: Lang, productId: number): Promise<DocumentRecord[]> {
    const { list } = await this.list(lang, { productId, pageNum: 1, pageSize: 100 });
    return list;
  }

  /**
   * The products published in `lang` that a document published there names, by model: the
   * document centre's product filter offers only these, however large the catalogue.
   */
  async productOptions(lang: Lang): Promise<Array<{ value: number; label: string }>> {
    const rows = await this.#db
      .selectFrom('products as p')
      .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
      .innerJoin('product_i18n as pi', 'pi.product_id', 'p.id')
      .select(['p.id', 'pi.model', 'pi.name'])
      .where('pi.lang', '=', lang)
      .where('p.enabled', '=', true)
      .where('c.enabled', '=', true)
      .where('p.id', 'in', (eb) =>
        eb
          .selectFrom('document_products as dp')
          .innerJoin('documents as d', 'd.id', 'dp.document_id')
          .innerJoin('document_i18n as dt', 'dt.document_id', 'd.id')
          .select('dp.product_id')
          .where('dt.lang', '=', lang)
          .where('d.enabled', '=', true),
      )
      .orderBy('pi.model')
      .orderBy('p.id')
      .execute();
    return rows.map((row) => ({ value: row.id, label: row.model ? `${row.model} ${row.name}` : row.name }));
  }

  async #records(rows: readonly PublishedRow[], lang: Lang): Promise<DocumentRecord[]> {
    const ids = rows.map((row) => row.id);
    const repository = new DocumentRepository(this.#db);
    const [products, revisions] = await Promise.all([
      repository.productsOf(ids),
      repository.revisionsOf(ids),
    ]);
    const published = await this.#publishedProducts(lang, [...new Set([...products.values()].flat())]);
    return rows.flatMap((row) => {
      const productIds = (products.get(row.id) ?? []).filter((id) => published.has(id));
      const record = recordOf(row, JSON.parse(row.data), productIds, revisions.get(row.id) ?? [], lang);
      return record ? [record] : [];
    });
  }

  /** Which of the products the public sees in `lang`: a document names only those. */
  async #publishedProducts(lang: Lang, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.#db
      .selectFrom('products as p')
      .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
      .innerJoin('product_i18n as pi', 'pi.product_id', 'p.id')
      .select('p.id')
      .where('p.id', 'in', [...ids])
      .where('pi.lang', '=', lang)
      .where('p.enabled', '=', true)
      .where('c.enabled', '=', true)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  #published(lang: Lang) {
    return this.#db
      .selectFrom('documents as r')
      .innerJoin('document_i18n as t', 't.document_id', 'r.id')
      .where('t.lang', '=', lang)
      .where('r.enabled', '=', true);
  }
}
