import type { Lang, Paged, ProductI18n, ProductRecord } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { BlockService } from '../blocks/blocks.service.ts';
import { type ProductFilter, ProductRepository } from './products.repository.ts';

export interface CategoryOption {
  label: string;
  value: number;
  count: number;
}

type ProductRow = NonNullable<Awaited<ReturnType<ProductRepository['findPublished']>>>;
type ProductContent = ProductRecord['content'];

/** Far above a catalogue's products in both languages; past it the memo starts afresh. */
const MAX_KEPT_CONTENTS = 10_000;

/** Freezes `value` and everything in it: a kept content is shared by every answer and page. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const each of Object.values(value)) deepFreeze(each);
    Object.freeze(value);
  }
  return value;
}

export class ProductService {
  readonly #products: ProductRepository;
  readonly #blocks: BlockService;
  /**
   * Each product's content in each language, kept while its stored text and its category's name
   * stay exactly what they were: parsing a page of texts on every uncached read, and writing
   * each one's `jsonStr` again (lib/http.ts keeps a frozen content's JSON), cost more than the
   * rest of the read (docs/decisions/2026-11-25-one-way-to-answer-a-public-read.md). Compared,
   * not trusted: it cannot answer anything the database no longer holds.
   */
  readonly #contents = new Map<string, { data: string; category: string; content: ProductContent }>();

  constructor(db: Kysely<Database>, blocks: BlockService) {
    this.#products = new ProductRepository(db);
    this.#blocks = blocks;
  }

  async list(lang: Lang, filter: ProductFilter): Promise<Paged<ProductRecord>> {
    const { rows, total } = await this.#products.list(lang, filter);
    const list = rows.map((row) => this.#record(lang, row));
    return { list, total, pageNum: filter.pageNum, pageSize: filter.pageSize };
  }

  async detail(lang: Lang, id: number): Promise<ProductRecord | undefined> {
    const row = await this.#products.findPublished(lang, id);
    return row && this.#record(lang, row);
  }

  #record(lang: Lang, row: ProductRow): ProductRecord {
    return {
      id: row.id,
      classifyId: row.classify_id,
      sort: row.sort,
      createTime: toIso(row.created_at),
      updateTime: toIso(row.updated_at),
      content: this.#content(lang, row),
    };
  }

  #content(lang: Lang, row: ProductRow): ProductContent {
    const key = `${lang}:${row.id}`;
    const kept = this.#contents.get(key);
    if (kept?.data === row.data && kept.category === row.category) return kept.content;
    // Stored texts were validated when written.
    const text: ProductI18n = JSON.parse(row.data);
    // Stand-in until the product data is stored (issue 14, next commits).
    const data = { status: 'active' as const, replacementIds: [], parameters: [], parts: [] };
    const content = deepFreeze({ ...text, category: row.category, enabled: true as const, ...data });
    if (this.#contents.size >= MAX_KEPT_CONTENTS) this.#contents.clear();
    this.#contents.set(key, { data: row.data, category: row.category, content });
    return content;
  }

  isPublished(id: number): Promise<boolean> {
    return this.#products.isPublished(id);
  }

  async categoryOptions(lang: Lang): Promise<CategoryOption[]> {
    const rows = await this.#products.categoryOptions(lang);
    return rows.map((row) => ({ label: row.name, value: row.id, count: Number(row.count) }));
  }

  /** The product page's banner and texts, a page block kept as a JSON string (contract §2). */
  pageConfig(lang: Lang): Promise<string> {
    return this.#blocks.dataString('productPage', lang);
  }
}
