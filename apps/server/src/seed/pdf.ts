import { COMPANY } from './demo-content/company.ts';

/*
 * Demo PDFs, generated in memory. pdfkit's built-in fonts cover Windows-1252 only and no CJK
 * font can be assumed on the host, so the documents are written in English (datasheets usually
 * are). A datasheet's Chinese edition is a document of its own, titled in Chinese in its metadata,
 * which the Chinese pages link under a Chinese file name.
 */

const PAGE_MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - PAGE_MARGIN * 2;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

const REPLACEMENTS: Record<string, string> = {
  '−': '-',
  '√': 'rt',
  '≤': '<=',
  '≥': '>=',
  '₂': '2',
  '℃': '°C',
  Σ: 'Sigma',
  Δ: 'Delta',
  τ: 't',
  Ω: 'Ohm',
};

/** Characters of Windows-1252 above ASCII that sit outside Latin-1. */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard PDF fonts can show: known symbols spelled out, anything else dropped. */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const replaced = REPLACEMENTS[char];
    if (replaced !== undefined) {
      out += replaced;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char))
      out += char;
  }
  return out;
}

/**
 * The document's title and subject are metadata, which PDF keeps in Unicode (a reader shows the
 * Chinese edition's title in its window and search); only the drawn text is limited to the fonts.
 */
async function render(
  info: { title: string; subject: string; date: string; lang?: string; band?: string },
  draw: (doc: PDFKit.PDFDocument) => void,
) {
  // Loaded only when a document is drawn (seeding): each server process imports this module.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE_MARGIN + 40, bottom: PAGE_MARGIN + 20, left: PAGE_MARGIN, right: PAGE_MARGIN },
      bufferPages: true,
      lang: info.lang ?? 'en-US',
      info: {
        Title: info.title,
        Subject: info.subject,
        Author: COMPANY.legalName.en,
        Producer: 'CoreSense',
        CreationDate: new Date(`${info.date}T00:00:00Z`),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    decoratePages(doc, info.band ?? info.subject);
    doc.end();
  });
}

/** The brand band on top and the page footer, drawn once every page exists. */
function decoratePages(doc: PDFKit.PDFDocument, label: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.rect(0, 0, PAGE_WIDTH, 56).fill('#0d3470');
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor('#ffffff')
      .text('CoreSense', PAGE_MARGIN, 20, { lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#cfe3ff')
      .text(pdfText(label).toUpperCase(), PAGE_MARGIN, 25, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    const footerY = doc.page.height - 40;
    doc
      .moveTo(PAGE_MARGIN, footerY - 8)
      .lineTo(PAGE_WIDTH - PAGE_MARGIN, footerY - 8)
      .lineWidth(0.5)
      .stroke(RULE);
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${COMPANY.legalName.en}  |  ${COMPANY.headquarters.email}  |  ${COMPANY.headquarters.phone}`,
        PAGE_MARGIN,
        footerY,
        {
          lineBreak: false,
        },
      )
      .text(`Page ${i - start + 1} of ${count}`, PAGE_MARGIN, footerY, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#0d3470').text(pdfText(text), PAGE_MARGIN);
  const y = doc.y + 2;
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.8)
    .stroke('#1d6fe0');
  doc.moveDown(0.5);
}

function paragraph(doc: PDFKit.PDFDocument, text: string) {
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(pdfText(text), PAGE_MARGIN, doc.y, {
    width: CONTENT_WIDTH,
    lineGap: 2,
  });
  doc.moveDown(0.4);
}

function bullets(doc: PDFKit.PDFDocument, items: string[]) {
  for (const item of items) {
    const y = doc.y;
    doc.circle(PAGE_MARGIN + 4, y + 5, 1.8).fill('#1d6fe0');
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(pdfText(item), PAGE_MARGIN + 14, y, { width: CONTENT_WIDTH - 14, lineGap: 1 });
    doc.moveDown(0.2);
  }
}

/** A ruled table with a shaded header row; a row that does not fit starts a new page. */
function table(doc: PDFKit.PDFDocument, header: string[], rows: string[][], widths: number[]) {
  const pad = 5;
  const bottomLimit = () => doc.page.height - doc.page.margins.bottom;
  const rowHeight = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    return (
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(pdfText(cell), { width: (widths[i] ?? 0) - pad * 2 })),
      ) +
      pad * 2
    );
  };
  const drawRow = (cells: string[], y: number, height: number, fill: string | undefined, bold: boolean) => {
    if (fill) doc.rect(PAGE_MARGIN, y, CONTENT_WIDTH, height).fill(fill);
    let x = PAGE_MARGIN;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5)
      .fillColor(INK);
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc.text(pdfText(cell), x + pad, y + pad, { width: width - pad * 2 });
      x += width;
    });
    doc
      .moveTo(PAGE_MARGIN, y + height)
      .lineTo(PAGE_MARGIN + CONTENT_WIDTH, y + height)
      .lineWidth(0.5)
      .stroke(RULE);
  };
  const headerHeight = rowHeight(header, true);
  let y = doc.y;
  drawRow(header, y, headerHeight, '#e2e8f0', true);
  y += headerHeight;
  rows.forEach((row, index) => {
    const height = rowHeight(row, false);
    if (y + height > bottomLimit()) {
      doc.addPage();
      y = doc.y;
      drawRow(header, y, headerHeight, '#e2e8f0', true);
      y += headerHeight;
    }
    drawRow(row, y, height, index % 2 === 1 ? '#f8fafc' : undefined, false);
    y += height;
  });
  doc.x = PAGE_MARGIN;
  doc.y = y + 8;
}

export interface DatasheetInput {
  model: string;
  name: string;
  summary: string;
  overview: string[];
  features: string[];
  specs: Array<{ name: string; value: string }>;
  models: Array<{ model: string; description: string }>;
  uses: string[];
  packageName: string;
  released: string;
  /**
   * The Chinese edition: its own document, titled in Chinese in its metadata, marked as
   * zh-CN and naming its edition on the cover. Without it, the English one.
   */
  chinese?: { name: string };
  /** The revision this file is, with the history up to it (oldest first); absent: revision A of `released`. */
  revision?: RevisionInfo;
}

/** A document's revision as its PDF states it: on the cover, in the footer and in its history table. */
export interface RevisionInfo {
  revision: string;
  date: string;
  history: Array<{ revision: string; date: string; changes: string }>;
}

function revisionHistory(doc: PDFKit.PDFDocument, revision: RevisionInfo | undefined) {
  if (!revision) return;
  heading(doc, 'Revision history');
  table(
    doc,
    ['Revision', 'Date', 'Changes'],
    [...revision.history].reverse().map((entry) => [entry.revision, entry.date, entry.changes]),
    [CONTENT_WIDTH * 0.14, CONTENT_WIDTH * 0.18, CONTENT_WIDTH * 0.68],
  );
}

export function datasheetPdf(input: DatasheetInput): Promise<Buffer> {
  const { chinese } = input;
  return render(
    chinese
      ? {
          title: `${input.model} ${chinese.name} 数据手册`,
          subject: '数据手册',
          date: input.revision?.date ?? input.released,
          lang: 'zh-CN',
          band: 'Datasheet',
        }
      : {
          title: `${input.model} ${input.name}`,
          subject: 'Datasheet',
          date: input.revision?.date ?? input.released,
        },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(26).fillColor(INK).text(pdfText(input.model), PAGE_MARGIN, 80);
      doc.font('Helvetica').fontSize(14).fillColor('#1d6fe0').text(pdfText(input.name));
      if (chinese) {
        doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Chinese edition (zh-CN)');
      }
      doc.moveDown(0.6);
      paragraph(doc, input.summary);

      heading(doc, 'Features');
      bullets(doc, input.features);

      heading(doc, 'Description');
      for (const text of input.overview) paragraph(doc, text);

      heading(doc, 'Specifications');
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(
          'Typical values at 25 °C and nominal supply voltage unless otherwise noted.',
          PAGE_MARGIN,
          doc.y,
        );
      doc.moveDown(0.4);
      table(
        doc,
        ['Parameter', 'Value'],
        input.specs.map((spec) => [spec.name, spec.value]),
        [CONTENT_WIDTH * 0.38, CONTENT_WIDTH * 0.62],
      );

      heading(doc, 'Ordering information');
      table(
        doc,
        ['Part number', 'Description', 'Package'],
        input.models.map((variant) => [variant.model, variant.description, input.packageName]),
        [CONTENT_WIDTH * 0.25, CONTENT_WIDTH * 0.5, CONTENT_WIDTH * 0.25],
      );

      heading(doc, 'Typical applications');
      bullets(doc, input.uses);

      revisionHistory(doc, input.revision);

      doc.moveDown(1);
      doc
        .font('Helvetica-Oblique')
        .fontSize(8)
        .fillColor(MUTED)
        .text(
          `Rev. ${input.revision?.revision ?? 'A'}, ${input.revision?.date ?? input.released}. Information furnished by CoreSense is believed to be accurate; specifications are subject to change without notice. Contact ${COMPANY.headquarters.email} for samples and the latest documentation.`,
          PAGE_MARGIN,
          doc.y,
          { width: CONTENT_WIDTH },
        );
    },
  );
}

export interface ReportInput {
  kind: 'Announcement' | 'Report';
  title: string;
  date: string;
  summary: string;
  body: string[];
  figures: Array<{ label: string; value: string }>;
}

export function reportPdf(input: ReportInput): Promise<Buffer> {
  return render(
    { title: input.title, subject: `Investor ${input.kind.toLowerCase()}`, date: input.date },
    (doc) => {
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(`${COMPANY.legalName.en}  |  STAR Market, Shanghai Stock Exchange`, PAGE_MARGIN, 80);
      doc.moveDown(0.6);
      doc
        .font('Helvetica-Bold')
        .fontSize(20)
        .fillColor(INK)
        .text(pdfText(input.title), { width: CONTENT_WIDTH });
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#1d6fe0')
        .text(`${input.kind}  |  Published ${input.date}`);
      doc.moveDown(0.8);
      doc
        .font('Helvetica-Oblique')
        .fontSize(9)
        .fillColor(MUTED)
        .text(
          'The board of directors and all directors of the company warrant that this document contains no false statements, misleading representations or material omissions, and accept legal responsibility for the truthfulness, accuracy and completeness of its contents.',
          { width: CONTENT_WIDTH },
        );

      heading(doc, 'Summary');
      paragraph(doc, input.summary);

      heading(doc, 'Details');
      for (const text of input.body) paragraph(doc, text);

      if (input.figures.length) {
        heading(doc, 'Key figures');
        table(
          doc,
          ['Item', 'Value'],
          input.figures.map((figure) => [figure.label, figure.value]),
          [CONTENT_WIDTH * 0.7, CONTENT_WIDTH * 0.3],
        );
      }

      doc.moveDown(1.5);
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(`Board of Directors, ${COMPANY.legalName.en}`, { align: 'right', width: CONTENT_WIDTH });
      doc.text(input.date, { align: 'right', width: CONTENT_WIDTH });
    },
  );
}

export interface DocumentPdfInput {
  /** What kind of document it is, on its band and cover: "Application note", "Product change notice"… */
  kind: string;
  number: string;
  title: string;
  /** The Chinese edition's title for its metadata; absent: the English edition. */
  chineseTitle?: string;
  summary: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
  /** Products the document concerns, by part number. */
  products: string[];
  revision: RevisionInfo;
}

/** An application note, a user guide, a change notice or a certificate, at one revision. */
export function documentPdf(input: DocumentPdfInput): Promise<Buffer> {
  return render(
    input.chineseTitle
      ? { title: input.chineseTitle, subject: input.kind, date: input.revision.date, lang: 'zh-CN' }
      : { title: input.title, subject: input.kind, date: input.revision.date },
    (doc) => {
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(
          `${input.kind}  |  ${input.number}  |  Rev. ${input.revision.revision}, ${input.revision.date}`,
          PAGE_MARGIN,
          80,
        );
      if (input.chineseTitle) doc.text('Chinese edition (zh-CN)');
      doc.moveDown(0.6);
      doc
        .font('Helvetica-Bold')
        .fontSize(20)
        .fillColor(INK)
        .text(pdfText(input.title), { width: CONTENT_WIDTH });
      doc.moveDown(0.4);
      paragraph(doc, input.summary);
      if (input.products.length) {
        doc
          .font('Helvetica')
          .fontSize(9.5)
          .fillColor(MUTED)
          .text(`Products concerned: ${input.products.join(', ')}`, PAGE_MARGIN, doc.y, {
            width: CONTENT_WIDTH,
          });
        doc.moveDown(0.4);
      }
      for (const section of input.sections) {
        heading(doc, section.heading);
        for (const text of section.paragraphs) paragraph(doc, text);
      }
      revisionHistory(doc, input.revision);
    },
  );
}
