import {
  type AboutBlock,
  type AdminBlockRecord,
  BLOCK_SCHEMAS,
  type BlockData,
  type BlockType,
  type HomeData,
  LANGS,
  type Lang,
  type VersionDiffEntry,
  type VersionEntry,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { syncFileRefs } from '../../content/file-refs.ts';
import { type CurrentRecord, publishedNow, VersionHistory } from '../../content/versions.ts';
import type { Database } from '../../db/schema.ts';
import { changedFields } from '../../lib/audit.ts';
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

/**
 * The page-level singletons (home, about, contact, productPage, advantages, footer): one JSON
 * object per type and language.
 */
export class BlockService {
  readonly #db: Kysely<Database>;
  readonly #blocks: BlockRepository;
  readonly #audit: AuditLogService | undefined;
  readonly #versions = new VersionHistory('blocks', ['type']);

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

  /**
   * Validates `data` against the block's schema and saves it; answers the saved (normalised)
   * object. A block owns the files both of its languages show, so their references are renewed.
   * A save by a staff member (`editor`) is audited with the fields it changed, as `lang.field`.
   */
  async save<T extends BlockType>(
    type: T,
    lang: Lang,
    data: unknown,
    editor?: Editor,
  ): Promise<BlockData<T>> {
    const parsed = parseBlock(type, data);
    await this.#db.transaction().execute(async (trx) => {
      const blocks = new BlockRepository(trx);
      await this.#versions.lock(trx, type);
      await this.#versions.ensureFirst(trx, type, () => current(blocks, type));
      const before = await blocks.find(type, lang);
      await blocks.save(type, lang, JSON.stringify(parsed));
      if (editor && this.#audit) {
        const changes = changedFields(before ? JSON.parse(before) : {}, parsed as Record<string, unknown>);
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
      await this.#afterSave(trx, type, editor);
    });
    return parsed;
  }

  /** Appends the block's new version and renews the files both its languages mention. */
  async #afterSave(trx: Kysely<Database>, type: BlockType, editor: Editor | undefined) {
    const record = await readRecord(new BlockRepository(trx), type);
    await this.#versions.append(trx, type, record, editor?.actor ?? null);
    await syncFileRefs(trx, 'block', type, Object.values(record.i18n));
  }

  /** The block in every language written, as the back-office reads it; `undefined` while nothing is written. */
  async record(type: BlockType): Promise<AdminBlockRecord | undefined> {
    return (await current(this.#blocks, type))?.snapshot as AdminBlockRecord | undefined;
  }

  /** The block's versions, newest first; `undefined` while it is written in no language. */
  async versions(type: BlockType): Promise<VersionEntry[] | undefined> {
    const now = await this.#current(type);
    return now && this.#versions.list(this.#db, type, now.published);
  }

  async version(type: BlockType, version: number): Promise<AdminBlockRecord | undefined> {
    if (!(await this.#current(type))) return undefined;
    return (await this.#versions.snapshot(this.#db, type, version)) as AdminBlockRecord | undefined;
  }

  async diff(type: BlockType, version: number, against: number): Promise<VersionDiffEntry[] | undefined> {
    if (!(await this.#current(type))) return undefined;
    return this.#versions.diff(this.#db, type, version, against);
  }

  /**
   * Saves version `version` of the block again, both languages, as one new version (a language
   * the version lacked is removed). Audited as a `restore` of the block.
   */
  async restore(type: BlockType, version: number, editor: Editor): Promise<AdminBlockRecord | undefined> {
    if (!(await this.#current(type))) return undefined;
    const snapshot = (await this.#versions.snapshot(this.#db, type, version)) as AdminBlockRecord | undefined;
    if (!snapshot) return undefined;
    const texts = Object.fromEntries(
      LANGS.flatMap((lang) => {
        const text = snapshot.i18n[lang];
        return text === undefined ? [] : [[lang, parseBlock(type, text)]];
      }),
    ) as AdminBlockRecord['i18n'];
    return this.#db.transaction().execute(async (trx) => {
      const blocks = new BlockRepository(trx);
      await this.#versions.lock(trx, type);
      const before = await readRecord(blocks, type);
      for (const lang of LANGS) {
        const text = texts[lang];
        if (text === undefined) await blocks.remove(type, lang);
        else await blocks.save(type, lang, JSON.stringify(text));
      }
      const after = await readRecord(blocks, type);
      const changes: Record<string, unknown> = {};
      for (const lang of LANGS) {
        const was = before.i18n[lang] ?? {};
        for (const [field, change] of Object.entries(changedFields(was, after.i18n[lang] ?? {}))) {
          changes[`${lang}.${field}`] = change;
        }
      }
      if (this.#audit) {
        await this.#audit.record(
          { ...editor, action: 'restore', resource: 'blocks', resourceId: type, title: type, changes },
          trx,
        );
      }
      await this.#afterSave(trx, type, editor);
      return after;
    });
  }

  /** The block now (given its version 1 when it has none yet); `undefined` while nothing is written. */
  async #current(type: BlockType): Promise<CurrentRecord | undefined> {
    const now = await current(this.#blocks, type);
    if (now) await this.#versions.ensureFirst(this.#db, type, async () => now);
    return now;
  }
}

function parseBlock<T extends BlockType>(type: T, data: unknown): BlockData<T> {
  const parsed = BLOCK_SCHEMAS[type].parse(data) as BlockData<T>;
  return type === 'about' ? (normaliseAbout(parsed as AboutBlock) as BlockData<T>) : parsed;
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
  return { snapshot: record, savedAt, published: publishedNow(record) };
}
