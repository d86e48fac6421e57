import { xmlEscape } from '@coresense/shared/xml';
import sharp from 'sharp';

/*
 * Share images (Open Graph, 1200×630): social networks and chat apps show no SVG, so each page
 * gets a JPEG drawn from its title and, when it has one, its cover picture.
 */

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
export const SHARE_MIME = 'image/jpeg';

export interface ShareCard {
  /** Small line above the title: the site's name, or the section the page belongs to. */
  label: string;
  title: string;
  subtitle?: string;
  /** The cover picture's bytes (any format sharp reads, SVG included). */
  cover?: Buffer;
}

const MARGIN = 64;
/** The largest a cover is drawn, right of the text, on a white card padded by COVER_PAD. */
const COVER_MAX = { width: 500, height: 460 };
/** A drawing step taking longer than this fails (the request answers an error, nothing is kept). */
const DRAW_SECONDS = 5;
/** A cover's pixels at most (8000 × 5000): decoding stops before allocating more. */
const MAX_COVER_PIXELS = 40_000_000;
const COVER_PAD = 12;
const FONTS =
  "'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', 'DejaVu Sans', sans-serif";

/** Wide (CJK, full-width) characters take about one em, others a little over half. */
function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text)
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        char,
      )
        ? size
        : size * 0.58;
  return width;
}

/**
 * Breaks text into at most `maxLines` lines of `width` pixels: between words in Latin text,
 * anywhere in CJK text; the last line ends in an ellipsis when the text does not fit.
 */
export function wrapText(text: string, size: number, width: number, maxLines: number): string[] {
  const tokens =
    text
      .trim()
      .replace(/\s+/g, ' ')
      .match(
        /[\u2e80-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]+|\s/g,
      ) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + token;
    if (textWidth(candidate.trimEnd(), size) <= width || line.trim() === '') {
      line = candidate;
      continue;
    }
    lines.push(line.trim());
    line = token.trimStart();
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line.trim()) lines.push(line.trim());
  const shown = lines.slice(0, maxLines);
  const consumed = shown.join('').replace(/\s/g, '').length;
  if (consumed < text.replace(/\s/g, '').length && shown.length > 0) {
    let last = shown[shown.length - 1]!;
    while (last && textWidth(`${last}…`, size) > width) last = [...last].slice(0, -1).join('');
    shown[shown.length - 1] = `${last.trimEnd()}…`;
  }
  return shown;
}

function textBlock(lines: string[], x: number, y: number, size: number, lineHeight: number, style: string) {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * lineHeight}" font-size="${size}" ${style}>${xmlEscape(line)}</text>`,
    )
    .join('');
}

const LOGO = `<g transform="translate(${MARGIN} 56) scale(1.2)"><rect x="6" y="6" width="28" height="28" rx="6" fill="#fff"/><path d="M11 21.5c2.2 0 2.2-5 4.4-5s2.2 9 4.6 9 2.4-13 4.6-13 2.2 9 4.4 9" fill="none" stroke="#0b5cd5" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/><g fill="#fff"><rect x="12" y="1" width="3" height="4" rx="1"/><rect x="18.5" y="1" width="3" height="4" rx="1"/><rect x="25" y="1" width="3" height="4" rx="1"/><rect x="12" y="35" width="3" height="4" rx="1"/><rect x="18.5" y="35" width="3" height="4" rx="1"/><rect x="25" y="35" width="3" height="4" rx="1"/></g></g>`;

interface PlacedCover {
  bytes: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
}

function backgroundSvg(card: ShareCard, cover: PlacedCover | undefined): string {
  const textRight = cover ? cover.left - COVER_PAD - 48 : SHARE_WIDTH - MARGIN;
  const textWidthLimit = textRight - MARGIN;
  const titleSize = cover ? 50 : 60;
  const title = wrapText(card.title, titleSize, textWidthLimit, 3);
  const titleTop = 250 - ((title.length - 1) * titleSize * 1.25) / 2;
  const subtitle = card.subtitle ? wrapText(card.subtitle, 30, textWidthLimit, 3) : [];
  const subtitleTop = titleTop + title.length * titleSize * 1.25 + 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#072c6b"/><stop offset="1" stop-color="#0b5cd5"/></linearGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.06"/></pattern>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#grid)"/>
${LOGO}
<text x="${MARGIN + 64}" y="94" font-size="30" font-weight="700" fill="#fff" font-family="${FONTS}">${xmlEscape(card.label)}</text>
<g font-family="${FONTS}">
${textBlock(title, MARGIN, titleTop, titleSize, titleSize * 1.25, 'font-weight="700" fill="#ffffff"')}
${textBlock(subtitle, MARGIN, subtitleTop, 30, 42, 'fill="#cfe0ff"')}
</g>
<rect x="${MARGIN}" y="${SHARE_HEIGHT - 72}" width="96" height="6" rx="3" fill="#4da3ff"/>
${cover ? `<rect x="${cover.left - COVER_PAD}" y="${cover.top - COVER_PAD}" width="${cover.width + 2 * COVER_PAD}" height="${cover.height + 2 * COVER_PAD}" rx="16" fill="#ffffff"/>` : ''}
</svg>`;
}

/** The cover scaled into COVER_MAX, placed at the right and centred vertically. */
async function placeCover(bytes: Buffer): Promise<PlacedCover | undefined> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_COVER_PIXELS })
      .timeout({ seconds: DRAW_SECONDS })
      .resize(COVER_MAX.width, COVER_MAX.height, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      width: info.width,
      height: info.height,
      left: SHARE_WIDTH - MARGIN - COVER_PAD - Math.round((COVER_MAX.width + info.width) / 2),
      top: Math.round((SHARE_HEIGHT - info.height) / 2),
    };
  } catch {
    return undefined;
  }
}

/** Draws the card as a 1200×630 JPEG; a cover that cannot be decoded is left out. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const cover = card.cover && (await placeCover(card.cover));
  const image = sharp(Buffer.from(backgroundSvg(card, cover || undefined))).timeout({
    seconds: DRAW_SECONDS,
  });
  if (cover) image.composite([{ input: cover.bytes, left: cover.left, top: cover.top }]);
  return image.jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
