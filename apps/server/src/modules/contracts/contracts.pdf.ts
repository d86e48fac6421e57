import { readFile } from 'node:fs/promises';
import type { AdminContract, AdminMember, ContactBlock, ContractStatus, Lang } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BlockService } from '../blocks/blocks.service.ts';
import type { MemberAdminService } from '../members/members.admin.service.ts';
import { ProductRepository } from '../products/products.repository.ts';
import { chineseCapitals } from './chinese-capitals.ts';
import type { ContractAdminService } from './contracts.admin.service.ts';

/*
 * The printable contract. pdfkit's standard fonts have no Chinese, so both languages are set in
 * Noto Sans Hans (SIL OFL 1.1, the GB2312 subset of Noto Sans CJK SC, from the npm package
 * @embedpdf/fonts-sc); pdfkit embeds only the glyphs a document uses. A character outside GB2312
 * (a rare name) prints as an empty box.
 */

const FONT_DIR = new URL('../fonts/', import.meta.resolve('@embedpdf/fonts-sc'));
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** Read once, when the first contract is printed: 16 MB that most processes never need. */
function loadFonts() {
  fonts ??= Promise.all([
    readFile(new URL('NotoSansHans-Regular.otf', FONT_DIR)),
    readFile(new URL('NotoSansHans-Bold.otf', FONT_DIR)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const TEXTS = {
  zh_CN: {
    title: '销售合同',
    number: '合同编号',
    signingDate: '签订日期',
    status: '合同状态',
    seller: '甲方（卖方）',
    buyer: '乙方（买方）',
    contact: '联系人',
    phone: '电话',
    email: '邮箱',
    address: '地址',
    goods: '货物明细',
    index: '序号',
    product: '产品 / 型号',
    quantity: '数量',
    unitPrice: '单价（元）',
    amount: '金额（元）',
    total: '合计（人民币元）',
    inWords: '合计金额（大写）',
    vat: (percent: number, tax: string) => `以上价格含 ${percent}% 增值税，其中税额 ${tax} 元。`,
    paymentTerms: '付款方式',
    deliveryTerms: '交货条款',
    watermark: { draft: '草稿', cancelled: '已作废' },
    noGoods: '（无货物）',
    colon: '：',
    note: '备注',
    sign: '签字（盖章）',
    date: '日期',
    page: (page: number, pages: number) => `第 ${page} 页，共 ${pages} 页`,
    status_: {
      draft: '草稿',
      signed: '已签约',
      executing: '执行中',
      completed: '已完成',
      cancelled: '已取消',
    },
  },
  en_US: {
    title: 'Sales Contract',
    number: 'Contract No.',
    signingDate: 'Signing date',
    status: 'Status',
    seller: 'Seller (Party A)',
    buyer: 'Buyer (Party B)',
    contact: 'Contact',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    goods: 'Goods',
    index: 'No.',
    product: 'Product / model',
    quantity: 'Quantity',
    unitPrice: 'Unit price (CNY)',
    amount: 'Amount (CNY)',
    total: 'Total (CNY)',
    inWords: 'Total in Chinese capitals',
    vat: (percent: number, tax: string) => `Prices include ${percent}% VAT; VAT amount CNY ${tax}.`,
    paymentTerms: 'Payment terms',
    deliveryTerms: 'Delivery terms',
    watermark: { draft: 'DRAFT', cancelled: 'CANCELLED' },
    noGoods: '(no goods)',
    colon: ': ',
    note: 'Note',
    sign: 'Signature and seal',
    date: 'Date',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    status_: {
      draft: 'Draft',
      signed: 'Signed',
      executing: 'In progress',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
  },
} satisfies Record<Lang, { status_: Record<ContractStatus, string> } & Record<string, unknown>>;

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - MARGIN * 2;
const BOTTOM = PAGE_HEIGHT - MARGIN - 20;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const SHADE = '#f1f5f9';
const ACCENT = '#1677ff';

/** Columns of the goods table: x offset and width within the text block, and alignment. */
const COLUMNS = [
  { key: 'index', x: 0, width: 36, align: 'center' },
  { key: 'product', x: 36, width: 179, align: 'left' },
  { key: 'quantity', x: 215, width: 70, align: 'right' },
  { key: 'unitPrice', x: 285, width: 100, align: 'right' },
  { key: 'amount', x: 385, width: 110.28, align: 'right' },
] as const;

export interface PrintableContract {
  contract: AdminContract;
  member: AdminMember | undefined;
  company: Partial<ContactBlock>;
  /** The linked products' names in `lang`, by id. */
  productNames: ReadonlyMap<number, string>;
  lang: Lang;
}

/** The VAT a tax-inclusive total holds at `percent`, to the cent. */
export function vatIncluded(total: number, percent: number): number {
  return Math.round((Math.round(total * 100) * percent) / (100 + percent)) / 100;
}

/** A contract not (or no longer) in force says so across every page. */
function watermarkOf(status: ContractStatus): 'draft' | 'cancelled' | undefined {
  return status === 'draft' || status === 'cancelled' ? status : undefined;
}

function money(value: number, lang: Lang): string {
  return value.toLocaleString(lang === 'en_US' ? 'en-US' : 'zh-CN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** `2026年6月18日` in Chinese (product-spec §9), `18 June 2026` in English. */
function day(date: string, lang: Lang): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  if (lang === 'zh_CN') return `${year}年${month}月${dayOfMonth}日`;
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The contract as an A4 PDF in `lang`: header, parties, goods with the total, signature blocks. */
export async function renderContractPdf({
  contract,
  member,
  company,
  productNames,
  lang,
}: PrintableContract): Promise<Buffer> {
  // pdfkit too is loaded by the first contract printed, not by every server process.
  const [{ regular, bold }, { default: PDFDocument }] = await Promise.all([loadFonts(), import('pdfkit')]);
  const text = TEXTS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${text.title} ${contract.number}`, Author: company.companyName ?? '' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  // Company header.
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(INK)
    .text(company.companyName ?? '', MARGIN, MARGIN, { width: WIDTH });
  const contactLine = [company.address, company.phone && `${text.phone} ${company.phone}`, company.email]
    .filter(Boolean)
    .join('  ·  ');
  if (contactLine) doc.font('regular').fontSize(8.5).fillColor(MUTED).text(contactLine, { width: WIDTH });
  let y = doc.y + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .stroke();

  // Title and the contract's facts.
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(text.title, MARGIN, y + 18, { width: WIDTH, align: 'center' });
  y = doc.y + 14;
  const facts: Array<[string, string]> = [
    [text.number, contract.number],
    [text.signingDate, day(contract.signingDate, lang)],
    [text.status, text.status_[contract.status]],
  ];
  const factWidth = WIDTH / facts.length;
  facts.forEach(([label, value], index) => {
    const x = MARGIN + index * factWidth;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, x, y, { width: factWidth - 8 });
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(value, x, y + 12, { width: factWidth - 8 });
  });
  y += 40;

  // The parties.
  const partyWidth = (WIDTH - 16) / 2;
  const party = (x: number, title: string, lines: string[]) => {
    doc.font('bold').fontSize(10).fillColor(INK).text(title, x, y, { width: partyWidth });
    doc.font('regular').fontSize(9).fillColor(INK);
    for (const line of lines) doc.text(line, x, doc.y + 2, { width: partyWidth });
    return doc.y;
  };
  const sellerEnd = party(
    MARGIN,
    text.seller,
    [
      company.companyName ?? '',
      company.address && `${text.address}${text.colon}${company.address}`,
      company.phone && `${text.phone}${text.colon}${company.phone}`,
      company.email && `${text.email}${text.colon}${company.email}`,
    ].filter((line): line is string => Boolean(line)),
  );
  const buyerEnd = party(
    MARGIN + partyWidth + 16,
    text.buyer,
    [
      contract.memberName,
      member?.company,
      member?.contactName && `${text.contact}${text.colon}${member.contactName}`,
      member?.phone && `${text.phone}${text.colon}${member.phone}`,
      member?.email && `${text.email}${text.colon}${member.email}`,
      member?.address && `${text.address}${text.colon}${member.address}`,
    ].filter((line): line is string => Boolean(line)),
  );
  y = Math.max(sellerEnd, buyerEnd) + 18;

  // The goods table, its header repeated on each new page.
  doc.font('bold').fontSize(11).fillColor(INK).text(text.goods, MARGIN, y);
  y = doc.y + 6;
  const headerRow = () => {
    doc.rect(MARGIN, y, WIDTH, 20).fill(SHADE);
    doc.font('bold').fontSize(9).fillColor(INK);
    for (const column of COLUMNS) {
      doc.text(text[column.key], MARGIN + column.x + 4, y + 6, {
        width: column.width - 8,
        align: column.align,
      });
    }
    y += 20;
  };
  headerRow();
  const rows = contract.goods.map((line, index) => ({
    index: String(index + 1),
    // The product's name above the model ordered, when the line names a product.
    product: [line.productId === null ? undefined : productNames.get(line.productId), line.model]
      .filter(Boolean)
      .join('\n'),
    quantity: line.quantity.toLocaleString(lang === 'en_US' ? 'en-US' : 'zh-CN'),
    unitPrice: money(line.unitPrice, lang),
    amount: money(line.amount, lang),
  }));
  doc.font('regular').fontSize(9);
  for (const row of rows) {
    const height = Math.max(18, doc.heightOfString(row.product, { width: COLUMNS[1].width - 8 }) + 8);
    if (y + height > BOTTOM) {
      doc.addPage();
      y = MARGIN;
      headerRow();
      doc.font('regular').fontSize(9);
    }
    doc.fillColor(INK);
    for (const column of COLUMNS) {
      doc.text(row[column.key], MARGIN + column.x + 4, y + 5, {
        width: column.width - 8,
        align: column.align,
      });
    }
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  if (rows.length === 0) {
    doc.fillColor(MUTED).text(text.noGoods, MARGIN + 4, y + 5, { width: WIDTH - 8, align: 'center' });
    y += 18;
  }
  if (y + 26 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('bold').fontSize(10.5).fillColor(INK);
  doc.text(text.total, MARGIN + 4, y + 8, { width: COLUMNS[4].x - 8, align: 'right' });
  doc.text(money(contract.total, lang), MARGIN + COLUMNS[4].x + 4, y + 8, {
    width: COLUMNS[4].width - 8,
    align: 'right',
  });
  y += 26;
  // The total in capitals, as Chinese contracts write it so that no figure can be altered.
  doc
    .font('regular')
    .fontSize(9.5)
    .text(`${text.inWords}${text.colon}人民币${chineseCapitals(contract.total)}`, MARGIN + 4, y, {
      width: WIDTH - 8,
      align: 'right',
    });
  y = doc.y + 4;
  if (contract.vatPercent !== null) {
    doc
      .fillColor(MUTED)
      .text(
        text.vat(contract.vatPercent, money(vatIncluded(contract.total, contract.vatPercent), lang)),
        MARGIN + 4,
        y,
        {
          width: WIDTH - 8,
          align: 'right',
        },
      );
    y = doc.y + 4;
  }
  y += 12;

  for (const [label, terms] of [
    [text.paymentTerms, contract.paymentTerms],
    [text.deliveryTerms, contract.deliveryTerms],
  ] as const) {
    if (!terms) continue;
    if (y + 40 > BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('bold').fontSize(10).fillColor(INK).text(label, MARGIN, y);
    doc
      .font('regular')
      .fontSize(9)
      .text(terms, MARGIN, doc.y + 2, { width: WIDTH });
    y = doc.y + 12;
  }

  if (contract.note) {
    doc.font('bold').fontSize(10).text(text.note, MARGIN, y);
    doc
      .font('regular')
      .fontSize(9)
      .text(contract.note, MARGIN, doc.y + 2, { width: WIDTH });
    y = doc.y + 16;
  }

  // Signature blocks, kept together on one page.
  if (y + 110 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  const signature = (x: number, title: string, name: string) => {
    doc.rect(x, y, partyWidth, 100).lineWidth(0.75).strokeColor(RULE).stroke();
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(title, x + 10, y + 10, { width: partyWidth - 20 });
    doc
      .font('regular')
      .fontSize(9)
      .text(name, x + 10, doc.y + 2, { width: partyWidth - 20 });
    doc.fillColor(MUTED).text(`${text.sign}${text.colon}`, x + 10, y + 58);
    doc.text(`${text.date}${text.colon}`, x + 10, y + 78);
  };
  signature(MARGIN, text.seller, company.companyName ?? '');
  // Signed in the buyer's legal name; the member's short name only when no company is on record.
  signature(MARGIN + partyWidth + 16, text.buyer, member?.company || contract.memberName);

  // Page numbers, once every page exists, in the bottom margin (which pdfkit would otherwise
  // answer with a new page).
  const range = doc.bufferedPageRange();
  const watermark = watermarkOf(contract.status);
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    doc.page.margins.bottom = 0;
    if (watermark) {
      const label = `${TEXTS.zh_CN.watermark[watermark]}  ${TEXTS.en_US.watermark[watermark]}`;
      doc.save();
      doc.rotate(-35, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
      doc
        .font('bold')
        .fontSize(72)
        .fillColor('#dc2626')
        .fillOpacity(0.14)
        .text(label, 0, PAGE_HEIGHT / 2 - 40, { width: PAGE_WIDTH, align: 'center', lineBreak: false });
      doc.restore();
    }
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${contract.number}  ·  ${text.page(page + 1, range.count)}`, MARGIN, PAGE_HEIGHT - MARGIN, {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return finished;
}

/** Prints a stored contract: the seller is the company of the contact block, in the same language. */
export class ContractPrintService {
  readonly #contracts: ContractAdminService;
  readonly #members: MemberAdminService;
  readonly #blocks: BlockService;
  readonly #products: ProductRepository;

  constructor(
    db: Kysely<Database>,
    contracts: ContractAdminService,
    members: MemberAdminService,
    blocks: BlockService,
  ) {
    this.#contracts = contracts;
    this.#members = members;
    this.#blocks = blocks;
    this.#products = new ProductRepository(db);
  }

  /**
   * The buyer's contact person, phone, e-mail and address are personal data that `members:read`
   * guards: without `withMemberContact` the buyer is printed by name and company only.
   */
  async print(
    id: number,
    lang: Lang,
    { withMemberContact }: { withMemberContact: boolean },
  ): Promise<{ number: string; pdf: Buffer } | undefined> {
    const contract = await this.#contracts.get(id);
    if (!contract) return undefined;
    const linked = contract.goods.flatMap((line) => (line.productId === null ? [] : [line.productId]));
    const [stored, company, productNames] = await Promise.all([
      this.#members.get(contract.memberId),
      this.#blocks.data('contact', lang),
      this.#products.names(linked, lang),
    ]);
    const member =
      stored && !withMemberContact
        ? { ...stored, contactName: '', phone: '', email: '', address: '' }
        : stored;
    return {
      number: contract.number,
      pdf: await renderContractPdf({ contract, member, company, productNames, lang }),
    };
  }
}
