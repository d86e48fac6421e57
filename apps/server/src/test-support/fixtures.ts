import { blankOf, type ProductI18n, type ProductPart, productI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { downloadUrl } from '../content/file-refs.ts';
import type { Database } from '../db/schema.ts';
import { ApplicationRepository } from '../modules/applications/applications.repository.ts';
import { CommentRepository } from '../modules/comments/comments.content-type.ts';
import { DistributorRepository } from '../modules/distributors/distributors.content-type.ts';
import { DocumentRepository } from '../modules/documents/documents.repository.ts';
import { InvestorRepository } from '../modules/investor/investor.content-type.ts';
import { NewsRepository } from '../modules/news/news.repository.ts';
import { ProductCategoryRepository } from '../modules/products/product-categories.repository.ts';
import { ProductRepository } from '../modules/products/products.repository.ts';
import { RecruitRepository } from '../modules/recruit/recruit.repository.ts';

export function productText(name: string, model: string, extra: Partial<ProductI18n> = {}): ProductI18n {
  return {
    ...blankOf(productI18n),
    name,
    model,
    summary: `${name} summary`,
    cover: '',
    images: [],
    features: [`${name} feature`],
    specs: [{ name: 'Range', value: '±2 g' }],
    models: [{ model, description: `${model} variant` }],
    description: `<p>${name}</p>`,
    files: [],
    ...extra,
  };
}

/** An orderable part of a product, as the back-office saves it. */
export function productPart(partNumber: string, extra: Partial<ProductPart> = {}): ProductPart {
  return {
    partNumber,
    status: 'active',
    package: 'LGA-12',
    pins: 12,
    packageQty: 5000,
    tempMin: -40,
    tempMax: 85,
    msl: '3',
    rohs: true,
    marking: 'A1',
    lastOrderDate: null,
    lastShipDate: null,
    ...extra,
  };
}

/**
 * A small, known catalogue in both languages, with unpublished records mixed in so every test
 * can check that the public side never shows them.
 */
export async function createCatalogue(db: Kysely<Database>) {
  const products = new ProductRepository(db);
  const categories = new ProductCategoryRepository(db);
  const accelerometers = await categories.create({
    sort: 1,
    enabled: true,
    i18n: { zh_CN: { name: '加速度计' }, en_US: { name: 'Accelerometers' } },
  });
  const pressure = await categories.create({
    sort: 2,
    enabled: true,
    i18n: { zh_CN: { name: '压力传感器' }, en_US: { name: 'Pressure sensors' } },
  });
  const hidden = await categories.create({
    sort: 3,
    enabled: false,
    i18n: { zh_CN: { name: '停用类别' }, en_US: { name: 'Retired' } },
  });
  const axis3 = await products.create({
    classifyId: accelerometers,
    sort: 1,
    enabled: true,
    i18n: {
      zh_CN: productText('三轴加速度计', 'CSA-3110'),
      en_US: productText('Triaxial accelerometer', 'CSA-3110'),
    },
  });
  const lowPower = await products.create({
    classifyId: accelerometers,
    sort: 2,
    enabled: true,
    i18n: {
      zh_CN: productText('低功耗加速度计', 'CSA-2050'),
      en_US: productText('Low-power accelerometer', 'CSA-2050'),
    },
  });
  const barometer = await products.create({
    classifyId: pressure,
    sort: 1,
    enabled: true,
    i18n: {
      zh_CN: productText('气压传感器', 'CSP-1200'),
      en_US: productText('Barometric sensor', 'CSP-1200'),
    },
  });
  const draft = await products.create({
    classifyId: pressure,
    sort: 2,
    enabled: false,
    i18n: { zh_CN: productText('草稿产品', 'CSP-DRAFT'), en_US: productText('Draft product', 'CSP-DRAFT') },
  });
  const retired = await products.create({
    classifyId: hidden,
    sort: 1,
    enabled: true,
    i18n: { zh_CN: productText('退市产品', 'CSX-0001'), en_US: productText('Retired product', 'CSX-0001') },
  });
  return {
    categories: { accelerometers, pressure, hidden },
    products: { axis3, lowPower, barometer, draft, retired },
  };
}

const newsText = (title: string, extra: { address?: string; booth?: string } = {}) => ({
  title,
  summary: `${title} summary`,
  cover: '',
  content: `<p>${title} body</p>`,
  address: extra.address ?? '',
  booth: extra.booth ?? '',
});

export async function createNews(db: Kysely<Database>) {
  const news = new NewsRepository(db);
  const make = (title: [string, string], createdAt: string, enabled = true) =>
    news.create({
      type: 'news',
      enabled,
      startDate: null,
      endDate: null,
      createdAt,
      i18n: { zh_CN: newsText(title[0]), en_US: newsText(title[1]) },
    });
  const oldest = await make(['公司成立', 'Company founded'], '2021-03-01T08:00:00.000Z');
  const middle = await make(['新品发布', 'New product launch'], '2023-06-15T08:00:00.000Z');
  const hidden = await make(['草稿新闻', 'Draft news'], '2024-01-01T08:00:00.000Z', false);
  const newest = await make(['年度报告', 'Annual review'], '2025-12-20T08:00:00.000Z');
  const expo = await news.create({
    type: 'activity',
    enabled: true,
    startDate: '2026-04-10',
    endDate: '2026-04-12',
    i18n: {
      zh_CN: newsText('慕尼黑上海电子展', { address: '上海新国际博览中心', booth: 'E5.5100' }),
      en_US: newsText('electronica China', {
        address: 'Shanghai New International Expo Centre',
        booth: 'E5.5100',
      }),
    },
  });
  return { oldest, middle, hidden, newest, expo };
}

export async function createOtherContent(
  db: Kysely<Database>,
  productIds: { visible: number; hidden: number },
) {
  const applications = new ApplicationRepository(db);
  const appText = (title: string) => ({
    title,
    summary: `${title} summary`,
    cover: '',
    content: `<p>${title}</p>`,
  });
  const automotive = await applications.create({
    sort: 1,
    enabled: true,
    relatedProductIds: [productIds.visible, productIds.hidden],
    i18n: { zh_CN: appText('汽车电子'), en_US: appText('Automotive') },
  });
  const hiddenApplication = await applications.create({
    sort: 2,
    enabled: false,
    relatedProductIds: [],
    i18n: { zh_CN: appText('草稿应用'), en_US: appText('Draft application') },
  });

  const investor = new InvestorRepository(db);
  const investorText = (title: string, publishDate: string) => ({
    title,
    summary: '',
    content: `<p>${title}</p>`,
    publishDate,
    files: [],
  });
  const announcement = await investor.create({
    type: 'announcement',
    enabled: true,
    i18n: {
      zh_CN: investorText('董事会决议公告', '2025-03-01'),
      en_US: investorText('Board resolution', '2025-03-01'),
    },
  });
  const report = await investor.create({
    type: 'report',
    enabled: true,
    i18n: {
      zh_CN: investorText('2025 年度报告', '2026-03-30'),
      en_US: investorText('2025 annual report', '2026-03-30'),
    },
  });
  const hiddenInvestor = await investor.create({
    type: 'report',
    enabled: false,
    i18n: {
      zh_CN: investorText('未发布报告', '2026-04-01'),
      en_US: investorText('Unpublished report', '2026-04-01'),
    },
  });

  const recruit = new RecruitRepository(db);
  const job = (position: string, location: string) => ({
    position,
    department: 'R&D',
    location,
    detail: `<p>${position} requirements</p>`,
    desc: `<p>${position} duties</p>`,
    fileList: [],
  });
  const engineer = await recruit.create({
    headcount: 2,
    sort: 1,
    enabled: true,
    i18n: { zh_CN: job('MEMS 工艺工程师', '无锡'), en_US: job('MEMS process engineer', 'Wuxi') },
  });
  const hiddenJob = await recruit.create({
    headcount: 1,
    sort: 2,
    enabled: false,
    i18n: { zh_CN: job('已关闭职位', '北京'), en_US: job('Closed position', 'Beijing') },
  });

  const comments = new CommentRepository(db);
  const comment = (name: string) => ({
    name,
    company: 'ACME',
    title: 'CTO',
    content: `${name} says hi`,
    avatar: '',
  });
  const happyCustomer = await comments.create({
    sort: 1,
    enabled: true,
    i18n: { zh_CN: comment('张伟'), en_US: comment('Wei Zhang') },
  });
  const hiddenComment = await comments.create({
    sort: 2,
    enabled: false,
    i18n: { zh_CN: comment('隐藏'), en_US: comment('Hidden') },
  });
  const distributors = new DistributorRepository(db);
  const distributor = (name: string, description: string) => ({ name, description });
  const distributorFields = {
    regions: ['cn', 'apac'],
    website: 'https://parts.example.com',
    partSearchUrl: 'https://parts.example.com/search?q={partNumber}',
    phone: '+86 21 5555 0100',
    email: 'sales@parts.example.com',
    logo: '',
  };
  const eastParts = await distributors.create({
    ...distributorFields,
    sort: 1,
    enabled: true,
    i18n: {
      zh_CN: distributor('东方元件', '华东授权代理'),
      en_US: distributor('East Parts', 'Authorised distributor in East China'),
    },
  });
  const hiddenDistributor = await distributors.create({
    ...distributorFields,
    sort: 2,
    enabled: false,
    i18n: { zh_CN: distributor('隐藏代理', ''), en_US: distributor('Hidden distributor', '') },
  });
  const documents = new DocumentRepository(db);
  // A file's record only: no test of these fixtures downloads it.
  const { id: fileId } = await db
    .insertInto('files')
    .values({
      storage_key: 'fixtures/ds-axis3.pdf',
      name: 'ds-axis3.pdf',
      mime: 'application/pdf',
      size: 1024,
      sha256: '0'.repeat(64),
      created_by: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const revision = (name: string) => ({
    revision: '1.0',
    date: '2026-01-15',
    file: { id: fileId, name, size: 1024, url: downloadUrl(fileId) },
    i18n: { zh_CN: { changes: '首次发布' }, en_US: { changes: 'First release' } },
  });
  const datasheet = await documents.create({
    type: 'datasheet',
    number: 'CS-DS-0001',
    lang: 'both',
    productIds: [productIds.visible],
    enabled: true,
    i18n: { zh_CN: { title: '三轴加速度计数据手册' }, en_US: { title: '3-axis accelerometer datasheet' } },
    revision: revision('ds-axis3.pdf'),
  });
  const hiddenDocument = await documents.create({
    type: 'application-note',
    number: 'CS-AN-0099',
    lang: 'en_US',
    productIds: [],
    enabled: false,
    i18n: { zh_CN: { title: '未发布应用笔记' }, en_US: { title: 'Unpublished application note' } },
    revision: revision('an-draft.pdf'),
  });
  return {
    documents: { datasheet, hidden: hiddenDocument },
    applications: { automotive, hidden: hiddenApplication },
    investor: { announcement, report, hidden: hiddenInvestor },
    recruit: { engineer, hidden: hiddenJob },
    comments: { happyCustomer, hidden: hiddenComment },
    distributors: { eastParts, hidden: hiddenDistributor },
  };
}
