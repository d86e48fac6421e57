/*
 * How the site search reads text, the same for what it stores and what it is asked: Unicode
 * compatibility forms folded (full-width letters and digits), lower case, English plurals cut to
 * their singular, and part numbers also written without their separators. Matching is then
 * "contains", which finds Chinese words by substring whatever their length.
 */

import { compact, fold } from '../../lib/text-keys.ts';

/** A run of letters and digits that holds both: a part number or model, or a piece of one. */
const CODE_LIKE = /^(?=.*\p{L})(?=.*\p{N})[\p{L}\p{N}]+$/u;

/**
 * An English word's singular, by its ending alone: `accelerometers` → `accelerometer`, `batteries`
 * → `battery`, `switches` → `switch`; words that merely end in s (`process`, `analysis`, `bus`)
 * stay. Both sides of a comparison go through it, so a rare wrong cut still matches itself.
 */
export function singular(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Text as the index keeps it and a query is compared with it: folded, each English word singular. */
export function searchKey(text: string): string {
  return fold(text).replace(/[a-z]+/g, singular);
}

/** Chinese, Japanese and Korean characters: words are written without spaces between them. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const CJK_CHAR = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;
/** A plain English word, as the key writes it: the word index answers it, the trigram index does not hold it. */
const PLAIN_WORD = /^[a-z]+$/;
/** The longest CJK query word the word index answers; longer ones go through the trigram index. */
const CJK_GRAM_LENGTH = 2;

/**
 * What the word index (`search_index.words`) holds of a key: each of its words once, and every
 * one- and two-character piece of its Chinese (and other CJK) text, which is written without
 * spaces. A whole English word (`accelerometer`, also as a prefix) or a Chinese word of one or
 * two characters (`温度`) is then one lookup, where the trigram index would intersect many lists
 * (or, under three characters, find nothing).
 */
export function indexWords(key: string): string {
  const grams = new Set<string>();
  for (const [run] of key.matchAll(CJK)) {
    const chars = [...run];
    chars.forEach((char, at) => {
      grams.add(char);
      if (at + 1 < chars.length) grams.add(char + chars[at + 1]);
    });
  }
  const words = new Set(key.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== ''));
  return [...words, ...grams].join(' ');
}

/**
 * What the trigram index holds of a key: its words other than plain English ones (part numbers,
 * Chinese text, words with digits or hyphens), the only ones a query word the word index does not
 * answer (`wordLookup`) can be found in. English prose, most of a key, stays out of it, so a save
 * re-indexes far fewer trigrams.
 */
export function trigramKey(key: string): string {
  return key
    .split(' ')
    .filter((word) => word !== '' && !PLAIN_WORD.test(word))
    .join(' ');
}

/**
 * How the word index answers a query word: `cjk`, a Chinese word of one or two characters,
 * as one of the key's pieces; `prefix`, an English word, as the start of a word; `undefined`:
 * it does not (part numbers, longer Chinese text), and the trigram index finds it inside words.
 */
export function wordLookup(term: string): 'cjk' | 'prefix' | undefined {
  const chars = [...term];
  if (chars.length <= CJK_GRAM_LENGTH && chars.every((char) => CJK_CHAR.test(char))) return 'cjk';
  if (PLAIN_WORD.test(term)) return 'prefix';
  return undefined;
}

/** The words of a query as the index is searched for them, each once, at most eight. */
export function queryTerms(query: string): string[] {
  const words = searchKey(query)
    .split(' ')
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, 8);
}

/** Whether the query looks like a part number (letters and digits, maybe with separators). */
export function isCodeLike(query: string): boolean {
  return CODE_LIKE.test(compact(query));
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern that finds one query word in original text, as the index compares them. */
function wordPattern(word: string): string {
  const folded = fold(word);
  if (CODE_LIKE.test(compact(folded)) && compact(folded).length > 1) {
    return [...compact(folded)].map(escapeRegExp).join('[\\s\\-_./]*');
  }
  if (/^[a-z]+$/.test(folded)) {
    const one = singular(folded);
    if (one.endsWith('y')) return `${escapeRegExp(one.slice(0, -1))}(?:y|ies)`;
    return `${escapeRegExp(one)}(?:es|s)?`;
  }
  return escapeRegExp(folded);
}

/** What finds the query's words in original text, ignoring case and width; undefined for none. */
export function matcher(query: string): RegExp | undefined {
  const words = [...new Set(fold(query).split(' ').filter(Boolean))];
  if (words.length === 0) return undefined;
  const patterns = words.map(wordPattern).sort((a, b) => b.length - a.length);
  return new RegExp(patterns.join('|'), 'giu');
}

/** Characters of text a summary shows around the first match. */
const SUMMARY_LENGTH = 180;
const BEFORE_MATCH = 50;

/**
 * A short excerpt of plain `text` around the query's first match, as HTML: the matched words
 * inside `<mark>`, every other character escaped, so stored markup never comes back as markup.
 */
export function summarize(text: string, query: string): string {
  const plain = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  const pattern = matcher(query);
  const first = pattern ? plain.search(new RegExp(pattern.source, 'iu')) : -1;
  const start =
    first > BEFORE_MATCH ? plain.lastIndexOf(' ', first - BEFORE_MATCH) + 1 || first - BEFORE_MATCH : 0;
  const end = Math.min(plain.length, start + SUMMARY_LENGTH);
  const excerpt = plain.slice(start, end);
  let html = '';
  let at = 0;
  if (pattern) {
    for (const match of excerpt.matchAll(pattern)) {
      if (match[0] === '') continue;
      html += `${escapeHtml(excerpt.slice(at, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
      at = match.index + match[0].length;
    }
  }
  html += escapeHtml(excerpt.slice(at));
  return `${start > 0 ? '…' : ''}${html}${end < plain.length ? '…' : ''}`;
}
