import { adminNewsInput, adminProductInput } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { newsAdminService } from '../modules/news/news.admin.service.ts';
import type { productAdminService } from '../modules/products/products.admin.service.ts';
import { paragraphs } from './demo-content/text.ts';

/*
 * The editorial workflow in the demo (contract §10): a published product with a newer change not
 * yet published, and a news item public in Chinese whose English translation waits for review,
 * both saved as the back-office saves them, so a new user finds drafts in the editors, the
 * version history and the translation status.
 */

export interface DraftSaving {
  productsAdmin: Pick<ReturnType<typeof productAdminService>, 'get' | 'update'>;
  newsAdmin: Pick<ReturnType<typeof newsAdminService>, 'create'>;
}

/** Versions nobody saved through the back-office. */
const DEMO = { actor: null };

/** The product whose next revision is drafted. */
const DRAFTED_MODEL = 'CSA-3110';

const REPORT = {
  title: {
    zh: '芯感科技发布 2026 年可持续发展报告',
    en: 'CoreSense publishes its 2026 sustainability report',
  },
  summary: {
    zh: '报告介绍了晶圆厂用水、封装材料回收和供应链审核的进展。',
    en: 'The report covers water use at the fab, recycling of packaging materials and supply-chain audits.',
  },
  body: {
    zh: [
      '2026 年，芯感科技无锡工厂的单位晶圆用水下降 12%，封装托盘回收率达到 96%。',
      '报告全文可在投资者关系页面下载。',
    ],
    en: [
      'In 2026 the Wuxi fab used 12% less water per wafer, and 96% of packaging trays were recycled.',
      'The full report can be downloaded from the investor relations pages.',
    ],
  },
};

/** Saves the demo's drafts; answers how many records have one. */
export async function seedDrafts(db: Kysely<Database>, services: DraftSaving): Promise<number> {
  const product = await db
    .selectFrom('product_i18n')
    .select('product_id')
    .where('lang', '=', 'en_US')
    .where('model', '=', DRAFTED_MODEL)
    .executeTakeFirst();
  if (!product) throw new Error(`The demo catalogue has no ${DRAFTED_MODEL}`);
  const record = await services.productsAdmin.get(product.product_id);
  if (!record) throw new Error(`Product ${product.product_id} vanished`);
  const { zh_CN, en_US } = record.i18n;
  if (!zh_CN || !en_US) throw new Error(`${DRAFTED_MODEL} is not written in both languages`);
  await services.productsAdmin.update(
    product.product_id,
    adminProductInput.parse({
      ...record,
      i18n: {
        zh_CN: { ...zh_CN, summary: `${zh_CN.summary} 现已提供车规级（AEC-Q100）版本。` },
        en_US: { ...en_US, summary: `${en_US.summary} Now also available in an AEC-Q100 automotive grade.` },
      },
    }),
    DEMO,
    { publish: [] },
  );

  const text = (lang: 'zh' | 'en') => ({
    title: REPORT.title[lang],
    summary: REPORT.summary[lang],
    cover: '',
    content: paragraphs(REPORT.body[lang]),
  });
  await services.newsAdmin.create(
    adminNewsInput.parse({ type: 'news', enabled: true, i18n: { zh_CN: text('zh'), en_US: text('en') } }),
    DEMO,
    { publish: ['zh_CN'] },
  );
  return 2;
}
