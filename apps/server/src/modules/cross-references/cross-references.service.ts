import {
  type AdminCrossReference,
  type AdminCrossReferenceListQuery,
  adminCrossReferenceInput,
  CROSS_REFERENCE_CSV_COLUMNS,
  type CrossReferenceAnswer,
  type CrossReferenceImportResult,
  type CrossReferenceMatch,
  LANGS,
  type Lang,
  type MessageKey,
  type Paged,
} from '@coresense/shared';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PublicChanges } from '../../content/public-changes.ts';
import { toIso } from '../../db/column-types.ts';
import { uniqueOn } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, type FieldProblem, invalidField } from '../../lib/app-error.ts';
import { changedFields } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import { compact } from '../../lib/text-keys.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { CrossReferenceRepository, type CrossReferenceWrite } from './cross-references.repository.ts';

type CrossReferenceInput = z.output<typeof adminCrossReferenceInput>;
type Row = NonNullable<Awaited<ReturnType<CrossReferenceRepository['find']>>>;
type Notes = Record<Lang, { note: string }>;

const RESOURCE = 'cross-references';
/** Rows one import may hold: a maker's whole line card, well within the 2 MiB body. */
export const IMPORT_MAX_ROWS = 5000;
/** Problems one refused import lists: enough to fix a file column by column. */
const IMPORT_MAX_PROBLEMS = 100;

function notesOf(stored: string): Notes {
  const parsed = JSON.parse(stored) as Partial<Notes>;
  return Object.fromEntries(LANGS.map((lang) => [lang, { note: parsed[lang]?.note ?? '' }])) as Notes;
}

function toRecord(row: Row): AdminCrossReference {
  return {
    id: row.id,
    competitorPartNumber: row.competitor_part_number,
    manufacturer: row.manufacturer,
    productId: row.product_id,
    partNumber: row.part_number,
    match: row.match as CrossReferenceMatch,
    i18n: notesOf(row.i18n),
    product: { name: row.product_name ?? '', model: row.product_model ?? '' },
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
}

function toWrite(input: CrossReferenceInput): CrossReferenceWrite {
  return {
    competitor_part_number: input.competitorPartNumber,
    part_key: compact(input.competitorPartNumber),
    manufacturer: input.manufacturer,
    product_id: input.productId,
    part_number: input.partNumber,
    match: input.match,
    i18n: JSON.stringify(input.i18n),
  };
}

function auditView(record: AdminCrossReference): Record<string, unknown> {
  const { id: _id, product: _product, createTime: _created, updateTime: _updated, ...fields } = record;
  return { ...fields, title: record.competitorPartNumber };
}

/** A product's part number as stored, for one written in any case and with any separators; else undefined. */
function partOf(partNumbers: readonly string[], asked: string): string | undefined {
  const key = compact(asked);
  return partNumbers.find((part) => compact(part) === key);
}

/**
 * Cross-reference (contract §13): competitors' part numbers and the products that replace them.
 * A write re-indexes the product it names (and the one it named before) for the site search in
 * its own transaction, so the next search finds the product by the competitor's number, or no
 * longer does.
 */
export class CrossReferenceService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditLogService;
  readonly #publicChanges: PublicChanges;

  constructor(db: Kysely<Database>, audit: AuditLogService, publicChanges: PublicChanges) {
    this.#db = db;
    this.#audit = audit;
    this.#publicChanges = publicChanges;
  }

  /** `GET /api/v1/product/cross-reference`: ignoring case, spaces and hyphens, exact matches first. */
  async lookup(lang: Lang, q: string): Promise<CrossReferenceAnswer> {
    const key = compact(q);
    if (key === '') return { list: [] };
    const rows = await new CrossReferenceRepository(this.#db).lookup(lang, key);
    return {
      list: rows.map((row) => ({
        competitorPartNumber: row.competitor_part_number,
        manufacturer: row.manufacturer,
        match: row.match as CrossReferenceMatch,
        note: notesOf(row.i18n)[lang].note,
        product: {
          id: row.product_id,
          model: row.model,
          name: row.name,
          url: `/product/detail?id=${row.product_id}`,
        },
        partNumber: row.part_number,
      })),
    };
  }

  /** A page of the back-office list, the products named in `lang` where they have it. */
  async list(lang: Lang, query: AdminCrossReferenceListQuery): Promise<Paged<AdminCrossReference>> {
    const { rows, total } = await new CrossReferenceRepository(this.#db).list(lang, query, compact);
    return { list: rows.map(toRecord), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  manufacturers(): Promise<string[]> {
    return new CrossReferenceRepository(this.#db).manufacturers();
  }

  async get(id: number, lang?: Lang): Promise<AdminCrossReference | undefined> {
    const row = await new CrossReferenceRepository(this.#db).find(id, lang);
    return row && toRecord(row);
  }

  async create(input: CrossReferenceInput, editor: Editor): Promise<AdminCrossReference> {
    return this.#db.transaction().execute(async (trx) => {
      const references = new CrossReferenceRepository(trx);
      const write = await this.#checked(references, input);
      const id = await uniqueOn('competitorPartNumber', () => references.insert(write));
      const created = await this.#readOrFail(references, id);
      await this.#productsChanged(trx, [created.productId]);
      await this.#audit.record(
        { ...editor, action: 'create', resource: RESOURCE, resourceId: id, changes: auditView(created) },
        trx,
      );
      return created;
    });
  }

  async update(
    id: number,
    input: CrossReferenceInput,
    editor: Editor,
  ): Promise<AdminCrossReference | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const references = new CrossReferenceRepository(trx);
      const before = await references.find(id);
      if (!before) return undefined;
      const write = await this.#checked(references, input);
      await uniqueOn('competitorPartNumber', () => references.update(id, write));
      const after = await this.#readOrFail(references, id);
      await this.#productsChanged(trx, [before.product_id, after.productId]);
      const changes = changedFields(auditView(toRecord(before)), auditView(after));
      await this.#audit.record(
        {
          ...editor,
          action: 'update',
          resource: RESOURCE,
          resourceId: id,
          changes,
          subject: auditView(after),
        },
        trx,
      );
      return after;
    });
  }

  async delete(id: number, editor: Editor): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const references = new CrossReferenceRepository(trx);
      const before = await references.find(id);
      if (!before) return false;
      await references.delete(id);
      await this.#productsChanged(trx, [before.product_id]);
      await this.#audit.record(
        {
          ...editor,
          action: 'delete',
          resource: RESOURCE,
          resourceId: id,
          changes: auditView(toRecord(before)),
        },
        trx,
      );
      return true;
    });
  }

  /**
   * Imports a CSV (a header row naming `CROSS_REFERENCE_CSV_COLUMNS`, in any order) whole or not
   * at all: every row is checked first, and any problem is refused with its line and column
   * (`lines.<line>.<column>`); otherwise every row is written in one transaction, a row naming a
   * competitor's part the product already has replacing that reference.
   */
  async importCsv(csv: string, editor: Editor): Promise<CrossReferenceImportResult> {
    const { rows, problems } = await this.#readCsv(csv);
    if (problems.length > 0) throw new AppError('VALIDATION_ERROR', problems.slice(0, IMPORT_MAX_PROBLEMS));
    return this.#db.transaction().execute(async (trx) => {
      const references = new CrossReferenceRepository(trx);
      let created = 0;
      for (const input of rows) {
        const write = toWrite(input);
        const existing = await references.idOf(write.part_key, write.product_id);
        if (existing === undefined) {
          await references.insert(write);
          created++;
        } else {
          await references.update(existing, write);
        }
      }
      await this.#productsChanged(
        trx,
        rows.map((row) => row.productId),
      );
      const result = { created, updated: rows.length - created };
      await this.#audit.record(
        {
          ...editor,
          action: 'import',
          resource: RESOURCE,
          resourceId: 'csv',
          title: `CSV (${rows.length})`,
          changes: result,
        },
        trx,
      );
      return result;
    });
  }

  /** The template the back-office offers: the header row and one example row. */
  template(example: { model: string; partNumber: string }): string {
    const cells = [
      'ADXL345',
      'Analog Devices',
      example.model,
      example.partNumber,
      'pin-compatible',
      '引脚兼容，需调整寄存器配置',
      'Same footprint; register map differs',
    ];
    return `\uFEFF${stringify([[...CROSS_REFERENCE_CSV_COLUMNS], cells], { record_delimiter: 'windows' })}`;
  }

  async templateExample(): Promise<{ model: string; partNumber: string }> {
    const { models, parts } = await new CrossReferenceRepository(this.#db).productCatalogue();
    const first = models[0];
    if (!first) return { model: 'CSA-3110', partNumber: '' };
    return {
      model: first.model,
      partNumber: parts.find((part) => part.product_id === first.id)?.part_number ?? '',
    };
  }

  async #readCsv(csv: string): Promise<{ rows: CrossReferenceInput[]; problems: FieldProblem[] }> {
    const problems: FieldProblem[] = [];
    const problem = (line: number, column: string, key: MessageKey) =>
      problems.push({ field: `lines.${line}.${column}`, key });
    let parsed: Array<{ record: string[]; info: { lines: number } }>;
    try {
      parsed = parse(csv, {
        bom: true,
        info: true,
        skip_empty_lines: true,
        trim: true,
        relax_column_count: true,
      }) as unknown as typeof parsed;
    } catch (error) {
      problem((error as { lines?: number }).lines ?? 1, 'csv', 'invalidFormat');
      return { rows: [], problems };
    }
    const [header, ...body] = parsed;
    const columns = header?.record ?? [];
    for (const column of ['competitorPartNumber', 'manufacturer', 'productModel', 'match']) {
      if (!columns.includes(column)) problem(1, column, 'required');
    }
    if (body.length === 0 && problems.length === 0) problem(2, 'competitorPartNumber', 'required');
    if (body.length > IMPORT_MAX_ROWS) problem(body.length + 1, 'csv', 'tooLarge');
    if (problems.length > 0) return { rows: [], problems };
    const records = body.map(({ record, info }) => ({
      line: info.lines,
      record: Object.fromEntries(columns.map((column, index) => [column, record[index] ?? ''])) as Record<
        string,
        string | undefined
      >,
    }));

    const catalogue = await new CrossReferenceRepository(this.#db).productCatalogue();
    const productByModel = new Map(catalogue.models.map((row) => [compact(row.model), row.id]));
    const partsOf = new Map<number, string[]>();
    for (const part of catalogue.parts) {
      partsOf.set(part.product_id, [...(partsOf.get(part.product_id) ?? []), part.part_number]);
    }
    const seen = new Map<string, number>();
    const rows: CrossReferenceInput[] = [];
    for (const { record, line } of records) {
      const productId = productByModel.get(compact(record.productModel ?? ''));
      if (!record.productModel) problem(line, 'productModel', 'required');
      else if (productId === undefined) problem(line, 'productModel', 'unknownReference');
      const checked = adminCrossReferenceInput.safeParse({
        competitorPartNumber: record.competitorPartNumber,
        manufacturer: record.manufacturer,
        productId: productId ?? 1,
        partNumber: record.partNumber,
        match: record.match,
        i18n: Object.fromEntries(LANGS.map((lang) => [lang, { note: record[`note_${lang}`] ?? '' }])),
      });
      const part =
        productId !== undefined && record.partNumber
          ? partOf(partsOf.get(productId) ?? [], record.partNumber)
          : null;
      if (part === undefined) problem(line, 'partNumber', 'notOfProduct');
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const [field, lang] = issue.path;
          const column = field === 'i18n' ? `note_${String(lang)}` : String(field);
          problem(line, column, issue.message as MessageKey);
        }
        continue;
      }
      if (productId === undefined || part === undefined) continue;
      const input = { ...checked.data, partNumber: part };
      const once = `${compact(input.competitorPartNumber)}\n${productId}`;
      const earlier = seen.get(once);
      if (earlier !== undefined) problem(line, 'competitorPartNumber', 'alreadyTaken');
      else seen.set(once, line);
      rows.push({ ...input, productId });
    }
    return { rows, problems };
  }

  /** The product must exist out of the trash; the part, when named, must be one of its parts. */
  async #checked(
    references: CrossReferenceRepository,
    input: CrossReferenceInput,
  ): Promise<CrossReferenceWrite> {
    if (!(await references.productExists(input.productId)))
      throw invalidField('productId', 'unknownReference');
    let partNumber = input.partNumber;
    if (partNumber !== null) {
      partNumber = partOf(await references.partNumbersOf(input.productId), partNumber) ?? null;
      if (partNumber === null) throw invalidField('partNumber', 'notOfProduct');
    }
    return toWrite({ ...input, partNumber });
  }

  /** Re-indexes the products for the site search, in the write's transaction. */
  async #productsChanged(trx: Kysely<Database>, productIds: readonly number[]): Promise<void> {
    for (const id of new Set(productIds))
      await this.#publicChanges.announce(trx, { resource: 'products', id });
  }

  async #readOrFail(references: CrossReferenceRepository, id: number): Promise<AdminCrossReference> {
    const row = await references.find(id);
    if (!row) throw new Error(`cross-reference ${id} vanished inside its own transaction`);
    return toRecord(row);
  }
}
