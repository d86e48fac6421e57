import {
  type AdminProduct,
  type CompareAnswer,
  type FileRef,
  formatParameterDisplay,
  type Lang,
  type Paged,
  type ParameterFacet,
  PRODUCT_STATUSES,
  type ProductDataFilter,
  type ProductI18n,
  type ProductParameter,
  type ProductRecord,
  type ProductStatus,
  parseNumberRange,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, type FieldProblem, invalidField, notFound } from '../../lib/app-error.ts';
import { type ContentChanges, ContentMemo } from '../../lib/cache/content-memo.ts';
import { RowMemo } from '../../lib/cache/row-memo.ts';
import type { BlockService } from '../blocks/blocks.service.ts';
import {
  type ParameterDefinition,
  ProductParameterRepository,
} from '../product-parameters/product-parameters.repository.ts';
import { productFiles } from './document-files.ts';
import { ProductCategoryRepository } from './product-categories.repository.ts';
import { ProductDataRepository } from './product-data.repository.ts';
import { labelIn, optionLabelIn, type StoredFacts, type StoredValue } from './product-facts.ts';
import { storedValue } from './products.admin.service.ts';
import {
  EXPORT_BATCH,
  type ParameterFilter,
  type ProductFilter,
  type ProductMatch,
  ProductRepository,
} from './products.repository.ts';

/** A public list request: paging and category, and the product-data filters of contract §8. */
export interface ProductListRequest extends ProductDataFilter {
  classifyId?: number;
  pageNum: number;
  pageSize: number;
}

/** A request of the CSV export: the list's filters, without paging (contract §13). */
export interface ProductExportRequest extends ProductDataFilter {
  classifyId?: number;
}

/** One product as the CSV export writes it. */
export interface ProductExportRow {
  model: string;
  name: string;
  status: ProductStatus;
  parameters: ProductParameter[];
}

export interface ProductExport {
  /** The columns: the category's parameters, or every published category's. */
  parameters: ParameterFacet[];
  /** The matching products in the list's order, read `EXPORT_BATCH` at a time as they are consumed. */
  rows: AsyncIterable<ProductExportRow>;
}

export interface CategoryOption {
  label: string;
  value: number;
  count: number;
}

type ProductRow = NonNullable<Awaited<ReturnType<ProductRepository['findPublished']>>>;
type ProductContent = ProductRecord['content'];

/** Far above a catalogue's products in both languages; past it the least recently read go. */
const MAX_KEPT_CONTENTS = 10_000;

/**
 * Far above the facets a site has (each language, of all products and of each category); the
 * category comes from the request, so a bound keeps made-up ids from filling memory (issue 23).
 */
export const MAX_KEPT_FACETS = 256;

/** The product list's totals kept: each filter combination a request names is one. */
export const MAX_KEPT_TOTALS = 1_000;

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
   * Each product's content in each language, kept while its published row (text, facts, category
   * name and every other column) stays what it was: parsing a page of texts on every uncached
   * read, and writing each one's `jsonStr` again (lib/http.ts keeps a frozen content's JSON), cost
   * more than the rest of the read (docs/decisions/2026-11-25-one-way-to-answer-a-public-read.md).
   */
  readonly #contents = new RowMemo<ProductRow, ProductContent>(MAX_KEPT_CONTENTS);
  readonly #parameters: ProductParameterRepository;
  readonly #db: Kysely<Database>;

  /**
   * The facets of `GET /product/parameters` by language and category, kept until published
   * content changes, when `changes` is given (the response cache: every process drops them with
   * its answers, on every change). On 10,000 products they take 66 ms to compute, and `/product`
   * renders them for every filter combination in its URL. At most `MAX_KEPT_FACETS`, the least
   * recently asked for dropped first.
   */
  readonly #facets: ContentMemo<ParameterFacet[]> | undefined;
  /**
   * The list's totals by language and filters, kept as the facets are: a page is read from an
   * index and stops once full, but its total counts every match, which on 100,000 products took
   * most of an uncached list's time (25 ms of 27–38; 89 ms with two parameter filters).
   */
  readonly #totals: ContentMemo<number> | undefined;

  constructor(db: Kysely<Database>, blocks: BlockService, changes?: ContentChanges) {
    this.#db = db;
    this.#products = new ProductRepository(db);
    this.#parameters = new ProductParameterRepository(db);
    this.#blocks = blocks;
    this.#facets = changes && new ContentMemo(changes, MAX_KEPT_FACETS);
    this.#totals = changes && new ContentMemo(changes, MAX_KEPT_TOTALS);
  }

  /** A page of published products; bad filters are a 400 naming the query field (contract §8). */
  async list(lang: Lang, request: ProductListRequest): Promise<Paged<ProductRecord>> {
    const filter: ProductFilter = {
      classifyId: request.classifyId,
      pageNum: request.pageNum,
      pageSize: request.pageSize,
      ...(await this.#match(request)),
    };
    const totals = this.#totals;
    const { rows, total } = await this.#products.list(
      lang,
      filter,
      totals && ((key, count) => totals.get(key, count)),
    );
    const list = rows.map((row) => this.#record(lang, row));
    return { list, total, pageNum: request.pageNum, pageSize: request.pageSize };
  }

  /**
   * The request's filters checked against the parameter definitions. Definitions are read only
   * when the request has parameter filters or a sort, so a plain list costs what it did.
   */
  async #match(request: ProductDataFilter): Promise<ProductMatch & Pick<ProductFilter, 'sort'>> {
    const problems: FieldProblem[] = [];
    const statuses = this.#statuses(request.status, problems);
    // An empty value is no filter, as an empty field of a GET form sends it.
    const filters = Object.entries(request.filters ?? {}).filter(([, text]) => text.trim() !== '');
    let parameters: ParameterFilter[] | undefined;
    let sort: ProductFilter['sort'];
    if (filters.length > 0 || request.sort) {
      const sortKey = request.sort ? /^-?p\.(.+)$/.exec(request.sort)?.[1] : undefined;
      const keys = [...new Set([...filters.map(([key]) => key), ...(sortKey ? [sortKey] : [])])];
      const definitions = await this.#parameters.byKeys(keys);
      parameters = filters
        .map(([key, text]) => parameterFilter(definitions.get(key), key, text, problems))
        .filter((filter) => filter !== undefined);
      if (request.sort) {
        const definition = sortKey === undefined ? undefined : definitions.get(sortKey);
        if (definition?.type === 'number') {
          sort = { parameterId: definition.id, descending: request.sort.startsWith('-') };
        } else problems.push({ field: 'sort', key: definition ? 'invalidValue' : 'unknownParameter' });
      }
    }
    if (problems.length) throw new AppError('VALIDATION_ERROR', problems);
    return { keyword: request.keyword, statuses, parameters, sort };
  }

  #statuses(status: string[] | undefined, problems: FieldProblem[]): ProductStatus[] | undefined {
    const wanted = [...new Set((status ?? []).map((value) => value.trim()).filter(Boolean))];
    if (wanted.length === 0) return undefined;
    if (!wanted.every((value) => (PRODUCT_STATUSES as readonly string[]).includes(value))) {
      problems.push({ field: 'status', key: 'invalidValue' });
    }
    return wanted as ProductStatus[];
  }

  /** Every published product in `lang` as the sitemap lists it: its page, its category's and its files. */
  async sitemap(
    lang: Lang,
  ): Promise<Array<{ id: number; classifyId: number; updateTime: string; files: FileRef[] }>> {
    const rows = await this.#products.sitemap(lang);
    const list = (json: string | null): FileRef[] => (json ? JSON.parse(json) : []);
    return rows.map((row) => ({
      id: row.id,
      classifyId: row.classify_id,
      updateTime: toIso(row.updated_at),
      files: productFiles(list(row.document_files), list(row.files)),
    }));
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
    return this.#contents.get(`${lang}:${row.id}`, row, () => {
      // Stored texts were validated when written; the facts were derived from validated data.
      const text: ProductI18n = JSON.parse(row.data);
      const { documentFiles, ...facts }: StoredFacts = JSON.parse(row.facts);
      return deepFreeze({
        ...text,
        files: productFiles(documentFiles, text.files),
        category: row.category,
        enabled: true as const,
        ...facts,
      });
    });
  }

  /**
   * The public record a back-office product (a version's snapshot) would be in `lang`, as a
   * preview shows it: its text, its category's name now, and its data derived as a save derives
   * it (a value whose parameter has since gone or changed type is left out). Nothing is stored.
   */
  async recordOf(record: AdminProduct, lang: Lang): Promise<ProductRecord | undefined> {
    const text = record.i18n[lang];
    if (!text) return undefined;
    const definitions = new Map((await this.#parameters.definitions()).map((each) => [each.key, each]));
    const values = record.parameterValues.flatMap((value, index): StoredValue[] => {
      const definition = definitions.get(value.key);
      try {
        return definition ? [storedValue(definition, value, `parameterValues.${index}`)] : [];
      } catch {
        return [];
      }
    });
    const [category, { documentFiles, ...facts }] = await Promise.all([
      new ProductCategoryRepository(this.#db).findStored(record.classifyId),
      new ProductDataRepository(this.#db).factsOf(
        record.classifyId,
        {
          status: record.status,
          lastOrderDate: record.lastOrderDate,
          lastShipDate: record.lastShipDate,
          replacementIds: record.replacementIds,
          values,
          parts: record.parts,
        },
        lang,
        record.id,
      ),
    ]);
    return {
      id: record.id,
      classifyId: record.classifyId,
      sort: record.sort,
      createTime: record.createTime,
      updateTime: record.updateTime,
      content: {
        ...text,
        files: productFiles(documentFiles, text.files),
        category: category?.i18n[lang]?.name ?? '',
        enabled: true,
        ...facts,
      },
    };
  }

  isPublished(id: number): Promise<boolean> {
    return this.#products.isPublished(id);
  }

  /** Published categories with the count of products matching every filter but the category. */
  async categoryOptions(lang: Lang, request: ProductDataFilter = {}): Promise<CategoryOption[]> {
    const { sort: _sort, ...match } = await this.#match({ ...request, sort: undefined });
    const rows = await this.#products.categoryOptions(lang, match);
    return rows.map((row) => ({ label: row.name, value: row.id, count: Number(row.count) }));
  }

  /**
   * `GET /product/parameters`: a category's parameters in its order (of every published category
   * when none is named, in the definitions' order), with the ranges and value counts of the
   * published products. An unknown or unpublished category has none.
   */
  parameters(lang: Lang, classifyId?: number): Promise<ParameterFacet[]> {
    const compute = () => this.#parameterFacets(lang, classifyId);
    return this.#facets ? this.#facets.get(`${lang}:${classifyId ?? ''}`, compute) : compute();
  }

  async #parameterFacets(lang: Lang, classifyId?: number): Promise<ParameterFacet[]> {
    const [definitions, statistics] = await Promise.all([
      this.#parameters.definitions(),
      this.#products.parameterStatistics(lang, classifyId),
    ]);
    let listed: ParameterDefinition[];
    if (classifyId === undefined) {
      const published = await this.#products.publishedParameterIds(lang);
      listed = definitions.filter((definition) => published.has(definition.id));
    } else {
      const byId = new Map(definitions.map((definition) => [definition.id, definition]));
      const ids = await this.#products.publishedCategoryParameterIds(lang, classifyId);
      listed = ids.map((id) => byId.get(id)).filter((definition) => definition !== undefined);
    }
    return listed.map((definition) => {
      const rows = statistics.filter((row) => row.parameter_id === definition.id);
      const facet = {
        key: definition.key,
        label: labelIn(definition, lang),
        unit: definition.unit,
        type: definition.type,
      };
      const countOf = (token: string) => Number(rows.find((row) => row.text_value === token)?.count ?? 0);
      if (definition.type === 'number') {
        const ends = rows
          .flatMap((row) => [row.min_low, row.min_high, row.max_low, row.max_high])
          .filter((end) => end !== null && end !== undefined)
          .map(Number);
        const min = ends.length ? Math.min(...ends) : null;
        const max = ends.length ? Math.max(...ends) : null;
        return { ...facet, min, max, options: null };
      }
      const options =
        definition.type === 'enum'
          ? definition.options.map((token) => ({
              value: token,
              label: optionLabelIn(definition, token, lang),
              count: countOf(token),
            }))
          : [true, false].map((value) => ({
              value,
              label: formatParameterDisplay({ type: 'boolean', unit: '', value, min: null, max: null }, lang),
              count: countOf(String(value)),
            }));
      return { ...facet, min: null, max: null, options };
    });
  }

  /**
   * The parametric table's columns when no category is chosen (contract §13): the parameters
   * that most of the listed products share, that is those listed by the categories holding at
   * least half of them, in the definitions' order. `categories` are the list's category counts,
   * which the page has read already: the columns follow what the filters leave, and cost one
   * small query (counting every product's values took 60 ms on 10,000 products).
   */
  async sharedParameterKeys(lang: Lang, categories: readonly CategoryOption[]): Promise<string[]> {
    const total = categories.reduce((sum, category) => sum + category.count, 0);
    if (total === 0) return [];
    const counts = new Map(categories.map((category) => [category.value, category.count]));
    const [definitions, listed] = await Promise.all([
      this.#parameters.definitions(),
      this.#products.publishedCategoryParameters(lang),
    ]);
    const holders = new Map<number, number>();
    for (const { category_id, parameter_id } of listed) {
      holders.set(parameter_id, (holders.get(parameter_id) ?? 0) + (counts.get(category_id) ?? 0));
    }
    return definitions
      .filter((definition) => (holders.get(definition.id) ?? 0) * 2 >= total)
      .map((definition) => definition.key);
  }

  /**
   * `GET /product/export.csv`: the filters checked (a 400 before anything is sent), the columns,
   * and the matching products, read in batches while the answer is written so that memory stays
   * flat however many match. A product unpublished meanwhile is left out.
   */
  async export(lang: Lang, request: ProductExportRequest): Promise<ProductExport> {
    const match = await this.#match(request);
    const [parameters, ids] = await Promise.all([
      this.parameters(lang, request.classifyId),
      this.#products.matchingIds(lang, { classifyId: request.classifyId, ...match }),
    ]);
    return { parameters, rows: this.#exportRows(lang, ids) };
  }

  async *#exportRows(lang: Lang, ids: number[]): AsyncGenerator<ProductExportRow> {
    for (let at = 0; at < ids.length; at += EXPORT_BATCH) {
      const batch = ids.slice(at, at + EXPORT_BATCH);
      const rows = new Map((await this.#products.exportRows(lang, batch)).map((row) => [row.id, row]));
      for (const id of batch) {
        const row = rows.get(id);
        if (!row) continue;
        // Not through the kept contents: an export of the whole catalogue would fill them.
        const facts: StoredFacts = JSON.parse(row.facts);
        yield { model: row.model, name: row.name, status: facts.status, parameters: facts.parameters };
      }
    }
  }

  /**
   * `GET /product/compare`: the products side by side, in the order asked, and a row for every
   * parameter any of them has. Two to four distinct ids, else a 400; an unpublished one is a 404.
   */
  async compare(lang: Lang, ids: number[]): Promise<CompareAnswer> {
    const distinct = new Set(ids);
    if (
      ids.length < 2 ||
      ids.length > 4 ||
      distinct.size !== ids.length ||
      !ids.every((id) => Number.isInteger(id) && id > 0)
    ) {
      throw invalidField('ids', 'invalidValue');
    }
    const rows = await this.#products.findPublishedMany(lang, ids);
    const byId = new Map(rows.map((row) => [row.id, this.#content(lang, row)]));
    const contents = ids.map((id) => byId.get(id));
    if (contents.some((content) => content === undefined)) throw notFound();
    const products = contents as ProductContent[];
    const keys = new Map<string, { key: string; label: string; unit: string }>();
    for (const product of products) {
      for (const parameter of product.parameters) {
        if (!keys.has(parameter.key)) keys.set(parameter.key, parameter);
      }
    }
    return {
      products: products.map((product, index) => ({
        id: ids[index] as number,
        name: product.name,
        model: product.model,
        status: product.status,
        cover: product.cover,
      })),
      rows: [...keys.values()].map(({ key, label, unit }) => {
        const values = products.map(
          (product) => product.parameters.find((parameter) => parameter.key === key)?.display ?? null,
        );
        return { key, label, unit, values, same: values.every((value) => value === values[0]) };
      }),
    };
  }

  /** The product page's banner and texts, a page block kept as a JSON string (contract §2). */
  pageConfig(lang: Lang): Promise<string> {
    return this.#blocks.dataString('productPage', lang);
  }
}

/** One `p.<key>` filter read against its definition; problems are collected, not thrown. */
function parameterFilter(
  definition: Omit<ParameterDefinition, 'i18n' | 'sort'> | undefined,
  key: string,
  text: string,
  problems: FieldProblem[],
): ParameterFilter | undefined {
  const field = `p.${key}`;
  if (!definition) {
    problems.push({ field, key: 'unknownParameter' });
    return undefined;
  }
  if (definition.type === 'number') {
    const range = parseNumberRange(text, definition.unit);
    if (!range) {
      problems.push({ field, key: 'invalidValue' });
      return undefined;
    }
    return { kind: 'number', parameterId: definition.id, ...range };
  }
  const allowed = definition.type === 'enum' ? definition.options : ['true', 'false'];
  const tokens = [
    ...new Set(
      text
        .split(',')
        .map((token) => token.trim())
        .filter(Boolean),
    ),
  ];
  if (tokens.length === 0 || !tokens.every((token) => allowed.includes(token))) {
    problems.push({ field, key: tokens.length ? 'notAnOption' : 'invalidValue' });
    return undefined;
  }
  return { kind: 'tokens', parameterId: definition.id, tokens };
}
