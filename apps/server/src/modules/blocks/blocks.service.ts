import {
  type AboutBlock,
  type AdminBlock,
  type AdminBlockRecord,
  BLOCK_SCHEMAS,
  BLOCK_TYPES,
  type BlockData,
  type BlockType,
  type HomeData,
  LANGS,
  type Lang,
  type PrivacyBlock,
  type VersionDiffEntry,
  type VersionEntry,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { FileAccess } from '../../content/file-access.ts';
import { syncFileRefs } from '../../content/file-refs.ts';
import {
  langsOf,
  type PublicationRequestOf,
  type Publishable,
  publicationOf,
} from '../../content/publication.ts';
import { pendingFor } from '../../content/schedule/schedule.repository.ts';
import { type CurrentRecord, VersionHistory } from '../../content/versions.ts';
import type { Database } from '../../db/schema.ts';
import { type AuditActor, changedFields } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { BlockRepository } from './blocks.repository.ts';

/** History newest first ("2024-05" before "2024"); the introduction is editor-written HTML. */
function normaliseAbout(about: AboutBlock): AboutBlock {
  return {
    ...about,
    introduction: sanitizeRichText(about.introduction),
    history: [...about.history].sort((a, b) => b.time.localeCompare(a.time)),
  };
}

/** Saves of a page block: which languages it publishes (absent: the language saved, as before). */
export interface BlockSaveOptions {
  publish?: readonly Lang[];
}

/**
 * The page-level singletons (home, about, contact, productPage, advantages, footer, privacy): one JSON
 * object per type and language. `page_blocks` holds what the public sees; the working copy is
 * the block's latest version, and each language is published on its own (contract §10).
 */
export class BlockService implements Publishable {
  readonly resource = 'blocks';
  readonly #db: Kysely<Database>;
  readonly #blocks: BlockRepository;
  readonly #audit: AuditLogService | undefined;
  readonly #versions = new VersionHistory('blocks', ['type']);
  readonly #files = new FileAccess();

  constructor(db: Kysely<Database>, audit?: AuditLogService) {
    this.#db = db;
    this.#blocks = new BlockRepository(db);
    this.#audit = audit;
  }

  /** The block as a JSON string, `{}` while nobody has written it. */
  async dataString(type: BlockType, lang: Lang): Promise<string> {
    return (await this.#blocks.find(type, lang)) ?? '{}';
  }

  async data<T extends BlockType>(type: T, lang: Lang): Promise<Partial<BlockData<T>>> {
    return JSON.parse(await this.dataString(type, lang));
  }

  /** The home page's data: the home block, with the `advantages` block's list as its advantages. */
  async homeData(lang: Lang): Promise<Partial<HomeData>> {
    const [home, advantages] = await Promise.all([this.data('home', lang), this.data('advantages', lang)]);
    return { ...home, advantages: advantages.list ?? [] };
  }

  /** The working copy (the latest version, both languages) and its publication. */
  async get(type: BlockType): Promise<AdminBlock> {
    const [latest, published, live, pending] = await Promise.all([
      this.#versions.latest(this.#db, type),
      this.#versions.publications.get(this.#db, type),
      current(this.#blocks, type),
      pendingFor(this.#db, 'blocks', type),
    ]);
    const workingCopy = (latest?.snapshot ?? live?.snapshot ?? { type, i18n: {} }) as AdminBlockRecord;
    return {
      ...workingCopy,
      publication: publicationOf({
        latestVersion: latest?.version,
        published,
        liveLangs: live ? langsOf(live.snapshot) : [],
        liveSavedAt: live?.savedAt ?? new Date().toISOString(),
        pending,
      }),
    };
  }

  /**
   * Validates `data` against the block's schema and saves it in `lang` of the working copy, as a
   * new version; answers the saved (normalised) object. The languages published (absent: `lang`)
   * are written to `page_blocks`, whose file references follow. A save by a staff member
   * (`editor`) is audited with the fields it changed, as `lang.field`.
   */
  async save<T extends BlockType>(
    type: T,
    lang: Lang,
    data: unknown,
    editor?: Editor,
    options: BlockSaveOptions = {},
  ): Promise<BlockData<T>> {
    const parsed = parseBlock(type, data);
    const publish = options.publish ? LANGS.filter((each) => options.publish?.includes(each)) : [lang];
    await this.#db.transaction().execute(async (trx) => {
      const blocks = new BlockRepository(trx);
      await this.#versions.lock(trx, type);
      await this.#versions.ensureFirst(trx, type, () => current(blocks, type));
      if (editor) {
        await this.#files.assertReadable(trx, editor, parsed, {
          record: { resource: 'blocks', key: type },
          field: 'data',
        });
      }
      const workingCopy = ((await this.#versions.latest(trx, type))?.snapshot ?? {
        type,
        i18n: {},
      }) as AdminBlockRecord;
      const record: AdminBlockRecord = { type, i18n: { ...workingCopy.i18n, [lang]: parsed } };
      if (editor && this.#audit) {
        const changes = changedFields(workingCopy.i18n[lang] ?? {}, parsed as Record<string, unknown>);
        await this.#audit.record(
          {
            ...editor,
            action: 'update',
            resource: 'blocks',
            resourceId: type,
            title: type,
            changes: Object.fromEntries(
              Object.entries(changes).map(([field, change]) => [`${lang}.${field}`, change]),
            ),
          },
          trx,
        );
      }
      await this.#commit(trx, record, publish, editor?.actor ?? null);
    });
    return parsed;
  }

  /**
   * Appends `record` as the block's new version and writes its text in `publish` to the live
   * rows (a language it lacks is removed there); the publication rows and file references follow.
   */
  async #commit(
    trx: Kysely<Database>,
    record: AdminBlockRecord,
    publish: readonly Lang[],
    actor: AuditActor | null,
  ) {
    const blocks = new BlockRepository(trx);
    const wasLive = await readRecord(blocks, record.type);
    await writeLive(blocks, record, publish);
    const version = await this.#versions.append(trx, record.type, record, actor);
    await this.#afterLiveChange(trx, record.type, {
      version,
      latest: record,
      wasLive,
      published: publish,
      actor,
    });
  }

  async #afterLiveChange(
    trx: Kysely<Database>,
    type: BlockType,
    options: {
      version: number;
      latest: object;
      wasLive: object;
      published: readonly Lang[];
      actor: AuditActor | null;
    },
  ) {
    const live = await readRecord(new BlockRepository(trx), type);
    await this.#versions.publications.sync(trx, type, { ...options, live });
    await syncFileRefs(trx, 'block', type, Object.values(live.i18n));
  }

  /** Publishes the latest version in `langs` or unpublishes `langs`, in the caller's transaction. */
  async applyPublication(trx: Kysely<Database>, request: PublicationRequestOf): Promise<boolean> {
    const type = request.recordKey as BlockType;
    if (!(BLOCK_TYPES as readonly string[]).includes(type)) return false;
    const blocks = new BlockRepository(trx);
    await this.#versions.lock(trx, type);
    await this.#versions.ensureFirst(trx, type, () => current(blocks, type));
    const latest = await this.#versions.latest(trx, type);
    if (!latest) return false;
    const langs = LANGS.filter((lang) => request.langs.includes(lang));
    if (request.action === 'publish') {
      const wasLive = await readRecord(blocks, type);
      await writeLive(blocks, latest.snapshot as AdminBlockRecord, langs);
      await this.#afterLiveChange(trx, type, {
        version: latest.version,
        latest: latest.snapshot,
        wasLive,
        published: langs,
        actor: request.actor,
      });
    } else {
      for (const lang of langs) await blocks.remove(type, lang);
      await this.#versions.publications.remove(trx, type, langs);
      const live = await readRecord(blocks, type);
      await syncFileRefs(trx, 'block', type, Object.values(live.i18n));
    }
    if (request.scheduled) return true;
    await this.#audit?.record(
      {
        actor: request.actor,
        ip: request.ip,
        action: request.action,
        resource: 'blocks',
        resourceId: type,
        title: type,
        changes: { langs, version: latest.version },
      },
      trx,
    );
    return true;
  }

  /** A block is named by its type (the back-office words it). */
  async titleOf(_db: Kysely<Database>, type: string): Promise<string> {
    return type;
  }

  /** The block in every language written, as the back-office reads it; `undefined` while nothing is written. */
  async record(type: BlockType): Promise<AdminBlockRecord | undefined> {
    return (await current(this.#blocks, type))?.snapshot as AdminBlockRecord | undefined;
  }

  /** The block's versions, newest first; `undefined` while it is written in no language. */
  async versions(type: BlockType): Promise<VersionEntry[] | undefined> {
    if (!(await this.#exists(type))) return undefined;
    const published = await this.#versions.publications.get(this.#db, type);
    return this.#versions.list(this.#db, type, published);
  }

  /** The block as version `version` left it, with its publication now. */
  async version(type: BlockType, version: number): Promise<AdminBlock | undefined> {
    if (!(await this.#exists(type))) return undefined;
    const snapshot = (await this.#versions.snapshot(this.#db, type, version)) as AdminBlockRecord | undefined;
    if (!snapshot) return undefined;
    return { ...snapshot, publication: (await this.get(type)).publication };
  }

  async diff(type: BlockType, version: number, against: number): Promise<VersionDiffEntry[] | undefined> {
    if (!(await this.#exists(type))) return undefined;
    return this.#versions.diff(this.#db, type, version, against);
  }

  /**
   * Saves version `version` of the block again, both languages, as one new version saved as a
   * draft: it publishes nothing. Audited as a `restore` of the block.
   */
  async restore(type: BlockType, version: number, editor: Editor): Promise<AdminBlock | undefined> {
    if (!(await this.#exists(type))) return undefined;
    const snapshot = (await this.#versions.snapshot(this.#db, type, version)) as AdminBlockRecord | undefined;
    if (!snapshot) return undefined;
    const texts = Object.fromEntries(
      LANGS.flatMap((lang) => {
        const text = snapshot.i18n[lang];
        return text === undefined ? [] : [[lang, parseBlock(type, text)]];
      }),
    ) as AdminBlockRecord['i18n'];
    const record: AdminBlockRecord = { type, i18n: texts };
    await this.#db.transaction().execute(async (trx) => {
      await this.#versions.lock(trx, type);
      await this.#files.assertReadable(trx, editor, texts, {
        record: { resource: 'blocks', key: type },
        field: 'i18n',
      });
      const before = ((await this.#versions.latest(trx, type))?.snapshot ?? {
        type,
        i18n: {},
      }) as AdminBlockRecord;
      const changes: Record<string, unknown> = {};
      for (const lang of LANGS) {
        const was = before.i18n[lang] ?? {};
        for (const [field, change] of Object.entries(changedFields(was, record.i18n[lang] ?? {}))) {
          changes[`${lang}.${field}`] = change;
        }
      }
      if (this.#audit) {
        await this.#audit.record(
          { ...editor, action: 'restore', resource: 'blocks', resourceId: type, title: type, changes },
          trx,
        );
      }
      await this.#commit(trx, record, [], editor.actor);
    });
    return this.get(type);
  }

  /** Whether the block is written (given its version 1 when it has none yet). */
  async #exists(type: BlockType): Promise<boolean> {
    if (await this.#versions.latest(this.#db, type)) return true;
    const now = await current(this.#blocks, type);
    if (now) await this.#versions.ensureFirst(this.#db, type, async () => now);
    return now !== undefined;
  }
}

/** Writes the text of `langs` of `record` to the live rows; a language it lacks is removed there. */
async function writeLive(blocks: BlockRepository, record: AdminBlockRecord, langs: readonly Lang[]) {
  for (const lang of langs) {
    const text = record.i18n[lang];
    if (text === undefined) await blocks.remove(record.type, lang);
    else await blocks.save(record.type, lang, JSON.stringify(text));
  }
}

function parseBlock<T extends BlockType>(type: T, data: unknown): BlockData<T> {
  const parsed = BLOCK_SCHEMAS[type].parse(data) as BlockData<T>;
  if (type === 'about') return normaliseAbout(parsed as AboutBlock) as BlockData<T>;
  if (type === 'privacy') {
    const policy = parsed as PrivacyBlock;
    return { ...policy, content: sanitizeRichText(policy.content) } as BlockData<T>;
  }
  return parsed;
}

/** The block in every language written, as its versions keep it. */
async function readRecord(blocks: BlockRepository, type: BlockType): Promise<AdminBlockRecord> {
  const i18n: AdminBlockRecord['i18n'] = {};
  for (const row of await blocks.findByLanguage(type)) i18n[row.lang as Lang] = JSON.parse(row.data);
  return { type, i18n };
}

/** What a block's lazily made version 1 is; none while the block is written in no language. */
async function current(blocks: BlockRepository, type: BlockType): Promise<CurrentRecord | undefined> {
  const rows = await blocks.findByLanguage(type);
  if (rows.length === 0) return undefined;
  const record = await readRecord(blocks, type);
  const savedAt =
    rows
      .map((row) => row.updatedAt)
      .sort()
      .at(-1) ?? new Date().toISOString();
  return { snapshot: record, savedAt };
}
