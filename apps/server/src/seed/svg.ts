/* Small helpers shared by the generated demo artwork. Everything is deterministic: the same
 * content always draws the same picture, so reseeding does not churn files. */

export const FONT = "Inter, 'Helvetica Neue', Arial, 'PingFang SC', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** Rounds coordinates so the files stay small and byte-for-byte stable. */
export function rounded(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function points(list: Array<[number, number]>): string {
  return list.map(([x, y]) => `${rounded(x)},${rounded(y)}`).join(' ');
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `t` = 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((channel, i) =>
      Math.round(channel + ((b[i] ?? 0) - channel) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** A repeatable pseudo-random sequence for decorative patterns (mulberry32 over an FNV-1a hash). */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function linearGradient(id: string, stops: string[], vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  const body = stops
    .map(
      (color, i) =>
        `<stop offset="${rounded((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${body}</linearGradient>`;
}

export function softShadow(id: string, blur: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter>`;
}

/** A faint dot grid, the common texture of the artwork. */
export function dotGrid(width: number, height: number, step: number, color: string, opacity: number): string {
  return (
    `<pattern id="dots" width="${step}" height="${step}" patternUnits="userSpaceOnUse">` +
    `<circle cx="${step / 2}" cy="${step / 2}" r="1.2" fill="${color}" fill-opacity="${opacity}"/></pattern>` +
    `<rect width="${width}" height="${height}" fill="url(#dots)"/>`
  );
}
