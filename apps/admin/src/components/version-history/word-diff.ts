import { diffArrays, diffWordsWithSpace } from 'diff';

/** One run of a word diff: text kept, added (`ins`) or removed (`del`). */
export interface DiffPart {
  kind: 'same' | 'ins' | 'del';
  text: string;
}

const BLOCK_TAGS =
  /<\/?(p|div|h[1-6]|li|ul|ol|blockquote|pre|table|thead|tbody|tr|td|th|figure|figcaption|section|article)\b[^>]*>|<br\s*\/?>/gi;

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
};

/**
 * The words of a rich text: block ends become line breaks, images their alt text, other tags
 * go, entities are read, and runs of spaces fold into one.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, ' $1 ')
    .replace(BLOCK_TAGS, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** Whether a stored text is rich text (HTML) rather than plain words. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*\b[^>]*>/i.test(text);
}

/** A field's value as readable text: HTML as its words, lists and objects as JSON. */
export function valueToText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return looksLikeHtml(value) ? htmlToText(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 1);
}

/**
 * Chinese has no spaces between words: each Han character counts as a word, so that a changed
 * character is marked alone and not the whole sentence.
 */
const HAN = /(\p{Script=Han})/u;

/** The word diff of two texts, runs of the same kind merged. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const hasHan = HAN.test(before) || HAN.test(after);
  const changes = hasHan ? hanDiff(before, after) : diffWordsWithSpace(before, after);
  const parts: DiffPart[] = [];
  for (const change of changes) {
    const kind = change.added ? 'ins' : change.removed ? 'del' : 'same';
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += change.value;
    else if (change.value !== '') parts.push({ kind, text: change.value });
  }
  return parts;
}

/** Words of Latin text and single Han characters as tokens, diffed with jsdiff's array diff. */
function hanDiff(before: string, after: string) {
  const tokens = (text: string) => text.split(/(\p{Script=Han}|\s+)/u).filter((token) => token !== '');
  return diffTokens(tokens(before), tokens(after));
}

function diffTokens(before: string[], after: string[]) {
  return diffArrays(before, after).map((change) => ({
    added: change.added,
    removed: change.removed,
    value: change.value.join(''),
  }));
}

/** The diff of two field values as readable text (rich text by its words). */
export function valueDiff(before: unknown, after: unknown): DiffPart[] {
  return wordDiff(valueToText(before), valueToText(after));
}
