import type { FooterBlock, Lang, ProductPageBlock } from '@coresense/shared';
import { COMPANY } from './company.ts';
import { inLang } from './text.ts';

export function productPageBlock(lang: Lang, banner: string): ProductPageBlock {
  return {
    title: inLang({ zh: '产品中心', en: 'Products' }, lang),
    subtitle: inLang(
      {
        zh: '六大产品线，覆盖运动、压力、环境、磁场与光学感知',
        en: 'Six families covering motion, pressure, environment, magnetic and optical sensing',
      },
      lang,
    ),
    banner,
    description: inLang(
      {
        zh: '芯感科技的每一款传感器都在自有产线上完成制造、测试与标定。您可以按类别浏览产品、下载数据手册，或直接向我们的应用工程师咨询选型与样品。',
        en: 'Every CoreSense sensor is made, tested and calibrated on our own lines. Browse by category, download datasheets, or ask our application engineers about selection and samples.',
      },
      lang,
    ),
  };
}

/** Pages the site's own footer menu does not already list. */
const FOOTER_LINKS = [
  { label: { zh: '投资者关系', en: 'Investor relations' }, url: '/investor' },
  { label: { zh: '展会活动', en: 'Exhibitions' }, url: '/activity' },
];

export function footerBlock(lang: Lang, year: number): FooterBlock {
  return {
    slogan: inLang(COMPANY.slogan, lang),
    copyright: inLang(
      {
        zh: `© 2012–${year} ${COMPANY.legalName.zh} 版权所有`,
        en: `© 2012–${year} ${COMPANY.legalName.en} All rights reserved.`,
      },
      lang,
    ),
    icp: COMPANY.icp,
    links: FOOTER_LINKS.map((link) => ({ label: inLang(link.label, lang), url: link.url })),
  };
}
