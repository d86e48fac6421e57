import type { Lang, Paged, ProductContent } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { type JsonPart, pagedJson } from '../../lib/json-bytes.ts';
import type { BlockService } from '../blocks/blocks.service.ts';
import { type ProductFilter, ProductRepository } from './products.repository.ts';

export interface ProductRecord {
  id: number;
  classifyId: number;
  sort: number;
  createTime: string;
  updateTime: string;
  jsonStr: string;
}

export interface CategoryOption {
  label: string;
  value: number;
  count: number;
}

type ProductRow = NonNullable<Awaited<ReturnType<ProductRepository['findPublished']>>>;
type ProductLiteralRow = NonNullable<Awaited<ReturnType<ProductRepository['findPublishedLiteral']>>>;

/** The fields a product's public text gains from its record, as JSON members closing the object. */
function derivedMembers(row: { category: string }): string {
  const derived: Pick<ProductContent, 'category' | 'enabled'> = { category: row.category, enabled: true };
  return JSON.stringify(derived).slice(1);
}

/**
 * The stored text is already the JSON object of one language (validated when written); the
 * derived fields are appended to it as text, sparing a parse and a stringify per product.
 */
function contentJson(row: ProductRow): string {
  const members = derivedMembers(row);
  return row.data === '{}' ? `{${members}` : `${row.data.slice(0, -1)},${members}`;
}

/**
 * `contentJson` as the JSON string literal an answer carries, from the stored literal of the
 * text: its closing `}"` gives way to the derived members, escaped, and a closing quote.
 */
function contentLiteral(row: ProductLiteralRow): JsonPart[] {
  const literal = row.data_literal;
  const isEmpty = literal.length === 4;
  const members = derivedMembers(row);
  return [literal.subarray(0, -2), JSON.stringify(isEmpty ? members : `,${members}`).slice(1)];
}

function toRecord(row: ProductRow): ProductRecord {
  return {
    id: row.id,
    classifyId: row.classify_id,
    sort: row.sort,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    jsonStr: contentJson(row),
  };
}

/** `toRecord` as JSON; ISO times and numbers need no escaping. */
function recordJson(row: ProductLiteralRow): JsonPart[] {
  const head = `{"id":${row.id},"classifyId":${row.classify_id},"sort":${row.sort},"createTime":"${toIso(row.created_at)}","updateTime":"${toIso(row.updated_at)}","jsonStr":`;
  return [head, ...contentLiteral(row), '}'];
}

export class ProductService {
  readonly #products: ProductRepository;
  readonly #blocks: BlockService;

  constructor(db: Kysely<Database>, blocks: BlockService) {
    this.#products = new ProductRepository(db);
    this.#blocks = blocks;
  }

  async list(lang: Lang, filter: ProductFilter): Promise<Paged<ProductRecord>> {
    const { rows, total } = await this.#products.list(lang, filter);
    return { list: rows.map(toRecord), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
  }

  /** `list` as the JSON of the public answer's `data`. */
  async listJson(lang: Lang, filter: ProductFilter): Promise<JsonPart[]> {
    const { rows, total } = await this.#products.listLiterals(lang, filter);
    return pagedJson(rows.map(recordJson), total, filter);
  }

  async detail(lang: Lang, id: number): Promise<ProductRecord | undefined> {
    const row = await this.#products.findPublished(lang, id);
    return row && toRecord(row);
  }

  /** `detail` as the JSON of the public answer's `data`. */
  async detailJson(lang: Lang, id: number): Promise<JsonPart[] | undefined> {
    const row = await this.#products.findPublishedLiteral(lang, id);
    return row && recordJson(row);
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
