import type { Authority, Resource } from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import { toIso } from '../db/column-types.ts';
import { MAX_ID } from '../db/queries.ts';
import type { Database } from '../db/schema.ts';
import { invalidField } from '../lib/app-error.ts';
import type { Editor } from '../lib/http.ts';
import {
  collectFileIds,
  downloadUrl,
  FILE_OWNER_RESOURCES,
  type FileOwnerType,
  isPublicFile,
} from './file-refs.ts';

/*
 * Which stored files a staff member may read, and so put into content (docs/decisions/
 * 2026-11-28-who-may-read-a-file.md). Content that mentions a file serves it to everyone once
 * published, and to its preview links before that: a save must not hand out what its editor
 * could not read.
 */

/** A bilingual record or a page block: its resource and its id as text (a block's type). */
export interface RecordKey {
  resource: Resource;
  key: string;
}

/** What deciding who may read a file needs of its row. */
export type StoredFile = Pick<
  Selectable<Database['files']>,
  'id' | 'parent_id' | 'created_by' | 'created_at'
>;

/** Where content mentions a file: the path of the field, and the file's id. */
interface Mention {
  field: string;
  id: number;
}

/** Every file a value mentions, with the field saying so; a file reference names its `id`. */
function mentionsIn(value: unknown, field: string, found: Mention[] = []): Mention[] {
  const at = (key: string) => (field ? `${field}.${key}` : key);
  if (typeof value === 'string') {
    for (const id of collectFileIds(value)) found.push({ field, id });
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) mentionsIn(item, at(String(index)), found);
  } else if (value && typeof value === 'object') {
    const { id, url } = value as { id?: unknown; url?: unknown };
    if (typeof id === 'number' && url === downloadUrl(id)) {
      found.push({ field: at('id'), id });
      return found;
    }
    for (const [key, item] of Object.entries(value)) mentionsIn(item, at(key), found);
  }
  return found;
}

const sameRecord = (a: RecordKey, b: RecordKey) => a.resource === b.resource && a.key === b.key;

const VERSION_BATCH = 50;

/** `like` patterns that find the text of a version mentioning the file; `collectFileIds` then decides. */
const addressesOf = (id: number) => [`%/media/${id}/%`, `%/api/v1/common/download?id=${id}%`];

/**
 * Who may read which file. A file belongs to the record that mentioned it first, in the
 * earliest version saved since the file was stored (with no such version: the records whose live
 * text references it). A staff member may read a file when one of these holds:
 * - they hold `files:read`: the whole file library is open to them;
 * - it is public: a published record or page block references it;
 * - they uploaded it;
 * - it belongs to a record they may read (its resource's `:read`), or to the record they save.
 * An image variant is read as the upload it was made from.
 */
export class FileAccess {
  /**
   * Refuses `content`, the body of a save of `record` (absent on create), when it mentions a
   * file the editor may not read: 400 on the first field mentioning one. `field` prefixes the
   * reported path (a page block's body holds its text in `data`). An address of no stored file
   * reads nothing, and a file stored later belongs to no version saved before it.
   */
  async assertReadable(
    db: Kysely<Database>,
    editor: Editor,
    content: unknown,
    options: { record?: RecordKey; field?: string } = {},
  ): Promise<void> {
    if (editor.authorities.has('files:read' satisfies Authority)) return;
    // Each file once, reported on the first field that mentions it.
    const fieldOf = new Map<number, string>();
    for (const { id, field } of mentionsIn(content, options.field ?? '')) {
      if (id <= MAX_ID && !fieldOf.has(id)) fieldOf.set(id, field);
    }
    if (fieldOf.size === 0) return;
    const files = new Map((await this.#files(db, [...fieldOf.keys()])).map((file) => [file.id, file]));
    for (const [id, field] of fieldOf) {
      const file = files.get(id);
      if (file && !(await this.#mayRead(db, editor, file, options.record))) {
        throw invalidField(field, 'fileNotReadable');
      }
    }
  }

  /**
   * Whether the file belongs to `record` alone. A preview link serves only its record's own
   * files: another record's upload stays with that record.
   */
  async owns(db: Kysely<Database>, record: RecordKey, file: StoredFile): Promise<boolean> {
    const owners = await this.#owners(db, await this.#upload(db, file));
    return owners.length > 0 && owners.every((owner) => sameRecord(owner, record));
  }

  async #mayRead(db: Kysely<Database>, editor: Editor, file: StoredFile, record: RecordKey | undefined) {
    const upload = await this.#upload(db, file);
    if (upload.created_by === editor.actor.id) return true;
    const isPublic = await db
      .selectFrom('files as f')
      .select('f.id')
      .where('f.id', '=', upload.id)
      .where(isPublicFile)
      .executeTakeFirst();
    if (isPublic) return true;
    return (await this.#owners(db, upload)).some(
      (owner) =>
        (record !== undefined && sameRecord(owner, record)) ||
        editor.authorities.has(`${owner.resource}:read`),
    );
  }

  async #files(db: Kysely<Database>, ids: number[]): Promise<StoredFile[]> {
    return db
      .selectFrom('files')
      .select(['id', 'parent_id', 'created_by', 'created_at'])
      .where('id', 'in', ids)
      .execute();
  }

  /** The upload an image variant was made from; an upload itself. */
  async #upload(db: Kysely<Database>, file: StoredFile): Promise<StoredFile> {
    if (file.parent_id === null) return file;
    const [upload] = await this.#files(db, [file.parent_id]);
    return upload ?? file;
  }

  /** The records an upload belongs to (see the class): one, several, or none. */
  async #owners(db: Kysely<Database>, upload: StoredFile): Promise<RecordKey[]> {
    const variants = await db.selectFrom('files').select('id').where('parent_id', '=', upload.id).execute();
    const ids = [upload.id, ...variants.map((variant) => variant.id)];
    const first = await this.#firstMentioning(db, ids, toIso(upload.created_at));
    if (first) return [first];
    const rows = await db
      .selectFrom('file_refs')
      .select(['owner_type', 'owner_id'])
      .where('file_id', 'in', ids)
      .execute();
    return rows.flatMap((row) => {
      const resource = FILE_OWNER_RESOURCES[row.owner_type as FileOwnerType];
      return resource ? [{ resource, key: row.owner_id }] : [];
    });
  }

  /**
   * The record whose version saved since `since` mentioned one of the files first. Versions are
   * read a batch at a time: a file in use may be named by hundreds of them.
   */
  async #firstMentioning(db: Kysely<Database>, ids: number[], since: string): Promise<RecordKey | undefined> {
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom('content_versions')
        .select(['id', 'resource', 'record_key', 'snapshot'])
        .where('id', '>', after)
        .where('created_at', '>=', since)
        .where((eb) => eb.or(ids.flatMap(addressesOf).map((pattern) => eb('snapshot', 'like', pattern))))
        .orderBy('id')
        .limit(VERSION_BATCH)
        .execute();
      for (const row of rows) {
        const mentioned = collectFileIds(JSON.parse(row.snapshot));
        if (ids.some((id) => mentioned.has(id))) {
          return { resource: row.resource as Resource, key: row.record_key };
        }
        after = row.id;
      }
      if (rows.length < VERSION_BATCH) return undefined;
    }
  }
}
