import { fileTypeFromBuffer } from 'file-type';

export interface UploadType {
  mime: string;
  /** Extension for the storage key; the file keeps the name it was uploaded with. */
  ext: string;
  /** Raster images get resized WebP variants; SVG and documents are kept as they are. */
  raster: boolean;
}

const RASTER_IMAGES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

const DOCUMENTS = new Set([
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/**
 * Word, Excel and PowerPoint before 2007 share one container format (as do installers), so
 * the name's extension picks among those three only once the content is known to be one.
 */
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const SVG_SNIFF_BYTES = 64 * 1024;

/**
 * How much of an upload's start its type is judged by: the content types listed inside an Office
 * document (a ZIP) come within its first entries, and SVG's first element within 64 KiB.
 */
export const SNIFF_BYTES = 1024 * 1024;

/** Where the markup after an XML prolog, comments and a doctype starts; -1 if one is unclosed. */
function afterProlog(text: string): number {
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
  };
  const skipPast = (end: string) => {
    const found = text.indexOf(end, at);
    at = found < 0 ? -1 : found + end.length;
  };
  skipSpace();
  if (text.startsWith('<?xml', at)) skipPast('?>');
  while (at >= 0) {
    skipSpace();
    if (text.startsWith('<!--', at)) skipPast('-->');
    else if (text.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') {
      const subset = text.indexOf('[', at);
      const close = text.indexOf('>', at);
      if (subset >= 0 && subset < close) {
        at = subset;
        skipPast(']');
      }
      if (at >= 0) skipPast('>');
    } else break;
  }
  return at;
}

/** SVG is text: UTF-8 whose first element, after any prolog, comments and doctype, is `<svg`. */
function isSvg(data: Buffer): boolean {
  const head = new TextDecoder('utf-8').decode(data.subarray(0, SVG_SNIFF_BYTES));
  // The cut may split the last character; any other undecodable byte or a NUL means binary.
  const checked = data.length > SVG_SNIFF_BYTES ? head.slice(0, -1) : head;
  if (checked.includes('\uFFFD') || checked.includes('\u0000')) return false;
  const text = head.replace(/^\uFEFF/, '');
  const start = afterProlog(text);
  return start >= 0 && /^<svg[\s>/]/i.test(text.slice(start, start + 5));
}

/**
 * What an upload is, judged by its bytes and never by its name or the browser's claim;
 * undefined for anything the back-office does not take.
 */
export async function detectUploadType(data: Buffer, name: string): Promise<UploadType | undefined> {
  const detected = await fileTypeFromBuffer(data);
  // SVG is XML text: the sniffer names it XML at best, so text gets its own look.
  if (!detected || detected.mime === 'application/xml') {
    return isSvg(data) ? { mime: 'image/svg+xml', ext: 'svg', raster: false } : undefined;
  }
  if (RASTER_IMAGES.has(detected.mime)) return { mime: detected.mime, ext: detected.ext, raster: true };
  if (DOCUMENTS.has(detected.mime)) return { mime: detected.mime, ext: detected.ext, raster: false };
  if (detected.mime === 'application/x-cfb') {
    const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
    const mime = LEGACY_OFFICE[ext];
    return mime ? { mime, ext, raster: false } : undefined;
  }
  return undefined;
}
