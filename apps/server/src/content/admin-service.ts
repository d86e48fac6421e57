import { LANGS, type Lang, type Paged, type PagingQuery, type Resource } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { I18n } from '../db/column-types.ts';
import type { Database } from '../db/schema.ts';
import { type AuditRecorder, changedFields } from '../lib/audit.ts';
import type { Editor } from '../lib/http.ts';
import type { Stored } from './bilingual-table.ts';

/*
 * The write side of the bilingual content resources (products, categories, applications, news,
 * investor items, jobs, comments): each domain describes its repository and rules in a spec,
 * and one service runs every write in a transaction with its audit entry.
 */

/** The types one content resource goes through, from the request body to the answer. */
export interface ContentTypes {
  /** The main row as the repository reads it. */
  row: unknown;
  /** One language's text. */
  text: unknown;
  /** The validated request body. */
  input: unknown;
  /** What the repository writes: the body prepared. */
  write: unknown;
  /** The back-office list's query. */
  filter: PagingQuery;
  /** The record the back-office reads. */
  record: object;
}

type StoredOf<T extends ContentTypes> = Stored<T['row'], T['text']>;

export interface ContentRepository<T extends ContentTypes> {
  adminList(filter: T['filter']): Promise<{ list: Array<StoredOf<T>>; total: number }>;
  findStored(id: number): Promise<StoredOf<T> | undefined>;
  /** Writes with the repository's own connection: call it inside a transaction. */
  insert(input: T['write']): Promise<number>;
  update(id: number, input: T['write']): Promise<boolean>;
  delete(id: number): Promise<boolean>;
}

export interface ContentAdminSpec<T extends ContentTypes> {
  resource: Resource;
  repository(db: Kysely<Database>): ContentRepository<T>;
  toRecord(stored: StoredOf<T>): T['record'];
  /** Turns the validated body into what is stored: rich text sanitised, file references checked. */
  prepare(input: T['input'], db: Kysely<Database>): Promise<T['write']>;
  /** Checks references to other records, inside the write's transaction; `id` is absent on create. */
  verify?(input: T['write'], trx: Kysely<Database>, id?: number): Promise<void>;
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
 * List, read, create, update and delete of one bilingual resource. Every write runs in one
 * transaction with its audit entry; the caller announces the change after it commits.
 */
export class ContentAdminService<T extends ContentTypes> {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditRecorder;
  readonly #spec: ContentAdminSpec<T>;

  constructor(db: Kysely<Database>, audit: AuditRecorder, spec: ContentAdminSpec<T>) {
    this.#db = db;
    this.#audit = audit;
    this.#spec = spec;
  }

  async list(filter: T['filter']): Promise<Paged<T['record']>> {
    const { list, total } = await this.#spec.repository(this.#db).adminList(filter);
    return {
      list: list.map((stored) => this.#spec.toRecord(stored)),
      total,
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
    };
  }

  async get(id: number): Promise<T['record'] | undefined> {
    const stored = await this.#spec.repository(this.#db).findStored(id);
    return stored && this.#spec.toRecord(stored);
  }

  async create(input: T['input'], editor: Editor): Promise<T['record']> {
    const write = await this.#spec.prepare(input, this.#db);
    return this.#db.transaction().execute(async (trx) => {
      await this.#spec.verify?.(write, trx);
      const repository = this.#spec.repository(trx);
      const id = await repository.insert(write);
      const record = await this.#read(repository, id);
      await this.#record(trx, editor, 'create', id, auditView(record), record);
      return record;
    });
  }

  /** Replaces the record; `undefined` when there is none. */
  async update(id: number, input: T['input'], editor: Editor): Promise<T['record'] | undefined> {
    const write = await this.#spec.prepare(input, this.#db);
    return this.#db.transaction().execute(async (trx) => {
      const repository = this.#spec.repository(trx);
      const before = await repository.findStored(id);
      if (!before) return undefined;
      await this.#spec.verify?.(write, trx, id);
      await repository.update(id, write);
      const record = await this.#read(repository, id);
      const changes = auditChanges(this.#spec.toRecord(before), record);
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
      await this.#record(trx, editor, 'delete', id, auditView(deleted), deleted);
      return true;
    });
  }

  async #read(repository: ContentRepository<T>, id: number): Promise<T['record']> {
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
    subject: T['record'],
  ) {
    return this.#audit.record(
      {
        ...editor,
        action,
        resource: this.#spec.resource,
        resourceId: id,
        changes,
        subject,
      },
      trx,
    );
  }
}
