const NON_ASCII = /[\u0080-\uffff]/g;

/**
 * JSON text for storing and answering content. An English text holds a few symbols among ASCII
 * ("–", "√", "µ"); one of them makes V8 keep the whole string as two-byte, which reads from
 * SQLite and encodes to UTF-8 several times slower than a one-byte string. Such JSON is written
 * with them escaped (`\u2013`), the same JSON to every reader. Where they are many (a Chinese
 * text), escaping would double the bytes, and the JSON stays as `JSON.stringify` writes it
 * (docs/decisions/2026-11-25-one-way-to-answer-a-public-read.md).
 */
export function jsonText(value: unknown): string {
  const json = JSON.stringify(value);
  const symbols = json.match(NON_ASCII)?.length ?? 0;
  if (symbols === 0 || symbols > json.length / 50) return json;
  return json.replace(NON_ASCII, (symbol) => `\\u${symbol.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
