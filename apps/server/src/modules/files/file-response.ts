import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toIso } from '../../db/column-types.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ByteRange } from '../../lib/file-store.ts';
import type { FileRow } from './files.repository.ts';

/**
 * One `Range: bytes=…` against a representation of `size` bytes (RFC 9110 §14). Undefined means
 * "answer the whole file": no header, a malformed one, another unit or several ranges, which a
 * server may always answer in full. An empty file has no bytes to pick, so it is sent whole.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? '');
  if (!match || size === 0) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** encodeURIComponent leaves `'()*` as they are, but an RFC 8187 ext-value must encode them. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The ASCII name for clients that ignore `filename*`: non-ASCII and quoting characters dropped. */
function asciiFileName(name: string): string {
  const ascii = name
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(ascii)?.[0] ?? '';
  return ascii === '' || ascii === extension ? `download${extension}` : ascii;
}

/** RFC 6266 header with an ASCII fallback and the exact UTF-8 name in `filename*`. */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  return `${type}; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** Entity tags of an If-None-Match header, or true for `*`. */
function entityTags(header: string): string[] | true {
  if (header.trim() === '*') return true;
  return header.match(/(?:W\/)?"[^"]*"/g) ?? [];
}

const weak = (tag: string) => tag.replace(/^W\//, '');

function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = entityTags(ifNoneMatch);
    return tags === true || tags.some((tag) => weak(tag) === etag);
  }
  const ifModifiedSince = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(ifModifiedSince) && lastModified.getTime() <= ifModifiedSince;
}

/** If-Range asks for the range only while the file is still the one the client has part of. */
function rangeStillValid(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const header = request.headers['if-range'];
  if (header === undefined) return true;
  const ifRange = String(header).trim();
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  return Date.parse(ifRange) === lastModified.getTime();
}

export interface StoredFileAnswer {
  file: FileRow;
  size: number;
  /** The store's own read of the bytes or of one range of them. */
  read(range?: ByteRange): Promise<Readable>;
  disposition: 'attachment' | 'inline';
  cacheControl: string;
}

/**
 * Sandboxed with nothing allowed: a stored HTML or SVG file opened in the browser cannot run
 * scripts or reach anything in this origin.
 */
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Sends a stored file with validators, conditional answers and single byte ranges. */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, answer: StoredFileAnswer) {
  const { file, size } = answer;
  const etag = `"${file.sha256}"`;
  // HTTP dates have whole seconds; comparisons with If-Modified-Since need the same precision.
  const lastModified = new Date(Math.floor(new Date(toIso(file.created_at)).getTime() / 1000) * 1000);
  reply
    .header('etag', etag)
    .header('last-modified', lastModified.toUTCString())
    .header('cache-control', answer.cacheControl)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', STORED_FILE_CSP);

  if (notModified(request, etag, lastModified)) return reply.code(304).send();

  const range =
    request.method === 'GET' && rangeStillValid(request, etag, lastModified)
      ? parseByteRange(request.headers.range, size)
      : undefined;
  // No envelope here: the contract's codes have none for 416, and the status says it all.
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();

  reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(answer.disposition, file.name));
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await answer.read(range));
  }
  reply.header('content-length', size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(await answer.read());
}

/** Where the bytes of a file the database lists are kept (`FileService`). */
export interface StoredBytes {
  /** Undefined when the store no longer has them. */
  storedSize(file: FileRow): Promise<number | undefined>;
  read(file: FileRow, range?: ByteRange): Promise<Readable>;
}

/**
 * Sends `file`'s bytes from `store` as `sendStoredFile` does; 404 when there is no such file, or
 * when the store has lost its bytes (logged: the database lists a file the store does not hold).
 * The storage key is the row's, never a request's.
 */
export async function serveStoredFile(
  store: StoredBytes,
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileRow | undefined,
  options: Pick<StoredFileAnswer, 'disposition' | 'cacheControl'>,
) {
  if (!file) throw notFound();
  const size = await store.storedSize(file);
  if (size === undefined) {
    request.log.warn({ fileId: file.id }, 'stored file is missing from the file store');
    throw notFound();
  }
  return sendStoredFile(request, reply, { file, size, read: (range) => store.read(file, range), ...options });
}
