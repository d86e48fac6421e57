import type {
  AdminProductParameterListQuery,
  Lang,
  ParameterType,
  PRODUCT_PARAMETER_SORT_FIELDS,
} from '@coresense/shared';
import { type SqlBool, sql } from 'kysely';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import { BilingualTable, type RecordColumns } from '../../content/bilingual-table.ts';
import { notInTrash } from '../../content/trash/trash.repository.ts';
import { sortDirection } from '../../db/admin-queries.ts';
import { padded } from '../../db/prepared-queries.ts';
import { MAX_ID } from '../../db/queries.ts';

/** One language's text of a definition: its label and each enum token's label. */
export interface ParameterText {
  label: string;
  options: Record<string, string>;
}

export interface ParameterCreate extends BilingualWrite<ParameterText> {
  key: string;
  type: ParameterType;
  unit: string;
  sort: number;
  /** Enum tokens in display order. */
  options: string[];
}

/** A definition as the public reads and the writes of product data use it. */
export interface ParameterDefinition {
  id: number;
  key: string;
  type: ParameterType;
  unit: string;
  sort: number;
  options: string[];
  /** Label and option labels per language written. */
  i18n: Partial<Record<Lang, ParameterText>>;
}

const SORT_COLUMNS = {
  sort: 'd.sort',
  key: 'd.key',
  id: 'd.id',
  createTime: 'd.created_at',
  updateTime: 'd.updated_at',
} as const satisfies Record<(typeof PRODUCT_PARAMETER_SORT_FIELDS)[number], string>;

const PARAMETERS = new BilingualTable({
  table: 'product_parameters',
  textTable: 'product_parameter_i18n',
  owner: 'parameter_id',
  titleField: 'label',
  searchColumns: (text: ParameterText) => ({ label: text.label }),
});

/** Parameter definitions, and which categories list them (contract §8). */
export class ProductParameterRepository extends BilingualRepository<
  'product_parameters',
  ParameterText,
  ParameterCreate
> {
  protected readonly table = PARAMETERS;

  protected columns(input: ParameterCreate): RecordColumns<'product_parameters'> {
    return {
      key: input.key,
      type: input.type,
      unit: input.unit,
      sort: input.sort,
      options: JSON.stringify(input.options),
    };
  }

  #withUsage() {
    return this.db
      .selectFrom('product_parameters as d')
      .selectAll('d')
      .select((eb) =>
        eb
          .selectFrom('product_parameter_values as v')
          .whereRef('v.parameter_id', '=', 'd.id')
          .where(notInTrash('products', 'v.product_id'))
          .select(eb.fn.countAll<number>().as('count'))
          .as('product_count'),
      );
  }

  /** Each row with the categories listing it. */
  async #withCategories<Row extends { id: number }>(rows: Row[]) {
    const ids = rows.map((row) => row.id);
    const links = ids.length
      ? await this.db
          .selectFrom('product_category_parameters')
          .select(['parameter_id', 'category_id'])
          .where('parameter_id', 'in', ids)
          .orderBy('category_id')
          .execute()
      : [];
    return rows.map((row) => ({
      ...row,
      category_ids: links.filter((link) => link.parameter_id === row.id).map((link) => link.category_id),
    }));
  }

  async adminList(filter: AdminProductParameterListQuery) {
    let base = this.db.selectFrom('product_parameters as d');
    if (filter.type !== undefined) base = base.where('d.type', '=', filter.type);
    if (filter.keyword) {
      const keyword = filter.keyword;
      const labelled = PARAMETERS.idsWithTextContaining(this.db, keyword, ['label']);
      base = base.where((eb) =>
        eb.or([
          eb('d.id', 'in', labelled),
          eb(eb.fn('lower', ['d.key']), 'like', `%${keyword.toLowerCase()}%`),
        ]),
      );
    }
    const direction = sortDirection(filter.sortOrder);
    const listed = this.#withUsage()
      .where('d.id', 'in', base.select('d.id'))
      .orderBy(SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
      .orderBy('d.id', direction);
    const page = await PARAMETERS.adminPage(this.db, listed, base, filter);
    const rows = await this.#withCategories(page.list.map((stored) => stored.row));
    return {
      list: rows.map((row, index) => ({ row, i18n: page.list[index]?.i18n ?? {} })),
      total: page.total,
    };
  }

  /** With the categories listing it and how many products hold a value for it. */
  override async findStored(id: number) {
    if (id > MAX_ID) return undefined;
    const row = await this.#withUsage().where('d.id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const [withCategories] = await this.#withCategories([row]);
    if (!withCategories) return undefined;
    const [stored] = await PARAMETERS.withTexts(this.db, [withCategories]);
    return stored;
  }

  /** Every definition with its texts, in display order (`sort`, then key). */
  async definitions(): Promise<ParameterDefinition[]> {
    const rows = await this.prepared.execute('definitions', {}, () =>
      this.db
        .selectFrom('product_parameters')
        .select(['id', 'key', 'type', 'unit', 'sort', 'options'])
        .orderBy('sort')
        .orderBy('key'),
    );
    const texts = await this.prepared.execute('definition texts', {}, () =>
      this.db.selectFrom('product_parameter_i18n').select(['parameter_id', 'lang', 'data']),
    );
    const byId = new Map<number, ParameterDefinition>(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          key: row.key,
          type: row.type as ParameterType,
          unit: row.unit,
          sort: row.sort,
          options: JSON.parse(row.options) as string[],
          i18n: {},
        },
      ]),
    );
    for (const text of texts) {
      const definition = byId.get(text.parameter_id);
      if (definition) definition.i18n[text.lang as Lang] = JSON.parse(text.data) as ParameterText;
    }
    return [...byId.values()];
  }

  /**
   * The definitions of `keys` without their texts, by key: what checking a list's filters and
   * sort needs, read in one small query (all of them with their texts cost a list half again).
   */
  async byKeys(keys: string[]): Promise<Map<string, Omit<ParameterDefinition, 'i18n' | 'sort'>>> {
    if (keys.length === 0) return new Map();
    // A request names the keys: padded, 1 to 1,500 of them are 11 queries, not 1,500.
    const rows = await this.prepared.execute('definitions by key', { keys: padded(keys) }, (values) =>
      this.db
        .selectFrom('product_parameters')
        .select(['id', 'key', 'type', 'unit', 'options'])
        .where('key', 'in', values.keys),
    );
    return new Map(
      rows.map((row) => [
        row.key,
        {
          id: row.id,
          key: row.key,
          type: row.type as ParameterType,
          unit: row.unit,
          options: row.type === 'enum' ? (JSON.parse(row.options) as string[]) : [],
        },
      ]),
    );
  }

  /** How many products hold a value for the definition, and whether one holds each of `tokens`. */
  async usedTokens(id: number): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('product_parameter_values')
      .select('text_value')
      .distinct()
      .where('parameter_id', '=', id)
      .execute();
    return new Set(rows.map((row) => row.text_value ?? ''));
  }

  /**
   * How many products hold a value of it: every one, or those in the trash only (their values
   * must stay valid, for they may come back).
   */
  async countValues(id: number, of: 'all' | 'inTrash' = 'all'): Promise<number> {
    let query = this.db.selectFrom('product_parameter_values').where('parameter_id', '=', id);
    if (of === 'inTrash') query = query.where(sql<SqlBool>`not ${notInTrash('products', 'product_id')}`);
    const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async countCategories(id: number): Promise<number> {
    const row = await this.db
      .selectFrom('product_category_parameters')
      .where('parameter_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A category's parameter ids in display order. */
  async categoryParameterIds(categoryId: number): Promise<number[]> {
    if (categoryId > MAX_ID) return [];
    const rows = await this.db
      .selectFrom('product_category_parameters')
      .select('parameter_id')
      .where('category_id', '=', categoryId)
      .orderBy('sort')
      .execute();
    return rows.map((row) => row.parameter_id);
  }
}

/** The definitions by key. */
export function byKey(definitions: readonly ParameterDefinition[]): Map<string, ParameterDefinition> {
  return new Map(definitions.map((definition) => [definition.key, definition]));
}
