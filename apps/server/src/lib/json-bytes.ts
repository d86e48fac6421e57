import type { PagingQuery } from '@coresense/shared';

/**
 * Public answers put together from parts that are already JSON text (stored literals, small
 * values written here), as bytes: no stringify of the whole answer, no escaping of the stored
 * parts and no second UTF-8 encoding on the way out.
 */
export type JsonPart = string | Uint8Array;

/** The parts written one after another into a single buffer, measured first. */
export function jsonBytes(parts: readonly JsonPart[]): Buffer {
  let size = 0;
  for (const part of parts) size += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const bytes = Buffer.allocUnsafe(size);
  let offset = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      offset += bytes.write(part, offset);
    } else {
      bytes.set(part, offset);
      offset += part.length;
    }
  }
  return bytes;
}

/** The `data` of a paged answer (contract §1) around items that are each a list of parts. */
export function pagedJson(
  items: ReadonlyArray<readonly JsonPart[]>,
  total: number,
  paging: PagingQuery,
): JsonPart[] {
  const parts: JsonPart[] = ['{"list":['];
  items.forEach((item, index) => {
    if (index > 0) parts.push(',');
    parts.push(...item);
  });
  parts.push(`],"total":${total},"pageNum":${paging.pageNum},"pageSize":${paging.pageSize}}`);
  return parts;
}

/** The success envelope of contract §1 around `data`. */
export function successJson(data: readonly JsonPart[]): Buffer {
  return jsonBytes(['{"success":true,"data":', ...data, '}']);
}
