import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF that pdfkit wrote, for tests: enough of PDF to read pdfkit's own output
 * (objects, Flate streams, Type0 fonts with a ToUnicode CMap, `Tf`, `Tj` and `TJ`), not a
 * general parser. Embedded fonts show glyph ids, never the characters, so a plain search of the
 * bytes cannot find a contract number; this maps the glyphs back through each font's CMap.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  // A stream is read by its /Length, not up to the next `endobj`: compressed bytes may hold that word.
  const start = /(\d+) 0 obj\s*/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const from = match.index + match[0].length;
    const end = text.indexOf('endobj', from);
    const streamAt = text.indexOf('stream', from);
    if (streamAt < 0 || streamAt > end) {
      found.set(Number(match[1]), { dict: text.slice(from, end) });
      continue;
    }
    const dict = text.slice(from, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const bytesAt = streamAt + 'stream'.length + (text.startsWith('\r\n', streamAt + 6) ? 2 : 1);
    const bytes = Buffer.from(text.slice(bytesAt, bytesAt + length), 'latin1');
    found.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes });
    start.lastIndex = text.indexOf('endobj', bytesAt + length);
  }
  return found;
}

/** Glyph id → text, from a CMap's `bfchar` and `bfrange` sections (pdfkit writes ranges of arrays). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of (section[1] ?? '').trim().split('\n')) {
      const range = line.match(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[.*\]|<[0-9a-f]+>)/i);
      if (!range) continue;
      const start = parseInt(range[1] ?? '0', 16);
      const end = parseInt(range[2] ?? '0', 16);
      const target = range[3] ?? '';
      if (target.startsWith('[')) {
        const values = [...target.matchAll(/<([0-9a-f]+)>/gi)].map((value) => value[1] ?? '');
        for (const [index, value] of values.entries()) map.set(start + index, hexText(value));
      } else {
        const first = parseInt(target.slice(1, -1), 16);
        for (let glyph = start; glyph <= end; glyph++)
          map.set(glyph, String.fromCodePoint(first + glyph - start));
      }
    }
  }
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (section[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(parseInt(pair[1] ?? '0', 16), hexText(pair[2] ?? ''));
    }
  }
  return map;
}

/** The text of every page, one line per text-showing operator, in the order they were drawn. */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  // Font resource names (/F1) are unique within a pdfkit document, so one map serves every page.
  const fontObject = new Map<string, number>();
  for (const { dict } of all.values()) {
    for (const ref of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontObject.set(ref[1] ?? '', Number(ref[2]));
  }
  const cmaps = new Map<number, Map<number, string>>();
  for (const [id, { dict }] of all) {
    const cmapRef = dict.match(/\/ToUnicode (\d+) 0 R/);
    const stream = cmapRef && all.get(Number(cmapRef[1]))?.stream;
    if (stream) cmaps.set(id, toUnicode(stream.toString('latin1')));
  }
  const lines: string[] = [];
  for (const { dict, stream } of all.values()) {
    if (!stream || /\/Subtype|\/Type/.test(dict)) continue;
    let cmap: Map<number, string> | undefined;
    const content = stream.toString('latin1');
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]) TJ|(<[0-9a-f]*>) Tj/gi)) {
      if (op[1]) {
        cmap = cmaps.get(fontObject.get(op[1]) ?? -1);
        continue;
      }
      const hex = [...(op[2] ?? op[3] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]).join('');
      const glyphs = hex.match(/.{4}/g) ?? [];
      lines.push(glyphs.map((glyph) => cmap?.get(parseInt(glyph, 16)) ?? '\uFFFD').join(''));
    }
  }
  return lines.join('\n');
}
