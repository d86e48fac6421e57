import type { Readable } from 'node:stream';
import type { AdminFile, AdminFileDetail, AdminFileListQuery, Paged } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { downloadUrl, mediaUrl } from '../../content/file-refs.ts';
import { nowIso, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { Measured, peek, readAtMost } from '../../lib/byte-streams.ts';
import { bodyOf, type FileStore, newStorageKey } from '../../lib/file-store.ts';
import type { Editor } from '../../lib/http.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { FileRepository, type FileRow } from './files.repository.ts';
import { cleanFileName } from './files.service.ts';
import { makeImageVariants, type ProcessedImage, UndecodableImageError } from './image-variants.ts';
import { detectUploadType, SNIFF_BYTES } from './upload-type.ts';

/**
 * The largest upload taken; a bigger one is answered 413 when the limit is passed. Documents
 * stream into the file store as they arrive, so this bounds the store, not the server's memory.
 */
export const MAX_UPLOAD_BYTES = 256 * 1024 * 1024;
/** Raster images are read whole, as sharp needs them to make their sizes: their own, smaller limit. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export function previewUrl(id: number): string {
  return `/api/v1/admin/files/${id}/content`;
}

interface Piece {
  storageKey: string;
  name: string;
  mime: string;
  body: Readable;
  width: number | null;
  height: number | null;
}

interface StoredPiece extends Piece {
  size: number;
  sha256: string;
}

function toAdminFile(row: FileRow, variants: FileRow[], refCount: number): AdminFile {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    url: downloadUrl(row.id),
    mime: row.mime,
    mediaUrl: mediaUrl(row.id, row.name),
    previewUrl: previewUrl(row.id),
    width: row.width,
    height: row.height,
    variants: variants.map((variant) => ({
      id: variant.id,
      width: variant.width ?? 0,
      height: variant.height ?? 0,
      size: Number(variant.size),
      mime: variant.mime,
      mediaUrl: mediaUrl(variant.id, variant.name),
    })),
    refCount,
    createTime: toIso(row.created_at),
  };
}

/** `photo.jpg` → `photo-960w.webp`. */
function variantName(name: string, width: number): string {
  const stem = name.replace(/\.[^.]*$/, '') || 'image';
  return `${stem}-${width}w.webp`;
}

/**
 * Uploads for the back-office: the type is judged by content, images get resized WebP
 * variants stored as files of their own, and a file is kept while any record uses it.
 */
export class FileAdminService {
  readonly #db: Kysely<Database>;
  readonly #store: FileStore;
  readonly #audit: AuditLogService;

  constructor(db: Kysely<Database>, store: FileStore, audit: AuditLogService) {
    this.#db = db;
    this.#store = store;
    this.#audit = audit;
  }

  /**
   * Stores an upload as it arrives: its type is judged by its first bytes, a document streams on
   * into the store while it is counted and hashed, and a raster image (read whole, for sharp) is
   * stored with its sizes. A refused or failed upload leaves no row and no stored bytes.
   */
  async upload(input: { name: string; stream: Readable }, editor: Editor): Promise<AdminFile> {
    const name = cleanFileName(input.name);
    const { head, stream } = await peek(input.stream, SNIFF_BYTES);
    const type = await detectUploadType(head, name);
    if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const original = { storageKey: newStorageKey(type.ext), name, mime: type.mime };
    let pieces: Piece[];
    if (type.raster) {
      const data = await readAtMost(stream, MAX_IMAGE_BYTES);
      const image = await this.#processImage(data);
      pieces = [
        { ...original, body: bodyOf(data), width: image.width, height: image.height },
        ...image.variants.map((variant) => ({
          storageKey: newStorageKey('webp'),
          name: variantName(name, variant.width),
          mime: 'image/webp',
          body: bodyOf(variant.data),
          width: variant.width,
          height: variant.height,
        })),
      ];
    } else {
      pieces = [{ ...original, body: stream, width: null, height: null }];
    }

    let id: number;
    try {
      const stored: StoredPiece[] = [];
      for (const piece of pieces) {
        const bytes = new Measured(piece.body);
        await this.#store.put(piece.storageKey, bytes);
        stored.push({ ...piece, size: bytes.size, sha256: bytes.sha256 });
      }
      id = await this.#db.transaction().execute(async (trx) => {
        const files = new FileRepository(trx);
        const [first, ...variants] = stored.map((piece) => this.#row(piece, editor));
        const inserted = await files.insert(first!);
        for (const variant of variants) await files.insert({ ...variant, parentId: inserted.id });
        await this.#audit.record(
          {
            ...editor,
            action: 'create',
            resource: 'files',
            resourceId: inserted.id,
            changes: {
              name,
              mime: type.mime,
              size: first!.size,
              variants: variants.map((variant) => variant.width),
            },
          },
          trx,
        );
        return inserted.id;
      });
    } catch (error) {
      await Promise.all(pieces.map((piece) => this.#store.delete(piece.storageKey).catch(() => {})));
      throw error;
    }
    const uploaded = await this.get(id);
    if (!uploaded) throw new Error(`file ${id} vanished after its upload`);
    return uploaded;
  }

  async list(query: AdminFileListQuery): Promise<Paged<AdminFile>> {
    const files = new FileRepository(this.#db);
    const { rows, total } = await files.adminList(query);
    const ids = rows.map((row) => row.id);
    const [variants, references] = await Promise.all([files.variantsOf(ids), files.referencesOf(ids)]);
    return {
      list: rows.map((row) =>
        toAdminFile(
          row,
          variants.filter((variant) => variant.parent_id === row.id),
          references.filter((reference) => reference.file_id === row.id).length,
        ),
      ),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  async get(id: number): Promise<AdminFileDetail | undefined> {
    const files = new FileRepository(this.#db);
    const row = await files.findById(id);
    if (!row) return undefined;
    const [variants, references] = await Promise.all([files.variantsOf([id]), files.referencesOf([id])]);
    return {
      ...toAdminFile(row, variants, references.length),
      references: references.map((reference) => ({
        ownerType: reference.owner_type,
        ownerId: reference.owner_id,
      })),
    };
  }

  /** Refused while any record references the file or one of its variants; `false` if unknown. */
  async delete(id: number, editor: Editor): Promise<boolean> {
    const storageKeys = await this.#db.transaction().execute(async (trx) => {
      const files = new FileRepository(trx);
      const file = await files.findById(id);
      if (!file) return undefined;
      if ((await files.referencesOf([id])).length > 0) throw invalidField('id', 'inUse');
      const keys = await files.deleteWithVariants(id);
      await this.#audit.record(
        {
          ...editor,
          action: 'delete',
          resource: 'files',
          resourceId: id,
          changes: { name: file.name, mime: file.mime, size: Number(file.size) },
        },
        trx,
      );
      return keys;
    });
    if (storageKeys === undefined) return false;
    // Only once the rows are gone: a failed transaction must not lose bytes still recorded.
    await Promise.all(storageKeys.map((key) => this.#store.delete(key).catch(() => {})));
    return true;
  }

  async #processImage(data: Buffer): Promise<ProcessedImage> {
    try {
      return await makeImageVariants(data);
    } catch (error) {
      if (error instanceof UndecodableImageError) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      throw error;
    }
  }

  #row(piece: StoredPiece, editor: Editor) {
    return {
      storageKey: piece.storageKey,
      name: piece.name,
      mime: piece.mime,
      size: piece.size,
      sha256: piece.sha256,
      createdBy: editor.actor.id,
      createdAt: nowIso(),
      width: piece.width,
      height: piece.height,
    };
  }
}
