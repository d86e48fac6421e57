import {
  type AboutBlock,
  BLOCK_SCHEMAS,
  type BlockData,
  type BlockType,
  type HomeData,
  type Lang,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { syncFileRefs } from '../../content/file-refs.ts';
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
    let parsed = BLOCK_SCHEMAS[type].parse(data) as BlockData<T>;
    if (type === 'about') parsed = normaliseAbout(parsed as AboutBlock) as BlockData<T>;
    await this.#db.transaction().execute(async (trx) => {
      const blocks = new BlockRepository(trx);
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
      const languages = await blocks.findAllLanguages(type);
      await syncFileRefs(
        trx,
        'block',
        type,
        languages.map((text) => JSON.parse(text)),
      );
    });
    return parsed;
  }
}
