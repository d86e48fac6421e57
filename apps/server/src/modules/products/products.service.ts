import type { Lang, Paged, ProductContent } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
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

/**
 * The stored text is already the JSON object of one language (validated when written); the
 * derived fields are put in front of it as text, sparing a parse and a stringify per product.
 */
function contentJson(row: ProductRow): string {
  const derived: Pick<ProductContent, 'category' | 'enabled'> = { category: row.category, enabled: true };
  const head = JSON.stringify(derived).slice(0, -1);
  return row.data === '{}' ? `${head}}` : `${head},${row.data.slice(1)}`;
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

  async detail(lang: Lang, id: number): Promise<ProductRecord | undefined> {
    const row = await this.#products.findPublished(lang, id);
    return row && toRecord(row);
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
