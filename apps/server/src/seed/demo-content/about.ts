import type { AboutBlock, Lang } from '@coresense/shared';
import { COMPANY } from './company.ts';
import { inLang, paragraphs, type Text } from './text.ts';

const INTRODUCTION: Text[] = [
  {
    zh: '芯感科技（CoreSense）成立于 2012 年，总部位于“中国物联网之都”江苏无锡，是一家专注于 MEMS 传感器研发、制造与销售的国家级专精特新“小巨人”企业，2023 年在上海证券交易所科创板上市。',
    en: 'Founded in 2012 and headquartered in Wuxi, Jiangsu — China’s Internet-of-Things capital — CoreSense designs, manufactures and sells MEMS sensors. It is a national “Little Giant” specialised and innovative enterprise and has been listed on the STAR Market of the Shanghai Stock Exchange since 2023.',
  },
  {
    zh: '公司具备从 MEMS 结构设计、ASIC 设计、晶圆制造到封装测试与标定的完整能力，产品涵盖加速度计、陀螺仪与惯性测量单元、压力传感器、温湿度传感器、磁传感器和光学传感器六大类，广泛应用于汽车电子、消费电子、工业物联网、智能家居、医疗健康及无人机与机器人等领域。',
    en: 'CoreSense covers the whole chain from MEMS structure and ASIC design to wafer fabrication, packaging, test and calibration. Its six product families — accelerometers, gyroscopes and IMUs, pressure, humidity and temperature, magnetic and optical sensors — serve automotive, consumer electronics, industrial IoT, smart home, healthcare, drone and robotics customers.',
  },
  {
    zh: '公司现有员工 1100 余人，其中研发人员占比超过 45%，累计获得授权发明专利 200 余项，已通过 ISO 9001、IATF 16949、ISO 13485 与 ISO 14001 体系认证，年出货量超过 3 亿颗。',
    en: 'The company employs more than 1,100 people, over 45% of them in R&D, holds more than 200 granted invention patents, is certified to ISO 9001, IATF 16949, ISO 13485 and ISO 14001, and ships more than 300 million sensors a year.',
  },
  {
    zh: '北京子公司负责芯片设计、传感器算法与嵌入式软件研发；无锡子公司运营公司的 8 英寸 MEMS 晶圆产线与封装测试工厂。我们的使命是：让每一台设备都能可靠地感知世界。',
    en: 'The Beijing subsidiary designs chips and develops sensor algorithms and embedded software; the Wuxi subsidiary runs the 8-inch MEMS wafer line and the packaging and test plant. Our mission: help every device sense the world reliably.',
  },
];

const HISTORY: Array<{ time: string; title: Text; description: Text }> = [
  {
    time: '2012-03',
    title: { zh: '公司成立', en: 'Company founded' },
    description: {
      zh: '芯感科技在无锡成立，创始团队由来自海内外半导体企业的 MEMS 专家组成。',
      en: 'CoreSense is founded in Wuxi by MEMS experts from semiconductor companies in China and abroad.',
    },
  },
  {
    time: '2013-10',
    title: { zh: '首颗芯片流片成功', en: 'First chip taped out' },
    description: {
      zh: '首款三轴 MEMS 加速度计流片成功，性能达到同期国际主流水平。',
      en: 'The first 3-axis MEMS accelerometer is taped out, matching mainstream international parts of its day.',
    },
  },
  {
    time: '2015',
    title: { zh: '进入手机供应链', en: 'Into smartphones' },
    description: {
      zh: '三轴加速度计实现大规模量产，进入国内主流手机品牌供应链。',
      en: 'The 3-axis accelerometer enters volume production and the supply chains of leading Chinese phone brands.',
    },
  },
  {
    time: '2016-06',
    title: { zh: '北京研发中心成立', en: 'Beijing R&D center opens' },
    description: {
      zh: '设立北京芯感微电子有限公司，专注 ASIC 设计与传感器算法研发。',
      en: 'CoreSense Microelectronics (Beijing) is set up to focus on ASIC design and sensor algorithms.',
    },
  },
  {
    time: '2017',
    title: { zh: '多品类产品布局', en: 'A broader portfolio' },
    description: {
      zh: '发布气压、温湿度与磁传感器，形成多品类传感器产品组合。',
      en: 'Barometric, humidity and magnetic sensors join the line-up.',
    },
  },
  {
    time: '2018-11',
    title: { zh: '无锡 MEMS 产线投产', en: 'Wuxi MEMS fab in production' },
    description: {
      zh: '全资子公司无锡芯感微系统制造有限公司的 8 英寸 MEMS 产线建成投产，实现设计、制造、封测一体化。',
      en: 'The 8-inch MEMS line of CoreSense Microsystems Manufacturing (Wuxi) starts production, bringing design, fabrication and test under one roof.',
    },
  },
  {
    time: '2019',
    title: { zh: '启动车规产品线', en: 'Automotive line launched' },
    description: {
      zh: '通过 IATF 16949 质量管理体系认证，车规级传感器研发全面启动。',
      en: 'IATF 16949 certification is achieved and automotive sensor development begins in earnest.',
    },
  },
  {
    time: '2020-08',
    title: { zh: '累计出货突破 10 亿颗', en: 'One billion sensors shipped' },
    description: {
      zh: '公司传感器累计出货量突破 10 亿颗。',
      en: 'Cumulative shipments pass one billion sensors.',
    },
  },
  {
    time: '2021-06',
    title: { zh: '获评专精特新“小巨人”', en: 'Named a “Little Giant”' },
    description: {
      zh: '入选工业和信息化部第三批国家级专精特新“小巨人”企业名单。',
      en: 'Included in the third national list of specialised and innovative “Little Giant” enterprises.',
    },
  },
  {
    time: '2022-05',
    title: { zh: '进军医疗领域', en: 'Into healthcare' },
    description: {
      zh: '无锡工厂通过 ISO 13485 认证，首批医疗级传感器随后发布。',
      en: 'The Wuxi fab is certified to ISO 13485 and the first medical-grade sensors follow.',
    },
  },
  {
    time: '2023-07',
    title: { zh: '科创板上市', en: 'Listed on the STAR Market' },
    description: {
      zh: '公司股票在上海证券交易所科创板挂牌上市。',
      en: 'The company’s shares begin trading on the STAR Market of the Shanghai Stock Exchange.',
    },
  },
  {
    time: '2024-12',
    title: { zh: '年出货量突破 3 亿颗', en: '300 million sensors in a year' },
    description: {
      zh: '全年出货量突破 3 亿颗，车规级产品出货量同比增长超过一倍。',
      en: 'Annual shipments pass 300 million, with automotive shipments more than doubling.',
    },
  },
  {
    time: '2026-03',
    title: { zh: '无锡二期产线投产', en: 'Phase II line in production' },
    description: {
      zh: '无锡二期 MEMS 产线提前投产，全面达产后年产能将达到 6 亿颗。',
      en: 'The phase II MEMS line in Wuxi starts early; at full output, annual capacity will reach 600 million units.',
    },
  },
];

export function aboutBlock(lang: Lang, image: string): AboutBlock {
  return {
    title: inLang({ zh: '关于芯感', en: 'About CoreSense' }, lang),
    introduction: paragraphs(INTRODUCTION.map((text) => inLang(text, lang))),
    history: HISTORY.map((entry) => ({
      time: entry.time,
      title: inLang(entry.title, lang),
      description: inLang(entry.description, lang),
    })),
    subsidiaries: COMPANY.subsidiaries.map((company) => ({
      name: inLang(company.name, lang),
      city: inLang(company.city, lang),
      address: inLang(company.address, lang),
      phone: company.phone,
    })),
    image,
  };
}
