import type { ApplicationMotif } from './demo-content/applications.ts';
import type { Portrait } from './demo-content/comments.ts';
import type { BannerTheme, IconKind } from './demo-content/home.ts';
import type { NewsMotif } from './demo-content/news.ts';
import type { ChipPackage } from './demo-content/products/types.ts';
import { chipDefs, isoChip } from './product-art.ts';
import {
  darken,
  dotGrid,
  escapeXml,
  FONT,
  lighten,
  linearGradient,
  rounded,
  seededRandom,
  softShadow,
  svgDocument,
} from './svg.ts';

/* Illustrations of the demo site: banners, covers, icons and portraits. Text inside pictures is
 * limited to brand and event names, so one picture serves both languages. */

export interface ChipSample {
  pkg: ChipPackage;
  model: string;
  accent: string;
}

const WHITE_LINE = 'fill="none" stroke="#ffffff" stroke-linecap="round" stroke-linejoin="round"';

function backdrop(width: number, height: number, colors: string[]): { defs: string; body: string } {
  return {
    defs: linearGradient('backdrop', colors) + softShadow('glow', 60),
    body:
      `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>` +
      dotGrid(width, height, 28, '#ffffff', 0.08),
  };
}

function wafer(cx: number, cy: number, r: number): string {
  const die = r / 7;
  let grid = '';
  for (let x = cx - r; x < cx + r; x += die) {
    for (let y = cy - r; y < cy + r; y += die) {
      const dx = x + die / 2 - cx;
      const dy = y + die / 2 - cy;
      if (Math.hypot(dx, dy) < r - die * 0.75) {
        grid += `<rect x="${rounded(x + 3)}" y="${rounded(y + 3)}" width="${rounded(die - 6)}" height="${rounded(die - 6)}" rx="3" fill="#ffffff" fill-opacity="${rounded(0.1 + 0.14 * ((Math.abs(dx) + Math.abs(dy)) / (2 * r)))}"/>`;
      }
    }
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r + 40}" fill="#5fb0ff" fill-opacity="0.25" filter="url(#glow)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#waferFace)" stroke="#cfe3ff" stroke-opacity="0.6" stroke-width="3"/>` +
    grid +
    `<rect x="${cx - 26}" y="${cy + r - 8}" width="52" height="14" rx="4" fill="#0b2a55"/>`
  );
}

const CAR_PATH =
  'M0 128 L20 78 Q40 60 80 56 L160 50 Q190 18 240 0 L360 -6 Q410 -2 450 28 L500 54 Q540 60 552 84 L556 128 Z';

function car(x: number, y: number, scale: number, stroke: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="${CAR_PATH}" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-width="${stroke}" stroke-linejoin="round"/>` +
    `<path d="M176 52 L236 12 L352 8 Q392 12 420 44 Z" fill="#ffffff" fill-opacity="0.18"/>` +
    `<circle cx="110" cy="128" r="40" fill="#0b2530" stroke="#ffffff" stroke-width="${stroke}"/>` +
    `<circle cx="460" cy="128" r="40" fill="#0b2530" stroke="#ffffff" stroke-width="${stroke}"/>` +
    `<circle cx="110" cy="128" r="14" fill="#ffffff" fill-opacity="0.6"/><circle cx="460" cy="128" r="14" fill="#ffffff" fill-opacity="0.6"/>` +
    '</g>'
  );
}

function waves(cx: number, cy: number, radii: number[], from: number, to: number, opacity = 0.7): string {
  return radii
    .map((r, i) => {
      const a1 = (from * Math.PI) / 180;
      const a2 = (to * Math.PI) / 180;
      const x1 = cx + r * Math.cos(a1);
      const y1 = cy + r * Math.sin(a1);
      const x2 = cx + r * Math.cos(a2);
      const y2 = cy + r * Math.sin(a2);
      return `<path d="M${rounded(x1)} ${rounded(y1)} A${r} ${r} 0 0 1 ${rounded(x2)} ${rounded(y2)}" ${WHITE_LINE} stroke-width="6" stroke-opacity="${rounded(opacity - i * 0.18)}"/>`;
    })
    .join('');
}

/** Home-page banners (1920 × 600). The left half stays calm: the page writes the title there. */
export function bannerSvg(theme: BannerTheme, chips: ChipSample[]): string {
  const width = 1920;
  const height = 600;
  if (theme === 'wafer') {
    const { defs, body } = backdrop(width, height, ['#06152e', '#0d3470', '#1d6fe0']);
    return svgDocument(
      width,
      height,
      body + wafer(1480, 330, 340),
      `${defs}<radialGradient id="waferFace" cx="40%" cy="35%" r="80%"><stop offset="0%" stop-color="#9cc8ff"/><stop offset="55%" stop-color="#3e7fd6"/><stop offset="100%" stop-color="#1b3f7a"/></radialGradient>`,
    );
  }
  if (theme === 'automotive') {
    const { defs, body } = backdrop(width, height, ['#041a22', '#0a4f63', '#0a8fb8']);
    let road = '';
    for (let i = 0; i < 7; i++) {
      road += `<rect x="${900 + i * 150}" y="520" width="90" height="8" rx="4" fill="#ffffff" fill-opacity="0.35"/>`;
    }
    return svgDocument(
      width,
      height,
      body +
        `<line x1="760" y1="500" x2="1920" y2="500" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>` +
        road +
        `<circle cx="1420" cy="380" r="260" fill="#2fd0ff" fill-opacity="0.18" filter="url(#glow)"/>` +
        car(1130, 330, 1.0, 5) +
        waves(1690, 400, [70, 130, 190], -50, 50) +
        waves(1130, 400, [70, 130], 130, 230, 0.5),
      defs,
    );
  }
  const { defs, body } = backdrop(width, height, ['#140f38', '#35268a', '#6d4ae8']);
  const slots: Array<[number, number]> = [
    [1160, 200],
    [1420, 170],
    [1680, 220],
    [1130, 430],
    [1400, 410],
    [1690, 450],
  ];
  const drawn = chips
    .slice(0, slots.length)
    .map((chip, i) => {
      const [x, y] = slots[i] ?? [0, 0];
      return isoChip(chip.pkg, chip.model, chip.accent, x, y, 170);
    })
    .join('');
  return svgDocument(
    width,
    height,
    body +
      `<circle cx="1420" cy="320" r="320" fill="#a58bff" fill-opacity="0.22" filter="url(#glow)"/>` +
      drawn,
    defs + chipDefs('#6d4ae8'),
  );
}

/** The product page's banner (1920 × 427). */
export function productPageBannerSvg(chips: ChipSample[]): string {
  const width = 1920;
  const height = 427;
  const { defs, body } = backdrop(width, height, ['#071a36', '#0f3d7a', '#2a6fd6']);
  const drawn = chips
    .slice(0, 4)
    .map((chip, i) => isoChip(chip.pkg, chip.model, chip.accent, 1040 + i * 220, 200 + (i % 2) * 50, 170))
    .join('');
  return svgDocument(
    width,
    height,
    body +
      `<circle cx="1460" cy="230" r="280" fill="#5fb0ff" fill-opacity="0.2" filter="url(#glow)"/>` +
      drawn,
    defs + chipDefs('#1d6fe0'),
  );
}

/** The headquarters, for the about page (1200 × 700). */
export function headquartersSvg(): string {
  const width = 1200;
  const height = 700;
  let windows = '';
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 6; col++) {
      windows += `<rect x="${548 + col * 42}" y="${176 + row * 42}" width="32" height="30" fill="#ffffff" fill-opacity="${rounded(0.35 + ((row + col) % 3) * 0.12)}"/>`;
    }
  }
  let fab = '';
  for (let i = 0; i < 6; i++) {
    fab += `<path d="M${120 + i * 70} 450 L${155 + i * 70} 420 L${190 + i * 70} 450 Z" fill="#c3d3e6"/>`;
  }
  let trees = '';
  for (const x of [90, 160, 470, 900, 980, 1060, 1130]) {
    trees += `<rect x="${x - 4}" y="560" width="8" height="34" fill="#4b6b52"/><circle cx="${x}" cy="548" r="30" fill="#2f9e6b" fill-opacity="0.9"/>`;
  }
  const body =
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="980" cy="150" r="70" fill="#ffffff" fill-opacity="0.6"/>` +
    `<rect x="0" y="590" width="${width}" height="110" fill="#dfe8f2"/>` +
    `<rect x="120" y="450" width="420" height="142" fill="#e8eef5" stroke="#b9c8d8" stroke-width="2"/>` +
    fab +
    `<rect x="150" y="490" width="360" height="50" fill="#9fb6cf" fill-opacity="0.5"/>` +
    `<rect x="530" y="150" width="290" height="442" fill="url(#tower)"/>` +
    windows +
    `<rect x="820" y="330" width="230" height="262" fill="#3d6fb0"/>` +
    `<rect x="840" y="360" width="190" height="200" fill="#ffffff" fill-opacity="0.18"/>` +
    `<rect x="600" y="112" width="150" height="38" fill="#0d2a52"/>` +
    `<text x="675" y="139" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" fill="#ffffff">CoreSense</text>` +
    trees;
  const defs =
    linearGradient('sky', ['#cfe3fb', '#f4f8fd'], true) +
    linearGradient('tower', ['#1f4f8f', '#2f6dbd'], true);
  return svgDocument(width, height, body, defs);
}

const ICON_PATHS: Record<IconKind, string> = {
  factory:
    '<path d="M22 72 V46 L36 54 V46 L50 54 V46 L64 54 V26 H74 V72 Z"/><path d="M32 64 H40 M46 64 H54 M60 64 H66"/>',
  shield:
    '<path d="M48 20 L70 28 V46 C70 60 60 70 48 76 C36 70 26 60 26 46 V28 Z"/><path d="M38 48 L45 55 L59 40"/>',
  battery:
    '<rect x="22" y="34" width="44" height="28" rx="5"/><path d="M66 42 H71 V54 H66"/><path d="M46 38 L38 50 H47 L43 58 L53 45 H45 L49 38"/>',
  support:
    '<path d="M28 56 V48 A20 20 0 0 1 68 48 V56"/><rect x="24" y="50" width="10" height="16" rx="4"/><rect x="62" y="50" width="10" height="16" rx="4"/><path d="M67 66 Q67 74 56 74 H50"/>',
};

/** Advantage icons (96 × 96): a line drawing in a soft disc. */
export function iconSvg(kind: IconKind, accent = '#1d6fe0'): string {
  return svgDocument(
    96,
    96,
    `<circle cx="48" cy="48" r="46" fill="${lighten(accent, 0.88)}"/>` +
      `<g fill="none" stroke="${accent}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${ICON_PATHS[kind]}</g>`,
  );
}

function gear(cx: number, cy: number, r: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const radius = i % 2 === 0 ? r : r * 0.82;
    for (const offset of [-0.28, 0.28]) {
      const angle = ((i + 0.5 + offset) / (teeth * 2)) * Math.PI * 2;
      points.push(`${rounded(cx + radius * Math.cos(angle))},${rounded(cy + radius * Math.sin(angle))}`);
    }
  }
  return `<polygon points="${points.join(' ')}" ${WHITE_LINE} stroke-width="8"/><circle cx="${cx}" cy="${cy}" r="${rounded(r * 0.32)}" ${WHITE_LINE} stroke-width="8"/>`;
}

const APPLICATION_STYLE: Record<ApplicationMotif, { colors: string[]; art: () => string }> = {
  automotive: {
    colors: ['#06202b', '#0a5a72', '#1d8fd0'],
    art: () => car(560, 300, 0.95, 5) + waves(1100, 400, [60, 110], -45, 45),
  },
  wearable: {
    colors: ['#2a0c22', '#7a1f52', '#e0457b'],
    art: () =>
      `<rect x="770" y="80" width="140" height="520" rx="50" fill="#ffffff" fill-opacity="0.12"/>` +
      `<rect x="700" y="200" width="280" height="280" rx="70" fill="#1b0f1a" stroke="#ffffff" stroke-width="8"/>` +
      `<polyline points="730,350 790,350 815,300 845,400 870,330 890,350 950,350" ${WHITE_LINE} stroke-width="8"/>` +
      `<circle cx="840" cy="260" r="10" fill="#ff7aa6"/>`,
  },
  industrial: {
    colors: ['#062319', '#0b5a40', '#0f9d6b'],
    art: () => {
      let wave = 'M560 560';
      for (let x = 560; x <= 1140; x += 5)
        wave += ` L${x} ${rounded(560 + Math.sin((x - 560) / 11) * (12 + (x - 560) / 16))}`;
      return `${gear(760, 300, 150, 12) + gear(985, 230, 90, 9)}<path d="${wave}" ${WHITE_LINE} stroke-width="6"/>`;
    },
  },
  home: {
    colors: ['#2b1703', '#8a4f0a', '#e08a12'],
    art: () =>
      `<path d="M620 360 L840 170 L1060 360 V580 H620 Z" ${WHITE_LINE} stroke-width="9"/>` +
      `<rect x="790" y="440" width="100" height="140" ${WHITE_LINE} stroke-width="8"/>` +
      `<rect x="940" y="250" width="30" height="150" rx="15" ${WHITE_LINE} stroke-width="7"/><circle cx="955" cy="420" r="28" fill="#ffffff"/>` +
      waves(700, 500, [30, 60, 90], -135, -45),
  },
  medical: {
    colors: ['#2a0710', '#7d1a33', '#d63c5e'],
    art: () =>
      `<circle cx="860" cy="330" r="190" ${WHITE_LINE} stroke-width="8" stroke-opacity="0.5"/>` +
      `<path d="M820 230 H900 V290 H960 V370 H900 V430 H820 V370 H760 V290 H820 Z" fill="#ffffff" fill-opacity="0.9"/>` +
      `<polyline points="480,560 620,560 660,500 700,620 740,540 770,560 1180,560" ${WHITE_LINE} stroke-width="8"/>`,
  },
  robotics: {
    colors: ['#130d33', '#3a2a8a', '#6d4ae8'],
    art: () => {
      let rotors = '';
      for (const [x, y] of [
        [680, 180],
        [1040, 180],
        [680, 500],
        [1040, 500],
      ] as Array<[number, number]>) {
        rotors += `<line x1="860" y1="340" x2="${x}" y2="${y}" stroke="#ffffff" stroke-width="16" stroke-linecap="round"/>`;
        rotors += `<circle cx="${x}" cy="${y}" r="92" ${WHITE_LINE} stroke-width="6" stroke-opacity="0.7"/><circle cx="${x}" cy="${y}" r="16" fill="#ffffff"/>`;
      }
      return `${rotors}<rect x="790" y="285" width="140" height="110" rx="30" fill="#ffffff"/><circle cx="860" cy="340" r="18" fill="#6d4ae8"/>`;
    },
  },
};

/** Covers of application pages (1200 × 675). */
export function applicationCoverSvg(motif: ApplicationMotif): string {
  const style = APPLICATION_STYLE[motif];
  const { defs, body } = backdrop(1200, 675, style.colors);
  return svgDocument(
    1200,
    675,
    body +
      `<circle cx="860" cy="340" r="300" fill="${lighten(style.colors[2] ?? '#ffffff', 0.3)}" fill-opacity="0.25" filter="url(#glow)"/>` +
      style.art(),
    defs,
  );
}

const NEWS_ART: Record<NewsMotif, () => string> = {
  funding: () =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${640 + i * 90}" y="${520 - (i + 1) * 70}" width="60" height="${(i + 1) * 70}" rx="8" fill="#ffffff" fill-opacity="${rounded(0.35 + i * 0.13)}"/>`,
      )
      .join('') +
    `<path d="M630 420 L1080 130" ${WHITE_LINE} stroke-width="8"/><path d="M1030 128 L1082 128 L1074 178" ${WHITE_LINE} stroke-width="8"/>`,
  award: () =>
    `<path d="M790 120 H950 V220 A80 80 0 0 1 790 220 Z" ${WHITE_LINE} stroke-width="9"/>` +
    `<path d="M790 150 H740 A50 50 0 0 0 790 230 M950 150 H1000 A50 50 0 0 1 950 230" ${WHITE_LINE} stroke-width="8"/>` +
    `<path d="M870 300 V380 M810 400 H930 V440 H810 Z" ${WHITE_LINE} stroke-width="9"/>` +
    `<path d="M870 160 L880 185 L906 186 L886 202 L893 228 L870 213 L847 228 L854 202 L834 186 L860 185 Z" fill="#ffffff"/>`,
  factory: () =>
    `<path d="M600 520 V360 L700 420 V360 L800 420 V360 L900 420 V220 H980 V520 Z" ${WHITE_LINE} stroke-width="9"/>` +
    `<circle cx="1050" cy="200" r="90" ${WHITE_LINE} stroke-width="7"/><path d="M990 200 H1110 M1050 140 V260" ${WHITE_LINE} stroke-width="4" stroke-opacity="0.6"/>` +
    `<path d="M640 470 H700 M740 470 H800 M840 470 H900" ${WHITE_LINE} stroke-width="8"/>`,
  partnership: () =>
    `<circle cx="780" cy="330" r="140" ${WHITE_LINE} stroke-width="14"/>` +
    `<circle cx="960" cy="330" r="140" ${WHITE_LINE} stroke-width="14" stroke-opacity="0.75"/>`,
  event: () => {
    let audience = '';
    for (let i = 0; i < 9; i++)
      audience += `<circle cx="${600 + i * 60}" cy="${560 - (i % 2) * 12}" r="20" fill="#ffffff" fill-opacity="0.55"/>`;
    return (
      `<rect x="610" y="110" width="480" height="290" rx="14" ${WHITE_LINE} stroke-width="8"/>` +
      `<polyline points="660,340 760,280 840,310 930,210 1040,170" ${WHITE_LINE} stroke-width="8"/>` +
      `<path d="M850 400 V460" ${WHITE_LINE} stroke-width="8"/>` +
      audience
    );
  },
  milestone: () =>
    `<polyline points="600,540 720,470 820,500 940,360 1060,250" ${WHITE_LINE} stroke-width="9"/>` +
    `<path d="M1060 250 V90" ${WHITE_LINE} stroke-width="8"/><path d="M1064 94 H1150 L1130 124 L1150 154 H1064 Z" fill="#ffffff"/>` +
    `<circle cx="940" cy="360" r="12" fill="#ffffff"/><circle cx="820" cy="500" r="12" fill="#ffffff"/><circle cx="720" cy="470" r="12" fill="#ffffff"/>`,
  lab: () => {
    let trace = 'M660 330';
    for (let x = 660; x <= 1040; x += 10)
      trace += ` L${x} ${rounded(330 - Math.sin((x - 660) / 24) * 70 * Math.exp(-(x - 660) / 320))}`;
    return (
      `<rect x="620" y="150" width="460" height="340" rx="18" ${WHITE_LINE} stroke-width="9"/>` +
      `<path d="M660 190 V470 M660 330 H1040" ${WHITE_LINE} stroke-width="3" stroke-opacity="0.5"/>` +
      `<path d="${trace}" ${WHITE_LINE} stroke-width="7"/>` +
      `<circle cx="740" cy="545" r="20" ${WHITE_LINE} stroke-width="6"/><circle cx="820" cy="545" r="20" ${WHITE_LINE} stroke-width="6"/>`
    );
  },
};

const NEWS_PALETTES = [
  ['#06152e', '#0d3470', '#1d6fe0'],
  ['#041a22', '#0a4f63', '#0a8fb8'],
  ['#140f38', '#35268a', '#6d4ae8'],
  ['#062319', '#0b5a40', '#0f9d6b'],
];

/** News covers (1200 × 675): an emblem of the kind of news and its year. */
export function newsCoverSvg(motif: NewsMotif, year: string, seed: string): string {
  const random = seededRandom(seed);
  const colors = NEWS_PALETTES[Math.floor(random() * NEWS_PALETTES.length)] ?? ['#06152e', '#1d6fe0'];
  const { defs, body } = backdrop(1200, 675, colors);
  const glowX = 760 + Math.round(random() * 200);
  return svgDocument(
    1200,
    675,
    body +
      `<circle cx="${glowX}" cy="330" r="280" fill="#ffffff" fill-opacity="0.12" filter="url(#glow)"/>` +
      NEWS_ART[motif]() +
      `<text x="70" y="110" font-family="${FONT}" font-size="26" font-weight="700" letter-spacing="4" fill="#ffffff" fill-opacity="0.85">CORESENSE NEWS</text>` +
      `<text x="64" y="610" font-family="${FONT}" font-size="150" font-weight="800" fill="#ffffff" fill-opacity="0.9">${escapeXml(year)}</text>`,
    defs,
  );
}

/** Exhibition covers (1200 × 675): a stand in a hall, with the show's name and dates. */
export function exhibitionCoverSvg(label: string, city: string, dates: string): string {
  const { defs, body } = backdrop(1200, 675, ['#081226', '#173a72', '#1d6fe0']);
  let floor = '';
  for (let i = -8; i <= 8; i++) {
    floor += `<line x1="${600 + i * 40}" y1="420" x2="${600 + i * 170}" y2="675" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>`;
  }
  for (const y of [450, 500, 570, 660]) {
    floor += `<line x1="0" y1="${y}" x2="1200" y2="${y}" stroke="#ffffff" stroke-opacity="0.1" stroke-width="2"/>`;
  }
  const stand =
    `<rect x="700" y="190" width="380" height="230" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>` +
    `<rect x="700" y="160" width="380" height="46" fill="#ffffff"/>` +
    `<text x="890" y="192" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="800" letter-spacing="3" fill="#173a72">CORESENSE</text>` +
    `<rect x="750" y="330" width="120" height="90" fill="#ffffff" fill-opacity="0.8"/>` +
    `<rect x="900" y="250" width="140" height="90" rx="6" fill="#0b1730" stroke="#ffffff" stroke-width="3"/>` +
    `<polyline points="915,320 950,295 980,305 1025,265" ${WHITE_LINE} stroke-width="4"/>`;
  return svgDocument(
    1200,
    675,
    body +
      `<rect x="0" y="420" width="1200" height="255" fill="#030a18" fill-opacity="0.35"/>` +
      floor +
      stand +
      `<text x="70" y="140" font-family="${FONT}" font-size="58" font-weight="800" fill="#ffffff">${escapeXml(label)}</text>` +
      `<text x="72" y="196" font-family="${FONT}" font-size="28" fill="#cfe3ff">${escapeXml(city)} · ${escapeXml(dates)}</text>`,
    defs,
  );
}

/** Customer portraits (256 × 256): a friendly silhouette, not a likeness. */
export function avatarSvg(portrait: Portrait): string {
  const skin = '#f2cfb3';
  const hair = '#2b2421';
  const longHair =
    portrait.hair === 'long'
      ? `<path d="M74 120 Q70 52 128 50 Q186 52 182 120 L186 196 Q128 214 70 196 Z" fill="${hair}"/>`
      : '';
  const shortHair =
    portrait.hair === 'short'
      ? `<path d="M84 104 Q84 56 128 56 Q172 56 172 104 Q160 82 128 84 Q96 82 84 104 Z" fill="${hair}"/>`
      : `<path d="M86 104 Q90 62 128 62 Q166 62 170 104 Q150 80 110 88 Q94 92 86 104 Z" fill="${hair}"/>`;
  return svgDocument(
    256,
    256,
    `<clipPath id="disc"><circle cx="128" cy="128" r="128"/></clipPath>` +
      `<g clip-path="url(#disc)"><rect width="256" height="256" fill="${portrait.background}"/>` +
      longHair +
      `<path d="M36 256 Q40 182 128 176 Q216 182 220 256 Z" fill="${portrait.clothing}"/>` +
      `<path d="M108 160 H148 V186 Q128 198 108 186 Z" fill="${darken(skin, 0.08)}"/>` +
      `<ellipse cx="128" cy="112" rx="44" ry="52" fill="${skin}"/>` +
      shortHair +
      '</g>',
  );
}
