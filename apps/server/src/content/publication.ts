import { isDeepStrictEqual } from 'node:util';
import {
  LANGS,
  type Lang,
  type LangPublication,
  type Publication,
  type ScheduledActionKind,
} from '@coresense/shared';
import { type Kysely, sql } from 'kysely';
import { nowIso, toIso } from '../db/column-types.ts';
import type { Database } from '../db/schema.ts';
import type { AuditActor } from '../lib/audit.ts';

/*
 * Publication per language (contract §10; docs/decisions/2026-11-27-publication-per-language.md).
 * The live tables (main rows and text rows) hold what the public sees, so public reads, caches,
 * search columns and product facts stay as they were; the working copy is the latest version in
 * `content_versions`, and `content_publications` names the version whose text is live in each
 * language. A language has a live text row exactly when it has a publication row, except for a
 * record without versions yet (written before versions existed): it is public in each language
 * it has text in, as version 1, and gets those rows with its version 1 on first touch.
 */

/** A version public in one language. */
export interface PublishedVersion {
  version: number;
  publishedAt: string;
}

export type PublishedVersions = Partial<Record<Lang, PublishedVersion>>;

/** A pending scheduled action as a record's publication shows it. */
export interface PendingAction {
  langs: readonly Lang[];
  action: ScheduledActionKind;
  at: string;
}

/** Fields that say nothing about the content (as in versions and the audit log). */
const UNCOMPARED_FIELDS = new Set([
  'id',
  'createTime',
  'updateTime',
  'incompleteLangs',
  'publication',
  'hidden',
]);

type Bilingual = { i18n?: Partial<Record<Lang, unknown>> };

/** The languages a record (an admin record, a version's snapshot) has text in. */
export function langsOf(record: object): Lang[] {
  const i18n = (record as Bilingual).i18n ?? {};
  return LANGS.filter((lang) => i18n[lang] !== undefined && i18n[lang] !== null);
}

/**
 * Whether `a` and `b` show the same in `lang`: the same language-independent fields and the same
 * text in that language (both absent counts as the same).
 */
export function sameIn(a: object, b: object, lang: Lang): boolean {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (UNCOMPARED_FIELDS.has(key) || key === 'i18n') continue;
    if (!isDeepStrictEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return isDeepStrictEqual((a as Bilingual).i18n?.[lang], (b as Bilingual).i18n?.[lang]);
}

/**
 * The languages a save publishes: those asked for; absent (contract §10, as before publication
 * per language): those already published and, when the record is enabled, every language written.
 */
export function languagesToPublish(
  publish: readonly Lang[] | undefined,
  record: object,
  published: readonly Lang[],
): Lang[] {
  if (publish) return LANGS.filter((lang) => publish.includes(lang));
  const enabled = (record as { enabled?: unknown }).enabled !== false;
  const written = enabled ? langsOf(record) : [];
  return LANGS.filter((lang) => published.includes(lang) || written.includes(lang));
}

/** A write to the live tables undone when it turns out not to be wanted (SQLite and PostgreSQL). */
export const savepoint = {
  open: (trx: Kysely<Database>) => sql`savepoint publication`.execute(trx),
  keep: (trx: Kysely<Database>) => sql`release savepoint publication`.execute(trx),
  async undo(trx: Kysely<Database>) {
    await sql`rollback to savepoint publication`.execute(trx);
    await sql`release savepoint publication`.execute(trx);
  },
};

/** The `content_publications` rows of one resource (or of the page blocks). */
export class PublicationStore {
  readonly #resource: string;

  constructor(resource: string) {
    this.#resource = resource;
  }

  /** What is published in each language of each record named. */
  async of(db: Kysely<Database>, keys: readonly string[]): Promise<Map<string, PublishedVersions>> {
    const found = new Map<string, PublishedVersions>();
    if (keys.length === 0) return found;
    const rows = await db
      .selectFrom('content_publications')
      .select(['record_key', 'lang', 'version', 'published_at'])
      .where('resource', '=', this.#resource)
      .where('record_key', 'in', [...keys])
      .execute();
    for (const row of rows) {
      const versions = found.get(row.record_key) ?? {};
      versions[row.lang as Lang] = { version: row.version, publishedAt: toIso(row.published_at) };
      found.set(row.record_key, versions);
    }
    return found;
  }

  async get(db: Kysely<Database>, key: string): Promise<PublishedVersions> {
    return (await this.of(db, [key])).get(key) ?? {};
  }

  /**
   * Version `version` is public in `lang` from now (its time kept when it already was, or when
   * `unchanged`: the public sees in `lang` what it saw with the version published before).
   */
  async set(
    db: Kysely<Database>,
    key: string,
    lang: Lang,
    version: number,
    actor: AuditActor | null,
    unchanged = false,
  ) {
    const row = unchanged
      ? { version }
      : { version, published_at: nowIso(), published_by: actor?.id ?? null };
    const updated = await db
      .updateTable('content_publications')
      .set(row)
      .where('resource', '=', this.#resource)
      .where('record_key', '=', key)
      .where('lang', '=', lang)
      .where('version', '!=', version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    await db
      .insertInto('content_publications')
      .values({
        resource: this.#resource,
        record_key: key,
        lang,
        version,
        published_at: nowIso(),
        published_by: actor?.id ?? null,
      })
      .onConflict((conflict) => conflict.columns(['resource', 'record_key', 'lang']).doNothing())
      .execute();
  }

  /** A record written before versions existed: version 1 public in each language it has text in. */
  async first(db: Kysely<Database>, key: string, langs: readonly Lang[], at: string) {
    if (langs.length === 0) return;
    await db
      .insertInto('content_publications')
      .values(
        langs.map((lang) => ({
          resource: this.#resource,
          record_key: key,
          lang,
          version: 1,
          published_at: at,
          published_by: null,
        })),
      )
      .onConflict((conflict) => conflict.columns(['resource', 'record_key', 'lang']).doNothing())
      .execute();
  }

  async remove(db: Kysely<Database>, key: string, langs: readonly Lang[]) {
    if (langs.length === 0) return;
    await db
      .deleteFrom('content_publications')
      .where('resource', '=', this.#resource)
      .where('record_key', '=', key)
      .where('lang', 'in', [...langs])
      .execute();
  }

  async removeAll(db: Kysely<Database>, key: string) {
    await db
      .deleteFrom('content_publications')
      .where('resource', '=', this.#resource)
      .where('record_key', '=', key)
      .execute();
  }

  /**
   * After a write of version `version` (the working copy `latest`) that left the live tables as
   * `live`: the languages published by it point at it; a language now absent from the live
   * tables has nothing published; another whose live state equals the working copy points at it
   * too (its text did not change); the rest keep their version. A language pointed at the
   * version keeps its publication time when the public sees in it what it saw before the write
   * (`wasLive`, e.g. after restoring a version equal to the live one: nobody published), or when
   * the version changed nothing but the record's visibility (`visibilityOnly`).
   */
  async sync(
    db: Kysely<Database>,
    key: string,
    options: {
      version: number;
      latest: object;
      live: object;
      /** The live state before the write; absent for a record created by it. */
      wasLive?: object;
      published: readonly Lang[];
      actor: AuditActor | null;
      visibilityOnly?: boolean;
    },
  ) {
    const { version, latest, live, wasLive, published, actor, visibilityOnly = false } = options;
    const liveLangs = langsOf(live);
    await this.remove(
      db,
      key,
      LANGS.filter((lang) => !liveLangs.includes(lang)),
    );
    for (const lang of liveLangs) {
      if (!published.includes(lang) && !sameIn(latest, live, lang)) continue;
      const unchanged = visibilityOnly || (wasLive !== undefined && sameIn(wasLive, live, lang));
      await this.set(db, key, lang, version, actor, unchanged);
    }
  }
}

/**
 * Each language's state (contract §10). `latestVersion` undefined: a record without versions
 * yet, public as version 1 in the languages `live` has (since its last save, `liveSavedAt`).
 * A record `hidden` from the public is `published` in no language (nothing answers there); each
 * language still names the version published in it, public again once the record is shown.
 */
export function publicationOf(options: {
  latestVersion: number | undefined;
  published: PublishedVersions;
  liveLangs: readonly Lang[];
  liveSavedAt: string;
  pending?: readonly PendingAction[];
  hidden?: boolean;
}): Publication {
  const { latestVersion, liveLangs, liveSavedAt, pending = [], hidden = false } = options;
  const published: PublishedVersions =
    latestVersion === undefined
      ? Object.fromEntries(liveLangs.map((lang) => [lang, { version: 1, publishedAt: liveSavedAt }]))
      : options.published;
  const state = (lang: Lang): LangPublication => {
    const now = published[lang];
    const next = pending
      .filter((action) => action.langs.includes(lang))
      .map((action) => action.at)
      .sort()[0];
    const publishing = pending.some((action) => action.action === 'publish' && action.langs.includes(lang));
    return {
      state: now && !hidden ? 'published' : publishing ? 'scheduled' : 'draft',
      publishedVersion: now?.version ?? null,
      publishedAt: now?.publishedAt ?? null,
      scheduledAt: next ?? null,
      changed: now !== undefined && now.version !== (latestVersion ?? 1),
    };
  };
  return { zh_CN: state('zh_CN'), en_US: state('en_US') };
}

/** One publish or unpublish, at once or when a scheduled action falls due. */
export interface PublicationRequestOf<Key = string> {
  resource: string;
  recordKey: Key;
  action: ScheduledActionKind;
  langs: readonly Lang[];
  actor: AuditActor | null;
  ip?: string;
  /** Run by the scheduler, which records the run's audit entry itself (`scheduled-publish`). */
  scheduled?: true;
}

/** What publishes and unpublishes one resource's records (or the page blocks). */
export interface Publishable {
  readonly resource: string;
  /** Runs in the caller's transaction; `false` when there is no such record. */
  applyPublication(trx: Kysely<Database>, request: PublicationRequestOf): Promise<boolean>;
  /**
   * What the record is called now, in the first of `langs` that names it: its working copy's
   * title, else (a record without versions yet) its live one's; '' when there is no such record.
   */
  titleOf(db: Kysely<Database>, key: string, langs: readonly Lang[]): Promise<string>;
}

/**
 * The one entry point for publishing and unpublishing any bilingual record or page block: the
 * publish and unpublish routes and the scheduler both call `apply`. It writes the live tables,
 * the publication rows and the audit entry (the scheduler writes its run's own) in the caller's
 * transaction; once that has committed,
 * the caller drops the public caches of every process (`app.contentChanged()`), as a save does.
 */
export class Publications {
  readonly #targets: Map<string, Publishable>;

  constructor(targets: readonly Publishable[]) {
    this.#targets = new Map(targets.map((target) => [target.resource, target]));
  }

  /** Whether `resource` is published per language (the seven bilingual resources and `blocks`). */
  has(resource: string): boolean {
    return this.#targets.has(resource);
  }

  /** `false` when there is no such record; throws for a resource that is not published per language. */
  apply(trx: Kysely<Database>, request: PublicationRequestOf): Promise<boolean> {
    const target = this.#targets.get(request.resource);
    if (!target) throw new Error(`${request.resource} is not published per language`);
    return target.applyPublication(trx, request);
  }

  /** The record's name now (`Publishable.titleOf`), in `langs` first; '' for an unknown resource. */
  titleOf(db: Kysely<Database>, resource: string, key: string, langs: readonly Lang[] = LANGS) {
    return this.#targets.get(resource)?.titleOf(db, key, langs) ?? Promise.resolve('');
  }

  /** `apply` in a transaction of its own. */
  run(db: Kysely<Database>, request: PublicationRequestOf): Promise<boolean> {
    return db.transaction().execute((trx) => this.apply(trx, request));
  }
}
