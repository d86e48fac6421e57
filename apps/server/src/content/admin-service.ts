import { isDeepStrictEqual } from 'node:util';
import {
  type HiddenReason,
  LANGS,
  type Lang,
  type Paged,
  type PagingQuery,
  type Publication,
  type Resource,
  type TranslationStatus,
  type TrashedResource,
  type VersionDiffEntry,
  type VersionEntry,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type I18n, toIso } from '../db/column-types.ts';
import type { Database } from '../db/schema.ts';
import { type AuditRecorder, changedFields } from '../lib/audit.ts';
import type { Editor } from '../lib/http.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import type { LangStatus, Stored } from './bilingual-table.ts';
import { FileAccess } from './file-access.ts';
import type { PublicChanges } from './public-changes.ts';
import {
  langsOf,
  languagesToPublish,
  type PublicationRequestOf,
  type Publishable,
  type PublishedVersions,
  publicationOf,
  savepoint,
} from './publication.ts';
import { cancelForRecord, deleteForRecord, pendingForMany } from './schedule/schedule.repository.ts';
import * as trash from './trash/trash.repository.ts';
import { type CurrentRecord, type Latest, VersionHistory } from './versions.ts';

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

/**
 * A record as it is stored (live, or as a version's snapshot): the answer without its
 * `publication` and `hidden`, which say where it stands with the public.
 */
export type SavedRecord<R> = Omit<R, 'publication' | 'hidden'>;
type SavedOf<T extends ContentTypes> = SavedRecord<T['record']>;

export interface ContentRepository<T extends ContentTypes> {
  adminList(filter: T['filter']): Promise<{ list: Array<StoredOf<T>>; total: number }>;
  findStored(id: number): Promise<StoredOf<T> | undefined>;
  /** Writes with the repository's own connection: call it inside a transaction. */
  insert(input: T['write']): Promise<number>;
  update(id: number, input: T['write']): Promise<boolean>;
  delete(id: number): Promise<boolean>;
  /** Every record's id, `enabled` and languages written, and the titles of those lacking one. */
  langStatus(): Promise<LangStatus>;
  /** Unpublishes the record in `langs` (contract §10): their text rows go, the main row stays. */
  removeTexts(id: number, langs: readonly Lang[]): Promise<void>;
  /**
   * Records enabled themselves that the public still does not see (a product in a hidden
   * category): among `ids`, or all of them.
   */
  hiddenByParent?(ids?: readonly number[]): Promise<Set<number>>;
}

/** What a service needs of its content type: the resource, and what names a record (`ContentType`). */
export interface ContentIdentity {
  readonly resource: Resource;
  /** A record's name from its texts in the first of `langs` that has one; absent: a type not published. */
  titleOf?(i18n: Partial<Record<Lang, unknown>>, langs: readonly Lang[]): string;
}

/** The fields of a text that hold a string. */
type RichTextField<Text> = { [Field in keyof Text]: Text[Field] extends string ? Field : never }[keyof Text];

export interface ContentAdminSpec<T extends ContentTypes> {
  type: ContentIdentity;
  /**
   * Whether every save keeps a version (contract §10): true for the bilingual content the site
   * shows, which then also registers its version routes (`registerAdminCrud`'s `versions`).
   */
  versioned: boolean;
  /**
   * The request body's schema: a version is turned back into a body with it (restore, and
   * publishing the latest version); needed when `versioned`.
   */
  input?: z.ZodType<T['input'], unknown>;
  repository(db: Kysely<Database>): ContentRepository<T>;
  /**
   * Fields the record reads from other records (a category's product count): a working copy
   * answers them as they are now, and they never make a language differ from what is public.
   */
  derivedFields?: readonly string[];
  /** The record as stored; a versioned resource's answers add its `publication`. */
  toRecord(stored: StoredOf<T>): SavedOf<T>;
  /** Turns the validated body into what is stored: file references checked, defaults filled in. */
  prepare(input: T['input'], db: Kysely<Database>): Promise<T['write']>;
  /** The text fields holding rich text (HTML), sanitised on every save once `prepare` has run. */
  richTextFields?: ReadonlyArray<RichTextField<T['text']>>;
  /** Checks references to other records, inside the write's transaction; `id` is absent on create. */
  verify?(input: T['write'], trx: Kysely<Database>, id?: number): Promise<void>;
  /** Refuses to delete a record that others still need. */
  verifyDelete?(id: number, trx: Kysely<Database>): Promise<void>;
  /**
   * Refuses to bring a record back from the trash while a record it needs is gone (a product's
   * category, in the trash or purged): 400 naming the field. `workingCopy` is its latest version.
   */
  verifyRestore?(id: number, workingCopy: object, trx: Kysely<Database>): Promise<void>;
  /** Refuses to purge a record that records in the trash still need (a category their products are in). */
  verifyPurge?(id: number, trx: Kysely<Database>): Promise<void>;
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

function current(record: object): CurrentRecord {
  const { updateTime } = record as { updateTime?: string };
  return { snapshot: record, savedAt: updateTime ?? new Date().toISOString() };
}

function textIn(record: object, lang: Lang): unknown {
  return (record as { i18n?: Partial<Record<Lang, unknown>> }).i18n?.[lang];
}

/** The text of `langs` from `from`, the other languages' from `rest`. */
function mergeI18n<Text>(from: I18n<Text>, langs: readonly Lang[], rest: I18n<Text>): I18n<Text> {
  const merged: I18n<Text> = {};
  for (const lang of LANGS) {
    const text = langs.includes(lang) ? from[lang] : rest[lang];
    if (text !== undefined) merged[lang] = text;
  }
  return merged;
}

export function incompleteLangs(i18n: I18n<unknown>): Lang[] {
  return LANGS.filter((lang) => i18n[lang] === undefined);
}

/**
 * The fields every stored record ends with: when it was created and last saved, its texts, and
 * the languages it still lacks.
 */
export function timesAndTexts<Text>(
  row: { created_at: string | Date; updated_at: string | Date },
  i18n: I18n<Text>,
) {
  return {
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    i18n,
    incompleteLangs: incompleteLangs(i18n),
  };
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
 * Who saves: a staff member (`Editor`), or nobody (demo content, whose versions are the system's
 * and whose files it stores itself).
 */
export type Saver = Editor | { actor: null };

/** What a save carries beside the record: the languages to publish (contract §10). */
export interface SaveOptions {
  /** Absent: the languages already published and, when enabled, every language written. */
  publish?: readonly Lang[];
}

/**
 * List, read, create, update and delete of one bilingual resource. Every write runs in one
 * transaction with its audit entry; the caller announces the change after it commits.
 *
 * A versioned resource is published per language (contract §10, `publication.ts`): the live
 * tables hold what the public sees, the latest version is the working copy the back-office reads
 * and edits, and each answer carries its `publication`.
 */
export class ContentAdminService<T extends ContentTypes> implements Publishable {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditRecorder;
  readonly #spec: ContentAdminSpec<T>;
  readonly #versions: VersionHistory | undefined;
  readonly #files = new FileAccess();
  readonly #publicChanges: PublicChanges | undefined;

  constructor(
    db: Kysely<Database>,
    audit: AuditRecorder,
    spec: ContentAdminSpec<T>,
    publicChanges?: PublicChanges,
  ) {
    this.#db = db;
    this.#audit = audit;
    this.#spec = spec;
    this.#publicChanges = publicChanges;
    this.#versions = spec.versioned ? new VersionHistory(spec.type.resource) : undefined;
  }

  /** The resource this service writes. */
  get resource(): Resource {
    return this.#spec.type.resource;
  }

  /**
   * The page of records the filter finds (filters and order run on the live rows); a versioned
   * resource answers each one's working copy.
   */
  async list(filter: T['filter']): Promise<Paged<T['record']>> {
    const { list, total } = await this.#spec.repository(this.#db).adminList(filter);
    return {
      list: await this.#answers(
        this.#db,
        list.map((stored) => this.#spec.toRecord(stored)),
      ),
      total,
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
    };
  }

  /** The working copy (the latest version) with its publication. */
  async get(id: number): Promise<T['record'] | undefined> {
    const stored = await this.#spec.repository(this.#db).findStored(id);
    if (!stored) return undefined;
    const [record] = await this.#answers(this.#db, [this.#spec.toRecord(stored)]);
    return record;
  }

  async create(input: T['input'], editor: Saver, options: SaveOptions = {}): Promise<T['record']> {
    const write = await this.#prepare(input, this.#db);
    return this.#db.transaction().execute(async (trx) => {
      if (editor.actor) await this.#files.assertReadable(trx, editor, write);
      await this.#spec.verify?.(write, trx);
      const repository = this.#spec.repository(trx);
      const id = await repository.insert(write);
      const record = await this.#read(repository, id);
      if (this.#versions) {
        const key = String(id);
        const version = await this.#versions.append(trx, key, record, editor.actor);
        const publish = languagesToPublish(options.publish, record, []);
        let live: SavedOf<T> = record;
        // The record exists from now on (it has an id), public only in the languages published.
        if (langsOf(record).some((lang) => !publish.includes(lang))) {
          await repository.update(id, { ...write, i18n: mergeI18n(write.i18n, publish, {}) });
          live = await this.#read(repository, id);
        }
        await this.#versions.publications.sync(trx, key, {
          version,
          latest: this.#own(record),
          live: this.#own(live),
          published: publish,
          actor: editor.actor,
        });
      }
      await this.#record(trx, editor, 'create', id, auditView(record), record);
      await this.#announce(trx, id);
      const [answer] = await this.#answers(trx, [record]);
      return answer as T['record'];
    });
  }

  /** Replaces the record (its working copy); `undefined` when there is none. */
  update(
    id: number,
    input: T['input'],
    editor: Saver,
    options: SaveOptions = {},
  ): Promise<T['record'] | undefined> {
    return this.#update(id, input, editor, 'update', options.publish);
  }

  /**
   * A save: the working copy becomes the body, as a new version; the live tables change only in
   * the languages published. The body is written whole inside a savepoint, read back (the new
   * version), and kept when it is what the public should see; otherwise the savepoint is undone
   * and, when something is published, the merged state is written: the language-independent
   * fields and the published languages' text from the body, the other languages' live text.
   */
  async #update(
    id: number,
    input: T['input'],
    editor: Saver,
    action: 'update' | 'restore',
    publishAsked: readonly Lang[] | undefined,
  ): Promise<T['record'] | undefined> {
    const write = await this.#prepare(input, this.#db);
    return this.#db.transaction().execute(async (trx) => {
      const repository = this.#spec.repository(trx);
      const key = String(id);
      await this.#versions?.lock(trx, key);
      const before = await repository.findStored(id);
      if (!before) return undefined;
      const was = this.#spec.toRecord(before);
      await this.#versions?.ensureFirst(trx, key, async () => current(was));
      if (editor.actor) {
        await this.#files.assertReadable(trx, editor, write, {
          record: { resource: this.#spec.type.resource, key },
        });
      }
      await this.#spec.verify?.(write, trx, id);
      if (!this.#versions) {
        await repository.update(id, write);
        const record = await this.#read(repository, id);
        await this.#record(trx, editor, action, id, auditChanges(was, record), record);
        await this.#announce(trx, id);
        return record as T['record'];
      }
      const versions = this.#versions;
      const workingCopy = (await versions.latest(trx, key))?.snapshot ?? was;
      const published = Object.keys(await versions.publications.get(trx, key)) as Lang[];
      await savepoint.open(trx);
      await repository.update(id, write);
      const record = await this.#read(repository, id);
      const publish = languagesToPublish(publishAsked, record, published);
      const unchangedElsewhere = LANGS.every(
        (lang) => publish.includes(lang) || isDeepStrictEqual(textIn(was, lang), textIn(record, lang)),
      );
      let live: SavedOf<T> = record;
      if (publish.length > 0 && unchangedElsewhere) {
        await savepoint.keep(trx);
      } else {
        await savepoint.undo(trx);
        live = was;
        if (publish.length > 0) {
          await repository.update(id, { ...write, i18n: mergeI18n(write.i18n, publish, before.i18n) });
          live = await this.#read(repository, id);
        }
      }
      const version = await versions.append(trx, key, record, editor.actor);
      await versions.publications.sync(trx, key, {
        version,
        latest: this.#own(record),
        live: this.#own(live),
        wasLive: this.#own(was),
        published: publish,
        actor: editor.actor,
      });
      await this.#record(trx, editor, action, id, auditChanges(workingCopy, record), record);
      await this.#announce(trx, id);
      const [answer] = await this.#answers(trx, [record]);
      return answer as T['record'];
    });
  }

  /**
   * Publishes the latest version in `langs` or unpublishes `langs` (contract §10), in the
   * caller's transaction, with its audit entry; `false` when there is no such record.
   */
  async applyPublication(trx: Kysely<Database>, request: PublicationRequestOf): Promise<boolean> {
    const versions = this.#history();
    const id = Number(request.recordKey);
    if (!Number.isSafeInteger(id) || id <= 0) return false;
    const repository = this.#spec.repository(trx);
    const key = String(id);
    await versions.lock(trx, key);
    const before = await repository.findStored(id);
    if (!before) return false;
    const was = this.#spec.toRecord(before);
    await versions.ensureFirst(trx, key, async () => current(was));
    const latest = (await versions.latest(trx, key)) as Latest;
    const langs = LANGS.filter((lang) => request.langs.includes(lang));
    if (request.action === 'publish') {
      const parse = this.#spec.input;
      if (!parse) throw new Error(`${this.#spec.type.resource} has no input schema to publish with`);
      const write = await this.#prepare(parse.parse(latest.snapshot), trx);
      await this.#spec.verify?.(write, trx, id);
      await repository.update(id, { ...write, i18n: mergeI18n(write.i18n, langs, before.i18n) });
      await versions.publications.sync(trx, key, {
        version: latest.version,
        latest: this.#own(latest.snapshot),
        live: this.#own(await this.#read(repository, id)),
        wasLive: this.#own(was),
        published: langs,
        actor: request.actor,
      });
    } else {
      await repository.removeTexts(id, langs);
      await versions.publications.remove(trx, key, langs);
    }
    await this.#announce(trx, id);
    if (request.scheduled) return true;
    await this.#audit.record(
      {
        actor: request.actor,
        ip: request.ip,
        action: request.action,
        resource: this.#spec.type.resource,
        resourceId: id,
        changes: { langs, version: latest.version },
        subject: latest.snapshot,
      },
      trx,
    );
    return true;
  }

  async titleOf(db: Kysely<Database>, key: string, langs: readonly Lang[]): Promise<string> {
    const id = Number(key);
    if (!Number.isSafeInteger(id) || id <= 0) return '';
    const latest = await this.#history().latest(db, key);
    const record = latest?.snapshot ?? (await this.#spec.repository(db).findStored(id));
    return record ? this.#titleIn(record, langs) : '';
  }

  /**
   * Hides the record from the site in every language (`enabled: false`) or shows it again, at
   * once: the live main row changes and nothing else, so no pending draft text goes public and
   * each language keeps its publication (public again once shown). The working copy becomes a
   * new version with the same change, so a later publish, which writes the working copy's
   * shared fields, neither undoes nor repeats it; a language in step with the working copy stays
   * in step. Audited as `hide` or `show`; `undefined` when there is no such record.
   */
  async setVisibility(id: number, enabled: boolean, editor: Saver): Promise<T['record'] | undefined> {
    const versions = this.#history();
    const parse = this.#spec.input;
    if (!parse) throw new Error(`${this.#spec.type.resource} has no input schema to change visibility with`);
    return this.#db.transaction().execute(async (trx) => {
      const repository = this.#spec.repository(trx);
      const key = String(id);
      await versions.lock(trx, key);
      const before = await repository.findStored(id);
      if (!before) return undefined;
      const was = this.#spec.toRecord(before);
      await versions.ensureFirst(trx, key, async () => current(was));
      const latest = (await versions.latest(trx, key)) as Latest;
      const enabledOf = (record: object) => (record as { enabled?: unknown }).enabled !== false;
      if (enabledOf(was) !== enabled) {
        const write = await this.#prepare(parse.parse({ ...was, enabled }), trx);
        await repository.update(id, { ...write, i18n: mergeI18n(write.i18n, [], before.i18n) });
      }
      const live = await this.#read(repository, id);
      if (enabledOf(was) !== enabled) await this.#announce(trx, id);
      if (enabledOf(was) !== enabled || enabledOf(latest.snapshot) !== enabled) {
        const workingCopy = { ...latest.snapshot, enabled };
        const version =
          enabledOf(latest.snapshot) === enabled
            ? latest.version
            : await versions.append(trx, key, workingCopy, editor.actor);
        await versions.publications.sync(trx, key, {
          version,
          latest: this.#own(workingCopy),
          live: this.#own(live),
          published: [],
          actor: editor.actor,
          visibilityOnly: true,
        });
        await this.#audit.record(
          {
            ...editor,
            action: enabled ? 'show' : 'hide',
            resource: this.#spec.type.resource,
            resourceId: id,
            changes: { enabled: { from: enabledOf(was), to: enabled }, version },
            subject: live,
          },
          trx,
        );
      }
      const [answer] = await this.#answers(trx, [live]);
      return answer;
    });
  }

  /** The record's versions, newest first; `undefined` when there is no such record. */
  async versions(id: number): Promise<VersionEntry[] | undefined> {
    const history = this.#history();
    const record = await this.#current(id);
    if (!record) return undefined;
    const hidden = await this.#spec.repository(this.#db).hiddenByParent?.();
    const publicNow = (record as { enabled?: unknown }).enabled !== false && !hidden?.has(id);
    const published = publicNow ? await history.publications.get(this.#db, String(id)) : {};
    return history.list(this.#db, String(id), published);
  }

  /** The record as version `version` left it, with its publication now. */
  async version(id: number, version: number): Promise<T['record'] | undefined> {
    const history = this.#history();
    const record = await this.#current(id);
    if (!record) return undefined;
    const snapshot = await history.snapshot(this.#db, String(id), version);
    if (!snapshot) return undefined;
    const [answer] = await this.#answers(this.#db, [record]);
    const { publication, hidden } = answer as { publication: Publication; hidden: HiddenReason | null };
    return { ...snapshot, publication, hidden } as T['record'];
  }

  async diff(id: number, version: number, against: number): Promise<VersionDiffEntry[] | undefined> {
    const history = this.#history();
    if (!(await this.#current(id))) return undefined;
    return history.diff(this.#db, String(id), version, against);
  }

  /** Saves version `version` again, as a new version saved as a draft: it publishes nothing. */
  async restore(id: number, version: number, editor: Editor): Promise<T['record'] | undefined> {
    const history = this.#history();
    const parse = this.#spec.input;
    if (!parse) throw new Error(`${this.#spec.type.resource} has no input schema to restore with`);
    if (!(await this.#current(id))) return undefined;
    const snapshot = await history.snapshot(this.#db, String(id), version);
    if (!snapshot) return undefined;
    // Hiding is no content: an old version brings back its text, not the visibility it had then.
    const workingCopy = (await history.latest(this.#db, String(id)))?.snapshot;
    const visibility = workingCopy && 'enabled' in workingCopy ? { enabled: workingCopy.enabled } : {};
    return this.#update(id, parse.parse({ ...snapshot, ...visibility }), editor, 'restore', []);
  }

  /**
   * Contract §10's translation status of this resource: `written` counts the working copies'
   * languages, `published` the languages the public sees (live text, enabled, not hidden).
   */
  async translations(): Promise<TranslationStatus> {
    const repository = this.#spec.repository(this.#db);
    const [status, hidden, latest] = await Promise.all([
      repository.langStatus(),
      repository.hiddenByParent?.() ?? new Set<number>(),
      this.#history().latestOf(this.#db),
    ]);
    const titles = new Map(status.missing.map((record) => [record.id, record.title]));
    const written = { zh_CN: 0, en_US: 0 };
    const published = { zh_CN: 0, en_US: 0 };
    const missing: TranslationStatus['missing'] = [];
    for (const record of status.records) {
      const workingCopy = latest.get(String(record.id))?.snapshot;
      const langs = workingCopy ? langsOf(workingCopy) : record.langs;
      for (const lang of langs) written[lang] += 1;
      if (record.enabled && !hidden.has(record.id)) {
        for (const lang of record.langs) published[lang] += 1;
      }
      if (langs.length < LANGS.length) {
        const title = workingCopy ? this.#titleIn(workingCopy, langs) : titles.get(record.id);
        missing.push({
          id: record.id,
          title: title || `#${record.id}`,
          langs: LANGS.filter((lang) => !langs.includes(lang)),
        });
      }
    }
    return { resource: this.#spec.type.resource, total: status.records.length, written, published, missing };
  }

  /**
   * The answers for records read from the live tables: for a versioned resource, each one's
   * working copy (its latest version; the live record while it has none) and its publication.
   */
  async #answers(db: Kysely<Database>, lives: ReadonlyArray<SavedOf<T>>): Promise<Array<T['record']>> {
    if (!this.#versions) return lives as Array<T['record']>;
    const ids = lives.map((live) => (live as { id: number }).id);
    const keys = ids.map(String);
    const [latest, published, pending, hiddenByParent] = await Promise.all([
      this.#versions.latestOf(db, keys),
      this.#versions.publications.of(db, keys),
      pendingForMany(db, this.#spec.type.resource, keys),
      this.#spec.repository(db).hiddenByParent?.(ids) ?? new Set<number>(),
    ]);
    return lives.map((live, index) => {
      const key = keys[index] as string;
      const hidden: HiddenReason | null =
        (live as { enabled?: unknown }).enabled === false
          ? 'record'
          : hiddenByParent.has(ids[index] as number)
            ? 'parent'
            : null;
      const workingCopy = latest.get(key);
      const publishedNow = published.get(key) ?? ({} as PublishedVersions);
      const { updateTime } = live as { updateTime?: string };
      const publication = publicationOf({
        latestVersion: workingCopy?.version,
        published: publishedNow,
        liveLangs: langsOf(live),
        liveSavedAt: updateTime ?? new Date().toISOString(),
        pending: pending.get(key),
        hidden: hidden !== null,
      });
      // Nothing pending: the live record is the working copy, with anything changed since by
      // other records' writes (a parameter deleted, products moved).
      const inStep =
        workingCopy === undefined ||
        LANGS.every((lang) =>
          publishedNow[lang]
            ? publishedNow[lang].version === workingCopy.version
            : textIn(workingCopy.snapshot, lang) === undefined,
        );
      const record = inStep ? live : { ...workingCopy.snapshot, ...this.#derived(live) };
      return { ...record, publication, hidden } as T['record'];
    });
  }

  /** The record's derived fields, as they are now. */
  #derived(live: object): object {
    const fields = this.#spec.derivedFields ?? [];
    return Object.fromEntries(fields.map((field) => [field, (live as Record<string, unknown>)[field]]));
  }

  /** The record without its derived fields: what publication compares. */
  #own<R extends object>(record: R): R {
    const fields = this.#spec.derivedFields ?? [];
    if (fields.length === 0) return record;
    return Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field))) as R;
  }

  /** The record now (live), given its version 1 when it has none yet. */
  async #current(id: number): Promise<SavedOf<T> | undefined> {
    const stored = await this.#spec.repository(this.#db).findStored(id);
    if (!stored) return undefined;
    const record = this.#spec.toRecord(stored);
    await this.#history().ensureFirst(this.#db, String(id), async () => current(record));
    return record;
  }

  #history(): VersionHistory {
    if (!this.#versions) throw new Error(`${this.#spec.type.resource} keeps no versions`);
    return this.#versions;
  }

  /**
   * Deletes the record; `false` when there is no such record (or it is in the trash already). A
   * versioned record goes to the trash (contract §10; docs/decisions/2026-11-28-trash.md): it is
   * unpublished in every language at once (its text rows go, so every public read, count,
   * sitemap, search, fact and file download loses it, as they join them), its pending scheduled
   * actions are cancelled, and the trash row hides it from every back-office read. Its main row,
   * its links, its product data and its versions stay, so its id stays taken and a restore
   * brings it back as it was. A record without versions yet gets its version 1 first: the
   * working copy must survive the texts.
   */
  async delete(id: number, editor: Editor): Promise<boolean> {
    if (!this.#versions) return this.#deleteForGood(id, editor);
    const versions = this.#versions;
    const resource = this.#trashed();
    return this.#db.transaction().execute(async (trx) => {
      const repository = this.#spec.repository(trx);
      const key = String(id);
      await versions.lock(trx, key);
      const before = await repository.findStored(id);
      if (!before) return false;
      await this.#spec.verifyDelete?.(id, trx);
      const was = this.#spec.toRecord(before);
      await versions.ensureFirst(trx, key, async () => current(was));
      const workingCopy = ((await versions.latest(trx, key)) as Latest).snapshot;
      await repository.removeTexts(id, LANGS);
      await versions.publications.removeAll(trx, key);
      await cancelForRecord(trx, resource, key);
      await trash.add(trx, resource, id, editor.actor);
      await this.#record(trx, editor, 'delete', id, auditView(workingCopy), workingCopy);
      await this.#announce(trx, id);
      return true;
    });
  }

  /**
   * Brings the record back from the trash as it was: the same id, versions and working copy,
   * published in no language (contract §10); `undefined` when it is not in the trash.
   * `verifyRestore` refuses while a record it needs is gone. Audited as `restore-from-trash`.
   */
  async restoreFromTrash(id: number, editor: Editor): Promise<T['record'] | undefined> {
    const versions = this.#history();
    const resource = this.#trashed();
    return this.#db.transaction().execute(async (trx) => {
      const key = String(id);
      await versions.lock(trx, key);
      if (!(await trash.take(trx, resource, id))) return undefined;
      const latest = (await versions.latest(trx, key)) as Latest;
      await this.#spec.verifyRestore?.(id, latest.snapshot, trx);
      const restored = await this.#read(this.#spec.repository(trx), id);
      await this.#audit.record(
        {
          ...editor,
          action: 'restore-from-trash',
          resource,
          resourceId: id,
          changes: { trash: { from: true, to: false }, version: latest.version },
          subject: latest.snapshot,
        },
        trx,
      );
      const [answer] = await this.#answers(trx, [restored]);
      return answer;
    });
  }

  /**
   * Deletes a record in the trash for good, with its versions, publications and scheduled
   * actions; `false` when it is not in the trash (restored, or purged by another process
   * meanwhile: purging twice does nothing). `editor` is null for the 30-day purge, audited as
   * done by nobody with `expired: true`.
   */
  async purge(id: number, editor: Editor | null): Promise<boolean> {
    const versions = this.#history();
    const resource = this.#trashed();
    return this.#db.transaction().execute(async (trx) => {
      const key = String(id);
      await versions.lock(trx, key);
      if (!(await trash.take(trx, resource, id))) return false;
      await this.#spec.verifyPurge?.(id, trx);
      const latest = await versions.latest(trx, key);
      await this.#spec.repository(trx).delete(id);
      await versions.deleteAll(trx, key);
      await deleteForRecord(trx, resource, key);
      await this.#audit.record(
        {
          ...(editor ?? { actor: null }),
          action: 'purge',
          resource,
          resourceId: id,
          changes: { trash: { from: true, to: false }, expired: editor === null },
          subject: latest?.snapshot,
        },
        trx,
      );
      return true;
    });
  }

  /** A record without versions (a parameter definition) is deleted at once. */
  async #deleteForGood(id: number, editor: Editor): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const repository = this.#spec.repository(trx);
      const before = await repository.findStored(id);
      if (!before) return false;
      await this.#spec.verifyDelete?.(id, trx);
      await repository.delete(id);
      const deleted = this.#spec.toRecord(before);
      await this.#record(trx, editor, 'delete', id, auditView(deleted), deleted);
      await this.#announce(trx, id);
      return true;
    });
  }

  #titleIn(record: object, langs: readonly Lang[]): string {
    const { i18n = {} } = record as { i18n?: Partial<Record<Lang, unknown>> };
    return this.#spec.type.titleOf?.(i18n, langs) ?? '';
  }

  /** The resource as the trash names it: only versioned (bilingual) resources go there. */
  #trashed(): TrashedResource {
    this.#history();
    return this.#spec.type.resource as TrashedResource;
  }

  /** The body as it is stored: the spec's `prepare`, then its rich text sanitised. */
  async #prepare(input: T['input'], db: Kysely<Database>): Promise<T['write'] & { i18n: I18n<T['text']> }> {
    const write = (await this.#spec.prepare(input, db)) as T['write'] & { i18n: I18n<T['text']> };
    const fields = this.#spec.richTextFields ?? [];
    if (fields.length === 0) return write;
    const i18n = mapI18n(write.i18n, (text) => {
      const sanitized: Record<PropertyKey, unknown> = { ...(text as object) };
      for (const field of fields) sanitized[field] = sanitizeRichText(sanitized[field] as string);
      return sanitized as T['text'];
    });
    return { ...write, i18n };
  }

  async #read(repository: ContentRepository<T>, id: number): Promise<SavedOf<T>> {
    const stored = await repository.findStored(id);
    if (!stored) throw new Error(`${this.#spec.type.resource} ${id} vanished inside its own transaction`);
    return this.#spec.toRecord(stored);
  }

  /** Tells the search index and the alerts that the record's live rows changed, in `trx`. */
  #announce(trx: Kysely<Database>, id: number): Promise<void> {
    return (
      this.#publicChanges?.announce(trx, { resource: this.#spec.type.resource, id }) ?? Promise.resolve()
    );
  }

  #record(
    trx: Kysely<Database>,
    editor: Saver,
    action: 'create' | 'update' | 'restore' | 'delete',
    id: number,
    changes: Record<string, unknown>,
    subject: object,
  ) {
    return this.#audit.record(
      {
        ...editor,
        action,
        resource: this.#spec.type.resource,
        resourceId: id,
        changes,
        subject,
      },
      trx,
    );
  }
}

/** A resource's service, built on whichever connection and audit log the application holds. */
export function contentAdminService<T extends ContentTypes>(spec: ContentAdminSpec<T>) {
  return (db: Kysely<Database>, audit: AuditRecorder, publicChanges?: PublicChanges) =>
    new ContentAdminService<T>(db, audit, spec, publicChanges);
}
