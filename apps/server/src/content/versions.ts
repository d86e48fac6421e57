import { isDeepStrictEqual } from 'node:util';
import { LANGS, type Lang, type VersionDiffEntry, type VersionEntry } from '@coresense/shared';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { nowIso, toIso } from '../db/column-types.ts';
import type { Database } from '../db/schema.ts';
import type { AuditActor } from '../lib/audit.ts';
import { PublicationStore, type PublishedVersions } from './publication.ts';

/*
 * Versions of the bilingual records and page blocks (contract §10): every save appends the
 * record, whole, as the back-office reads it, in the save's own transaction
 * (docs/decisions/2026-11-27-content-versions.md). A record saved before versions existed gets
 * its version 1, by nobody, when it is first read or saved, so no record answers an empty list.
 */

/** Fields that say nothing about what an editor changed (as in the audit log). */
const UNVERSIONED_FIELDS = new Set(['id', 'createTime', 'updateTime', 'incompleteLangs']);

/** The first key of the advisory locks of versions (PostgreSQL's two-key lock space). */
const VERSION_LOCK_SPACE = 15;

/** The author of versions nobody saved through the back-office. */
export const SYSTEM_AUTHOR = { id: 0, username: 'system', name: 'System' } as const;

/** A record as the live tables hold it: what its version 1 is when it has none yet. */
export interface CurrentRecord {
  snapshot: object;
  /** When it was last saved: the time of a lazily made version 1. */
  savedAt: string;
}

interface FieldValue {
  field: string;
  lang: Lang | null;
  value: unknown;
}

/** A snapshot field by field: top-level fields with lang null, each language's text fields with their lang. */
function fieldsOf(snapshot: object, identity: ReadonlySet<string>): Map<string, FieldValue> {
  const fields = new Map<string, FieldValue>();
  for (const [field, value] of Object.entries(snapshot)) {
    if (UNVERSIONED_FIELDS.has(field) || identity.has(field)) continue;
    if (field !== 'i18n') {
      fields.set(`\u0000${field}`, { field, lang: null, value });
      continue;
    }
    const i18n = (value ?? {}) as Partial<Record<Lang, Record<string, unknown> | undefined>>;
    for (const lang of LANGS) {
      for (const [key, item] of Object.entries(i18n[lang] ?? {})) {
        fields.set(`${lang}\u0000${key}`, { field: key, lang, value: item });
      }
    }
  }
  return fields;
}

/**
 * The fields whose values differ between `before` and `after`, `before` being null for a first
 * version (then every field counts); `identity` names fields that only say which record it is.
 */
export function diffSnapshots(
  before: object | null,
  after: object,
  identity: ReadonlySet<string> = new Set(),
): VersionDiffEntry[] {
  const was = fieldsOf(before ?? {}, identity);
  const now = fieldsOf(after, identity);
  const diff: VersionDiffEntry[] = [];
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(key);
    const b = now.get(key);
    if (before !== null && isDeepStrictEqual(a?.value, b?.value)) continue;
    const { field, lang } = (b ?? a) as FieldValue;
    diff.push({ field, lang, before: a?.value ?? null, after: b?.value ?? null });
  }
  return diff;
}

export interface Latest {
  version: number;
  snapshot: object;
  /** When it was saved (ISO-8601 UTC). */
  savedAt: string;
}

/**
 * The newest row of each record of `resources` in `content_versions`, as `v`: the working copies.
 * One look along the (resource, record_key, version) index per record.
 */
export function latestVersions(db: Kysely<Database>, resources: readonly string[]) {
  return db
    .selectFrom('content_versions as v')
    .where('v.resource', 'in', [...resources])
    .where(({ eb, selectFrom }) =>
      eb(
        'v.version',
        '=',
        selectFrom('content_versions as w')
          .select(({ fn }) => fn.max('w.version').as('latest'))
          .whereRef('w.resource', '=', 'v.resource')
          .whereRef('w.record_key', '=', 'v.record_key'),
      ),
    );
}

/** The versions of one resource's records (or of the page blocks), on the connection given to each call. */
export class VersionHistory {
  readonly #resource: string;
  readonly #identity: ReadonlySet<string>;
  /** Which version is public in each language (contract §10). */
  readonly publications: PublicationStore;

  /** `identity`: the snapshot's fields that name the record rather than describe it (a block's `type`). */
  constructor(resource: string, identity: readonly string[] = []) {
    this.#resource = resource;
    this.#identity = new Set(identity);
    this.publications = new PublicationStore(resource);
  }

  /** The record's latest version (its working copy); `undefined` while it has none. */
  async latest(db: Kysely<Database>, key: string): Promise<Latest | undefined> {
    const row = await db
      .selectFrom('content_versions')
      .select(['version', 'snapshot', 'created_at'])
      .where('resource', '=', this.#resource)
      .where('record_key', '=', key)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return (
      row && { version: row.version, snapshot: JSON.parse(row.snapshot), savedAt: toIso(row.created_at) }
    );
  }

  /**
   * The latest version of each record named (every record of the resource when `keys` is
   * undefined): one query on the index, the newest row of each record.
   */
  async latestOf(db: Kysely<Database>, keys?: readonly string[]): Promise<Map<string, Latest>> {
    const found = new Map<string, Latest>();
    if (keys?.length === 0) return found;
    let query = latestVersions(db, [this.#resource]).select([
      'v.record_key',
      'v.version',
      'v.snapshot',
      'v.created_at',
    ]);
    if (keys) query = query.where('v.record_key', 'in', [...keys]);
    for (const row of await query.execute()) {
      found.set(row.record_key, {
        version: row.version,
        snapshot: JSON.parse(row.snapshot),
        savedAt: toIso(row.created_at),
      });
    }
    return found;
  }

  /**
   * Gives a record saved before versions existed its version 1 (by nobody, at its last save),
   * public in each language it has text in: call it before the save changes the record, or when
   * reading its versions. Two callers at once make one version 1: the second insert is ignored.
   */
  async ensureFirst(db: Kysely<Database>, key: string, current: () => Promise<CurrentRecord | undefined>) {
    const exists = await db
      .selectFrom('content_versions')
      .select('version')
      .where('resource', '=', this.#resource)
      .where('record_key', '=', key)
      .limit(1)
      .executeTakeFirst();
    if (exists) return true;
    const record = await current();
    if (!record) return false;
    await db
      .insertInto('content_versions')
      .values({
        resource: this.#resource,
        record_key: key,
        version: 1,
        author_id: null,
        author_username: null,
        changed_fields: JSON.stringify(this.#changes(null, record.snapshot)),
        snapshot: JSON.stringify(record.snapshot),
        created_at: record.savedAt,
      })
      .onConflict((conflict) => conflict.columns(['resource', 'record_key', 'version']).doNothing())
      .execute();
    const i18n = (record.snapshot as { i18n?: Partial<Record<Lang, unknown>> }).i18n ?? {};
    await this.publications.first(
      db,
      key,
      LANGS.filter((lang) => i18n[lang] !== undefined),
      record.savedAt,
    );
    return true;
  }

  /**
   * Makes saves of one record take turns until the transaction ends, so each reads the record
   * and the latest version as the previous save left them. Call it first in a save whose
   * record has no row of its own to lock (a page block: its two languages are two rows).
   * SQLite runs one write transaction at a time already.
   */
  async lock(db: Kysely<Database>, key: string): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    const name = `${this.#resource}:${key}`;
    await sql`select pg_advisory_xact_lock(${VERSION_LOCK_SPACE}, hashtext(${name}))`.execute(db);
  }

  /** Appends `snapshot` as the record's next version; run it in the save's transaction. */
  async append(
    db: Kysely<Database>,
    key: string,
    snapshot: object,
    author: AuditActor | null,
  ): Promise<number> {
    await this.lock(db, key);
    const latest = await this.latest(db, key);
    const version = (latest?.version ?? 0) + 1;
    await db
      .insertInto('content_versions')
      .values({
        resource: this.#resource,
        record_key: key,
        version,
        author_id: author?.id ?? null,
        author_username: author?.username ?? null,
        changed_fields: JSON.stringify(this.#changes(latest?.snapshot ?? null, snapshot)),
        snapshot: JSON.stringify(snapshot),
        created_at: nowIso(),
      })
      .execute();
    return version;
  }

  /** A deleted record's versions (and publication) go with it. */
  async deleteAll(db: Kysely<Database>, key: string): Promise<void> {
    await this.publications.removeAll(db, key);
    await db
      .deleteFrom('content_versions')
      .where('resource', '=', this.#resource)
      .where('record_key', '=', key)
      .execute();
  }

  /**
   * Newest first, without the snapshots; `published` names the version public in each language
   * now (none in a language the public does not see, e.g. while the record is disabled).
   */
  async list(db: Kysely<Database>, key: string, published: PublishedVersions): Promise<VersionEntry[]> {
    const rows = await db
      .selectFrom('content_versions as v')
      .leftJoin('staff_users as u', 'u.id', 'v.author_id')
      .select(['v.version', 'v.created_at', 'v.author_id', 'v.author_username', 'v.changed_fields', 'u.name'])
      .where('v.resource', '=', this.#resource)
      .where('v.record_key', '=', key)
      .orderBy('v.version', 'desc')
      .execute();
    return rows.map((row) => ({
      version: row.version,
      createTime: toIso(row.created_at),
      author:
        row.author_id === null
          ? { ...SYSTEM_AUTHOR }
          : {
              id: row.author_id,
              username: row.author_username ?? '',
              name: row.name ?? row.author_username ?? '',
            },
      changedFields: JSON.parse(row.changed_fields),
      published: {
        zh_CN: published.zh_CN?.version === row.version,
        en_US: published.en_US?.version === row.version,
      },
    }));
  }

  /** The record as version `version` left it; `undefined` when there is no such version. */
  async snapshot(db: Kysely<Database>, key: string, version: number): Promise<object | undefined> {
    const row = await db
      .selectFrom('content_versions')
      .select('snapshot')
      .where('resource', '=', this.#resource)
      .where('record_key', '=', key)
      .where('version', '=', version)
      .executeTakeFirst();
    return row && JSON.parse(row.snapshot);
  }

  /** `[{field, lang, before, after}]` from version `against` to version `version`; `undefined` when either is missing. */
  async diff(
    db: Kysely<Database>,
    key: string,
    version: number,
    against: number,
  ): Promise<VersionDiffEntry[] | undefined> {
    const [after, before] = await Promise.all([
      this.snapshot(db, key, version),
      this.snapshot(db, key, against),
    ]);
    if (!after || !before) return undefined;
    return diffSnapshots(before, after, this.#identity);
  }

  #changes(before: object | null, after: object) {
    return diffSnapshots(before, after, this.#identity).map(({ field, lang }) => ({ field, lang }));
  }
}
