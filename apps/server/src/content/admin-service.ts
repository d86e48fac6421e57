import {
  type FileRef,
  LANGS,
  type Lang,
  type Paged,
  type PagingQuery,
  type Resource,
} from '@coresense/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { I18n } from '../db/column-types.ts';
import type { Database } from '../db/schema.ts';
import { AppError, invalidField } from '../lib/app-error.ts';
import {
  type AuditActor,
  type AuditLogService,
  changedFields,
} from '../modules/audit-log/audit-log.service.ts';
import { FileRepository } from '../modules/files/files.repository.ts';
import type { Stored } from './bilingual-table.ts';
import { downloadUrl } from './file-refs.ts';

/*
 * The write side of the bilingual content resources (products, categories, applications, news,
 * investor items, jobs, comments): each domain describes its repository and rules in a spec,
 * and one service runs every write in a transaction with its audit entry.
 */

/** Who makes a back-office write, as the audit log records it. */
export interface Editor {
  actor: AuditActor;
  ip: string;
}

export function editorOf(request: FastifyRequest): Editor {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return { actor: { id: request.user.id, username: request.user.username }, ip: request.ip };
}

export type { Stored };

export interface ContentRepository<Row, Text, Write, Filter> {
  adminList(filter: Filter): Promise<{ list: Array<Stored<Row, Text>>; total: number }>;
  findStored(id: number): Promise<Stored<Row, Text> | undefined>;
  /** Writes with the repository's own connection: call it inside a transaction. */
  insert(input: Write): Promise<number>;
  update(id: number, input: Write): Promise<boolean>;
  delete(id: number): Promise<boolean>;
}

export interface ContentAdminSpec<Row, Text, Input, Write, Filter, Rec> {
  resource: Resource;
  repository(db: Kysely<Database>): ContentRepository<Row, Text, Write, Filter>;
  toRecord(stored: Stored<Row, Text>): Rec;
  /** Turns the validated body into what is stored: rich text sanitised, file references checked. */
  prepare(input: Input, db: Kysely<Database>): Promise<Write>;
  /** Checks references to other records, inside the write's transaction. */
  verify?(input: Write, trx: Kysely<Database>): Promise<void>;
  /** Refuses to delete a record that others still need. */
  verifyDelete?(id: number, trx: Kysely<Database>): Promise<void>;
}

/** Fields that say nothing about what an editor changed. */
const UNAUDITED_FIELDS = new Set(['id', 'createTime', 'updateTime', 'incompleteLangs']);

/**
 * A record as the audit log compares it: top-level fields, and the text as `i18n.<lang>.<field>`
 * so an entry names the exact texts that changed.
 */
export function auditView(record: object): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (UNAUDITED_FIELDS.has(field)) continue;
    if (field !== 'i18n') {
      view[field] = value;
      continue;
    }
    for (const [lang, text] of Object.entries(value as Record<string, object | undefined>)) {
      for (const [key, item] of Object.entries(text ?? {})) view[`i18n.${lang}.${key}`] = item;
    }
  }
  return view;
}

/** `changedFields`, with a value that disappeared (a dropped language) written as null. */
function auditChanges(before: object, after: object) {
  const changes = changedFields(auditView(before), auditView(after));
  for (const change of Object.values(changes)) {
    change.from ??= null;
    change.to ??= null;
  }
  return changes;
}

export function incompleteLangs(i18n: I18n<unknown>): Lang[] {
  return LANGS.filter((lang) => i18n[lang] === undefined);
}

/** Applies `change` to the text of every language present. */
export function mapI18n<T, U = T>(i18n: I18n<T>, change: (text: T, lang: Lang) => U): I18n<U> {
  const mapped: I18n<U> = {};
  for (const lang of LANGS) {
    const text = i18n[lang];
    if (text !== undefined) mapped[lang] = change(text, lang);
  }
  return mapped;
}

/**
 * The file references of one list field (`files`, `fileList`) in every language, checked
 * against the stored files: an unknown id is refused on its field, size and download URL
 * come from the file's record, and the name the editor gave is kept (else the file's own).
 */
export async function resolveFileRefs<F extends string, T extends { [K in F]: FileRef[] }>(
  db: Kysely<Database>,
  i18n: I18n<T>,
  field: F,
): Promise<I18n<T>> {
  const files = new FileRepository(db);
  const resolved: I18n<T> = {};
  for (const lang of LANGS) {
    const text = i18n[lang];
    if (text === undefined) continue;
    const refs: FileRef[] = [];
    for (const [index, ref] of text[field].entries()) {
      const file = await files.findById(ref.id);
      if (!file) throw invalidField(`i18n.${lang}.${field}.${index}.id`, 'unknownReference');
      refs.push({
        id: file.id,
        name: ref.name.trim() || file.name,
        size: Number(file.size),
        url: downloadUrl(file.id),
      });
    }
    resolved[lang] = { ...text, [field]: refs };
  }
  return resolved;
}

/**
 * List, read, create, update and delete of one bilingual resource. Every write runs in one
 * transaction with its audit entry; the caller announces the change after it commits.
 */
export class ContentAdminService<Row, Text, Input, Write, Filter extends PagingQuery, Rec> {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditLogService;
  readonly #spec: ContentAdminSpec<Row, Text, Input, Write, Filter, Rec>;

  constructor(
    db: Kysely<Database>,
    audit: AuditLogService,
    spec: ContentAdminSpec<Row, Text, Input, Write, Filter, Rec>,
  ) {
    this.#db = db;
    this.#audit = audit;
    this.#spec = spec;
  }

  async list(filter: Filter): Promise<Paged<Rec>> {
    const { list, total } = await this.#spec.repository(this.#db).adminList(filter);
    return {
      list: list.map((stored) => this.#spec.toRecord(stored)),
      total,
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
    };
  }

  async get(id: number): Promise<Rec | undefined> {
    const stored = await this.#spec.repository(this.#db).findStored(id);
    return stored && this.#spec.toRecord(stored);
  }

  async create(input: Input, editor: Editor): Promise<Rec> {
    const write = await this.#spec.prepare(input, this.#db);
    return this.#db.transaction().execute(async (trx) => {
      await this.#spec.verify?.(write, trx);
      const repository = this.#spec.repository(trx);
      const id = await repository.insert(write);
      const record = await this.#read(repository, id);
      await this.#record(trx, editor, 'create', id, auditView(record as object), record);
      return record;
    });
  }

  /** Replaces the record; `undefined` when there is none. */
  async update(id: number, input: Input, editor: Editor): Promise<Rec | undefined> {
    const write = await this.#spec.prepare(input, this.#db);
    return this.#db.transaction().execute(async (trx) => {
      const repository = this.#spec.repository(trx);
      const before = await repository.findStored(id);
      if (!before) return undefined;
      await this.#spec.verify?.(write, trx);
      await repository.update(id, write);
      const record = await this.#read(repository, id);
      const changes = auditChanges(this.#spec.toRecord(before) as object, record as object);
      await this.#record(trx, editor, 'update', id, changes, record);
      return record;
    });
  }

  /** `false` when there is no such record. */
  async delete(id: number, editor: Editor): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const repository = this.#spec.repository(trx);
      const before = await repository.findStored(id);
      if (!before) return false;
      await this.#spec.verifyDelete?.(id, trx);
      await repository.delete(id);
      const deleted = this.#spec.toRecord(before);
      await this.#record(trx, editor, 'delete', id, auditView(deleted as object), deleted);
      return true;
    });
  }

  async #read(repository: ContentRepository<Row, Text, Write, Filter>, id: number): Promise<Rec> {
    const stored = await repository.findStored(id);
    if (!stored) throw new Error(`${this.#spec.resource} ${id} vanished inside its own transaction`);
    return this.#spec.toRecord(stored);
  }

  #record(
    trx: Kysely<Database>,
    editor: Editor,
    action: 'create' | 'update' | 'delete',
    id: number,
    changes: Record<string, unknown>,
    subject: Rec,
  ) {
    return this.#audit.record(
      {
        ...editor,
        action,
        resource: this.#spec.resource,
        resourceId: id,
        changes,
        subject: subject as object,
      },
      trx,
    );
  }
}
