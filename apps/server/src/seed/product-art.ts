import type { CategoryDemo, ChipPackage, ProductDemo } from './demo-content/products/types.ts';
import {
  darken,
  dotGrid,
  escapeXml,
  FONT,
  lighten,
  linearGradient,
  points,
  rounded,
  softShadow,
  svgDocument,
} from './svg.ts';

const COS30 = Math.cos(Math.PI / 6);

interface ChipView {
  cx: number;
  cy: number;
  /** Pixels per millimetre. */
  scale: number;
}

type Point3 = [number, number, number];

function projector({ cx, cy, scale }: ChipView) {
  return ([x, y, z]: Point3): [number, number] => [
    cx + (x - y) * COS30 * scale,
    cy + (x + y) * 0.5 * scale - z * scale,
  ];
}

/** The SVG transform that lays millimetre drawing onto the horizontal plane at height z. */
function planeAt({ cx, cy, scale }: ChipView, z: number): string {
  const a = COS30 * scale;
  const b = 0.5 * scale;
  return `matrix(${a.toFixed(3)},${b.toFixed(3)},${(-a).toFixed(3)},${b.toFixed(3)},${rounded(cx)},${rounded(cy - z * scale)})`;
}

function face(corners: Point3[], project: (p: Point3) => [number, number], fill: string): string {
  return `<polygon points="${points(corners.map(project))}" fill="${fill}"/>`;
}

/** Pads showing along the visible bottom edges; DFN parts have them on two sides only. */
function terminals(pkg: ChipPackage, w: number, l: number, project: (p: Point3) => [number, number]): string {
  const gold = '#d9a441';
  const perSide = pkg.shape === 'dfn' ? Math.ceil(pkg.pins / 2) : Math.max(1, Math.ceil(pkg.pins / 4));
  const padHeight = Math.min(0.12, pkg.size[2] * 0.18);
  let svg = '';
  const along = (count: number, length: number) =>
    Array.from({ length: count }, (_, i) => -length / 2 + ((i + 0.5) * length) / count);
  // Right face (x = w/2) shows the pads of that edge.
  for (const y of along(perSide, l * 0.8)) {
    const half = Math.min(0.18, (l * 0.8) / perSide / 3);
    svg += face(
      [
        [w / 2, y - half, padHeight],
        [w / 2, y + half, padHeight],
        [w / 2, y + half, 0],
        [w / 2, y - half, 0],
      ],
      project,
      gold,
    );
  }
  if (pkg.shape !== 'dfn') {
    for (const x of along(perSide, w * 0.8)) {
      const half = Math.min(0.18, (w * 0.8) / perSide / 3);
      svg += face(
        [
          [x - half, l / 2, padHeight],
          [x + half, l / 2, padHeight],
          [x + half, l / 2, 0],
          [x - half, l / 2, 0],
        ],
        project,
        darken(gold, 0.12),
      );
    }
  }
  return svg;
}

/** Gull-wing leads on the two long sides of a leaded package, drawn as bent metal strips. */
function leads(pkg: ChipPackage, w: number, l: number, view: ChipView, front: boolean): string {
  const project = projector(view);
  const count = front ? Math.ceil(pkg.pins / 2) : Math.floor(pkg.pins / 2);
  const y0 = front ? l / 2 : -l / 2;
  const out = front ? 1 : -1;
  const reach = Math.min(0.6, l * 0.3);
  const pitch = (w * 0.8) / Math.max(1, count);
  const half = Math.min(0.2, pitch * 0.22);
  const z = pkg.size[2] * 0.35;
  const bend: Array<[number, number]> = [
    [0, z],
    [0.45, z],
    [0.6, 0],
    [1, 0],
  ];
  let svg = '';
  for (let i = 0; i < count; i++) {
    const x = -w * 0.4 + (i + 0.5) * pitch;
    for (let k = 0; k < bend.length - 1; k++) {
      const [t1, z1] = bend[k] ?? [0, 0];
      const [t2, z2] = bend[k + 1] ?? [0, 0];
      const shade = k === 1 ? '#aeb4bc' : '#d3d7dc';
      svg += face(
        [
          [x - half, y0 + out * reach * t1, z1],
          [x + half, y0 + out * reach * t1, z1],
          [x + half, y0 + out * reach * t2, z2],
          [x - half, y0 + out * reach * t2, z2],
        ],
        project,
        front ? shade : darken(shade, 0.25),
      );
    }
  }
  return svg;
}

/**
 * An isometric drawing of the package, with its marking on top: the picture a buyer recognises.
 * `width` is how wide, in pixels, the larger side of the body is drawn.
 */
export function isoChip(
  pkg: ChipPackage,
  model: string,
  accent: string,
  cx: number,
  cy: number,
  width: number,
) {
  const [w, l, realHeight] = pkg.size;
  const scale = width / Math.max(w, l) / 1.25;
  const h = Math.max(realHeight, Math.max(w, l) * 0.14);
  const view: ChipView = { cx, cy, scale };
  const project = projector(view);
  const top = (z: number): Point3[] => [
    [-w / 2, -l / 2, z],
    [w / 2, -l / 2, z],
    [w / 2, l / 2, z],
    [-w / 2, l / 2, z],
  ];
  const right: Point3[] = [
    [w / 2, -l / 2, h],
    [w / 2, l / 2, h],
    [w / 2, l / 2, 0],
    [w / 2, -l / 2, 0],
  ];
  const left: Point3[] = [
    [-w / 2, l / 2, h],
    [w / 2, l / 2, h],
    [w / 2, l / 2, 0],
    [-w / 2, l / 2, 0],
  ];
  const metal = pkg.shape === 'port' || pkg.shape === 'module';
  const body = pkg.shape === 'module' ? '#e6e8eb' : metal ? '#cfd4da' : '#2a2e35';
  const [shadowX, shadowY] = project([0, 0, 0]);
  let svg = `<ellipse cx="${rounded(shadowX)}" cy="${rounded(shadowY + 0.25 * scale)}" rx="${rounded(Math.max(w, l) * scale * 1.0)}" ry="${rounded(Math.max(w, l) * scale * 0.42)}" fill="#0b1f3a" fill-opacity="0.22" filter="url(#chipShadow)"/>`;
  if (pkg.shape === 'leaded') svg += leads(pkg, w, l, view, false);
  svg += face(right, project, darken(body, metal ? 0.22 : 0.35));
  svg += face(left, project, darken(body, metal ? 0.12 : 0.2));
  if (pkg.shape === 'leaded') svg += leads(pkg, w, l, view, true);
  else if (pkg.shape !== 'module') svg += terminals(pkg, w, l, project);
  svg += `<polygon points="${points(top(h).map(project))}" fill="${metal ? 'url(#metalTop)' : 'url(#moldTop)'}"/>`;

  const plane = planeAt(view, h);
  const text = metal ? '#4b5563' : '#c9ced6';
  const fontSize = Math.min(w, l) * 0.15;
  // The window of an optical part and the tubes of a module take one half of the lid.
  const markY = pkg.shape === 'optical' ? -l * 0.3 : pkg.shape === 'module' ? l * 0.1 : -l * 0.12;
  let marking = `<circle cx="${rounded(-w / 2 + Math.min(w, l) * 0.14)}" cy="${rounded(-l / 2 + Math.min(w, l) * 0.14)}" r="${rounded(Math.min(w, l) * 0.05)}" fill="${metal ? '#9ca3af' : '#5b6270'}"/>`;
  if (pkg.shape === 'port') {
    marking += `<circle cx="${rounded(w * 0.22)}" cy="${rounded(l * 0.22)}" r="${rounded(Math.min(w, l) * 0.1)}" fill="#3f4650"/>`;
  }
  if (pkg.shape === 'optical') {
    marking += `<rect x="${rounded(-w * 0.34)}" y="${rounded(l * 0.06)}" width="${rounded(w * 0.68)}" height="${rounded(l * 0.32)}" rx="${rounded(Math.min(w, l) * 0.04)}" fill="url(#glass)"/>`;
    marking += `<rect x="${rounded(-w * 0.08)}" y="${rounded(l * 0.14)}" width="${rounded(w * 0.16)}" height="${rounded(l * 0.16)}" fill="${lighten(accent, 0.2)}" fill-opacity="0.7"/>`;
  }
  marking +=
    `<text x="0" y="${rounded(markY)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${rounded(fontSize * 1.1)}" fill="${accent}">CS</text>` +
    `<text x="0" y="${rounded(markY + fontSize * 1.25)}" text-anchor="middle" font-family="${FONT}" font-weight="600" font-size="${rounded(fontSize * 0.72)}" fill="${text}">${escapeXml(model)}</text>`;
  svg += `<g transform="${plane}">${marking}</g>`;

  if (pkg.shape === 'module') {
    for (const u of [-w * 0.22, w * 0.22]) {
      const v = -l * 0.22;
      const r = Math.min(w, l) * 0.09;
      const tube = h * 0.55;
      const [bx, by] = project([u, v, h]);
      const [, ty] = project([u, v, h + tube]);
      const half = r * scale * COS30 * Math.SQRT2;
      svg += `<rect x="${rounded(bx - half)}" y="${rounded(ty)}" width="${rounded(half * 2)}" height="${rounded(by - ty)}" fill="#c4c8ce"/>`;
      svg += `<g transform="${planeAt(view, h + tube)}"><circle cx="${rounded(u)}" cy="${rounded(v)}" r="${rounded(r)}" fill="#eef0f2"/><circle cx="${rounded(u)}" cy="${rounded(v)}" r="${rounded(r * 0.5)}" fill="#6b7280"/></g>`;
    }
  }
  return svg;
}

export function chipDefs(accent: string): string {
  return (
    softShadow('chipShadow', 14) +
    linearGradient('moldTop', ['#3a3f48', '#25282f']) +
    linearGradient('metalTop', ['#f4f6f8', '#c9ced5', '#e9ecef']) +
    linearGradient('glass', [lighten(accent, 0.75), '#1f2937'])
  );
}

function packageText(pkg: ChipPackage): string {
  return `${pkg.name} · ${pkg.size.map((v) => v.toFixed(2).replace(/0$/, '')).join(' × ')} mm`;
}

/** The product's cover: the chip on a soft tinted ground with its part number. */
export function productCoverSvg(product: ProductDemo, category: CategoryDemo): string {
  const { accent } = category;
  const defs =
    chipDefs(accent) +
    `<radialGradient id="ground" cx="62%" cy="45%" r="75%"><stop offset="0%" stop-color="#ffffff"/><stop offset="100%" stop-color="${lighten(accent, 0.82)}"/></radialGradient>`;
  const body =
    `<rect width="800" height="600" fill="url(#ground)"/>` +
    dotGrid(800, 600, 24, accent, 0.12) +
    isoChip(product.pkg, product.model, accent, 480, 320, 300) +
    `<rect x="48" y="452" width="6" height="92" rx="3" fill="${accent}"/>` +
    `<text x="72" y="492" font-family="${FONT}" font-size="40" font-weight="700" fill="#0f1b2d">${escapeXml(product.model)}</text>` +
    `<text x="72" y="530" font-family="${FONT}" font-size="20" fill="#4a5668">${escapeXml(packageText(product.pkg))}</text>` +
    `<text x="752" y="60" text-anchor="end" font-family="${FONT}" font-size="18" font-weight="700" letter-spacing="2" fill="${accent}">CORESENSE</text>`;
  return svgDocument(800, 600, body, defs);
}

/** A dimension line with arrows; vertical labels sit left of the line unless `labelRight`. */
function dimension(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  label: string,
  vertical: boolean,
  labelRight = false,
) {
  const arrow = 'stroke="#334155" stroke-width="1.2" marker-start="url(#arrow)" marker-end="url(#arrow)"';
  const tx = vertical ? x1 + (labelRight ? 18 : -6) : (x1 + x2) / 2;
  const ty = vertical ? (y1 + y2) / 2 : y1 - 8;
  const rotate = vertical ? ` transform="rotate(-90 ${rounded(tx)} ${rounded(ty)})"` : '';
  return (
    `<line x1="${rounded(x1)}" y1="${rounded(y1)}" x2="${rounded(x2)}" y2="${rounded(y2)}" ${arrow}/>` +
    `<text x="${rounded(tx)}" y="${rounded(ty)}" text-anchor="middle" font-family="${FONT}" font-size="15" fill="#1e293b"${rotate}>${label}</text>`
  );
}

/** A mechanical drawing: top view, side view and bottom (pad) view with dimensions in mm. */
export function packageDrawingSvg(product: ProductDemo, category: CategoryDemo): string {
  const { pkg } = product;
  const [w, l, h] = pkg.size;
  const scale = 190 / Math.max(w, l);
  const W = w * scale;
  const L = l * scale;
  const H = Math.max(h * scale, 14);
  const line = 'fill="#f8fafc" stroke="#0f172a" stroke-width="2"';
  const defs =
    '<marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#334155"/></marker>';
  const topX = 90;
  const topY = 120;
  const bottomX = 450;
  let body =
    '<rect width="800" height="600" fill="#ffffff"/>' +
    `<text x="40" y="56" font-family="${FONT}" font-size="22" font-weight="700" fill="#0f172a">Package outline · ${escapeXml(pkg.name)}</text>` +
    `<text x="40" y="82" font-family="${FONT}" font-size="15" fill="#64748b">All dimensions in millimetres, nominal values</text>` +
    `<rect x="${topX}" y="${topY}" width="${rounded(W)}" height="${rounded(L)}" rx="4" ${line}/>` +
    `<circle cx="${rounded(topX + 16)}" cy="${rounded(topY + 16)}" r="5" fill="#0f172a"/>` +
    `<text x="${rounded(topX + W / 2)}" y="${rounded(topY + L / 2 + 6)}" text-anchor="middle" font-family="${FONT}" font-size="16" fill="#475569">TOP VIEW</text>` +
    dimension(topX, topY - 18, topX + W, topY - 18, w.toFixed(2), false) +
    dimension(topX - 18, topY, topX - 18, topY + L, l.toFixed(2), true);

  const sideY = topY + L + 70;
  body +=
    `<rect x="${topX}" y="${rounded(sideY)}" width="${rounded(W)}" height="${rounded(H)}" ${line}/>` +
    `<text x="${rounded(topX + W / 2)}" y="${rounded(sideY + H + 28)}" text-anchor="middle" font-family="${FONT}" font-size="16" fill="#475569">SIDE VIEW</text>` +
    dimension(topX + W + 22, sideY, topX + W + 22, sideY + H, h.toFixed(2), true, true);

  body += `<rect x="${bottomX}" y="${topY}" width="${rounded(W)}" height="${rounded(L)}" rx="4" ${line}/>`;
  const pad = 'fill="#d9a441" stroke="#a16207" stroke-width="1"';
  if (pkg.shape === 'leaded') {
    const perSide = Math.ceil(pkg.pins / 2);
    for (let i = 0; i < perSide; i++) {
      const x = bottomX + W * 0.15 + ((i + 0.5) * W * 0.7) / perSide - 6;
      body += `<rect x="${rounded(x)}" y="${rounded(topY - 18)}" width="12" height="22" ${pad}/>`;
      body += `<rect x="${rounded(x)}" y="${rounded(topY + L - 4)}" width="12" height="22" ${pad}/>`;
    }
  } else if (pkg.shape === 'dfn') {
    const perSide = Math.ceil(pkg.pins / 2);
    for (let i = 0; i < perSide; i++) {
      const y = topY + ((i + 0.5) * L) / perSide - 8;
      body += `<rect x="${rounded(bottomX + 6)}" y="${rounded(y)}" width="${rounded(W * 0.22)}" height="16" rx="2" ${pad}/>`;
      body += `<rect x="${rounded(bottomX + W - 6 - W * 0.22)}" y="${rounded(y)}" width="${rounded(W * 0.22)}" height="16" rx="2" ${pad}/>`;
    }
    body += `<rect x="${rounded(bottomX + W * 0.35)}" y="${rounded(topY + L * 0.2)}" width="${rounded(W * 0.3)}" height="${rounded(L * 0.6)}" rx="3" ${pad}/>`;
  } else {
    const perSide = Math.max(1, Math.ceil(pkg.pins / 4));
    for (let i = 0; i < perSide; i++) {
      const t = (i + 0.5) / perSide;
      body += `<rect x="${rounded(bottomX + W * 0.12 + t * W * 0.76 - 7)}" y="${rounded(topY + 6)}" width="14" height="20" rx="2" ${pad}/>`;
      body += `<rect x="${rounded(bottomX + W * 0.12 + t * W * 0.76 - 7)}" y="${rounded(topY + L - 26)}" width="14" height="20" rx="2" ${pad}/>`;
      body += `<rect x="${rounded(bottomX + 6)}" y="${rounded(topY + L * 0.12 + t * L * 0.76 - 7)}" width="20" height="14" rx="2" ${pad}/>`;
      body += `<rect x="${rounded(bottomX + W - 26)}" y="${rounded(topY + L * 0.12 + t * L * 0.76 - 7)}" width="20" height="14" rx="2" ${pad}/>`;
    }
  }
  body +=
    `<text x="${rounded(bottomX + W / 2)}" y="${rounded(topY + L + 34)}" text-anchor="middle" font-family="${FONT}" font-size="16" fill="#475569">BOTTOM VIEW (${pkg.pins} terminals)</text>` +
    `<rect x="450" y="470" width="310" height="90" fill="none" stroke="#0f172a" stroke-width="1.5"/>` +
    `<line x1="450" y1="500" x2="760" y2="500" stroke="#0f172a" stroke-width="1"/>` +
    `<text x="464" y="491" font-family="${FONT}" font-size="15" font-weight="700" fill="${category.accent}">CoreSense Technology</text>` +
    `<text x="464" y="526" font-family="${FONT}" font-size="15" fill="#0f172a">${escapeXml(product.model)} · ${escapeXml(pkg.name)}</text>` +
    `<text x="464" y="550" font-family="${FONT}" font-size="13" fill="#64748b">Drawing not to scale · Rev. A</text>`;
  return svgDocument(800, 600, body, defs);
}

function block(
  x: number,
  y: number,
  width: number,
  title: string,
  detail: string,
  fill: string,
  stroke: string,
) {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="86" rx="10" fill="${fill}" stroke="${stroke}" stroke-width="2"/>` +
    `<text x="${x + width / 2}" y="${y + 38}" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="700" fill="#0f172a">${escapeXml(title)}</text>` +
    `<text x="${x + width / 2}" y="${y + 62}" text-anchor="middle" font-family="${FONT}" font-size="13" fill="#475569">${escapeXml(detail)}</text>`
  );
}

/** The functional block diagram: sensing element, front end, ADC, processing and interface. */
export function blockDiagramSvg(product: ProductDemo, category: CategoryDemo): string {
  const { accent } = category;
  const interfaceSpec = product.specs.find(([key]) => key === 'interface')?.[1];
  const interfaceText =
    interfaceSpec === undefined
      ? 'Digital output'
      : typeof interfaceSpec === 'string'
        ? interfaceSpec
        : interfaceSpec.en;
  const fill = lighten(accent, 0.9);
  const defs =
    '<marker id="flow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="#334155"/></marker>';
  const arrow = (x1: number, x2: number, y: number) =>
    `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="#334155" stroke-width="2" marker-end="url(#flow)"/>`;
  const body =
    '<rect width="800" height="600" fill="#ffffff"/>' +
    `<text x="40" y="56" font-family="${FONT}" font-size="22" font-weight="700" fill="#0f172a">${escapeXml(product.model)} functional block diagram</text>` +
    `<rect x="30" y="100" width="740" height="330" rx="16" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="8 6"/>` +
    `<text x="50" y="128" font-family="${FONT}" font-size="14" font-weight="700" fill="${accent}">${escapeXml(product.pkg.name)}</text>` +
    block(50, 170, 150, 'Sensor', product.element ?? category.element, lighten(accent, 0.75), accent) +
    arrow(200, 232, 213) +
    block(234, 170, 140, 'AFE', 'Low-noise front end', fill, '#94a3b8') +
    arrow(374, 406, 213) +
    block(408, 170, 110, 'ADC', 'Σ-Δ converter', fill, '#94a3b8') +
    arrow(518, 550, 213) +
    block(552, 170, 150, 'DSP', 'Filters, compensation', fill, '#94a3b8') +
    `<polyline points="702,213 735,213 735,462" fill="none" stroke="#334155" stroke-width="2" marker-end="url(#flow)"/>` +
    block(234, 310, 150, 'Calibration', 'Factory-trimmed OTP', '#f8fafc', '#cbd5e1') +
    block(400, 310, 130, 'Temperature', 'On-chip sensor', '#f8fafc', '#cbd5e1') +
    block(546, 310, 156, 'Power', 'LDO, POR, clock', '#f8fafc', '#cbd5e1') +
    `<line x1="627" y1="310" x2="627" y2="258" stroke="#94a3b8" stroke-width="2" stroke-dasharray="5 4"/>` +
    `<line x1="309" y1="310" x2="309" y2="258" stroke="#94a3b8" stroke-width="2" stroke-dasharray="5 4"/>` +
    `<rect x="40" y="470" width="720" height="90" rx="12" fill="${lighten(accent, 0.92)}"/>` +
    `<text x="64" y="508" font-family="${FONT}" font-size="16" font-weight="700" fill="#0f172a">Host interface</text>` +
    `<text x="64" y="536" font-family="${FONT}" font-size="16" fill="#334155">${escapeXml(interfaceText)}</text>`;
  return svgDocument(800, 600, body, defs);
}
