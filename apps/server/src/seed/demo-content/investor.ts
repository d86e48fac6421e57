import type { InvestorType } from '@coresense/shared';
import type { Text } from './text.ts';

export interface InvestorDemo {
  type: InvestorType;
  publishDate: string;
  title: Text;
  summary: Text;
  body: Text[];
  /** Key figures, printed as a table in the report and in the page. */
  figures?: Array<{ label: Text; value: string }>;
  /** File name of the attached PDF, without extension. */
  fileName: Text;
}

const revenue = { zh: '营业收入（万元）', en: 'Revenue (RMB 10k)' };
const netProfit = {
  zh: '归属于上市公司股东的净利润（万元）',
  en: 'Net profit attributable to shareholders (RMB 10k)',
};
const growth = { zh: '营业收入同比增长', en: 'Revenue growth, year on year' };
const rdRatio = { zh: '研发投入占营业收入比例', en: 'R&D spending as share of revenue' };
const eps = { zh: '基本每股收益（元）', en: 'Basic earnings per share (RMB)' };

export const INVESTOR_ITEMS: InvestorDemo[] = [
  {
    type: 'announcement',
    publishDate: '2023-07-17',
    title: {
      zh: '首次公开发行股票科创板上市公告书',
      en: 'Listing Announcement for the Initial Public Offering on the STAR Market',
    },
    summary: {
      zh: '公司股票将于 2023 年 7 月 18 日在上海证券交易所科创板上市交易。',
      en: 'The company’s shares will begin trading on the STAR Market of the Shanghai Stock Exchange on 18 July 2023.',
    },
    body: [
      {
        zh: '本次公开发行新股 4000 万股，占发行后总股本的 25.00%，发行价格为每股 32.60 元，募集资金总额 13.04 亿元。',
        en: 'The company issued 40 million new shares, 25.00% of the enlarged share capital, at RMB 32.60 per share, raising RMB 1.304 billion in total.',
      },
      {
        zh: '募集资金将投向无锡二期 MEMS 产线建设项目、研发中心建设项目及补充流动资金。',
        en: 'Proceeds will be invested in the phase II MEMS line in Wuxi, a new R&D center and working capital.',
      },
    ],
    figures: [
      { label: { zh: '发行股数（万股）', en: 'Shares issued (10k)' }, value: '4,000' },
      { label: { zh: '发行价格（元/股）', en: 'Offer price (RMB per share)' }, value: '32.60' },
      { label: { zh: '募集资金总额（万元）', en: 'Gross proceeds (RMB 10k)' }, value: '130,400' },
    ],
    fileName: { zh: '科创板上市公告书', en: 'STAR Market Listing Announcement' },
  },
  {
    type: 'report',
    publishDate: '2023-10-27',
    title: { zh: '2023 年第三季度报告', en: 'Third Quarter Report 2023' },
    summary: {
      zh: '前三季度实现营业收入 3.52 亿元，同比增长 24.6%。',
      en: 'Revenue for the first three quarters reached RMB 352 million, up 24.6% year on year.',
    },
    body: [
      {
        zh: '报告期内，消费电子市场需求逐步回暖，车规级产品出货量持续增长，公司营业收入与净利润均实现稳步增长。',
        en: 'Consumer demand recovered gradually during the period and automotive shipments kept growing, lifting both revenue and net profit.',
      },
    ],
    figures: [
      { label: revenue, value: '35,218' },
      { label: netProfit, value: '5,104' },
      { label: growth, value: '24.6%' },
    ],
    fileName: { zh: '2023年第三季度报告', en: 'Q3 2023 Report' },
  },
  {
    type: 'report',
    publishDate: '2024-04-26',
    title: { zh: '2023 年年度报告', en: 'Annual Report 2023' },
    summary: {
      zh: '2023 年实现营业收入 4.86 亿元，同比增长 25.9%；归母净利润 7236 万元。',
      en: '2023 revenue was RMB 486 million, up 25.9%; net profit attributable to shareholders was RMB 72.36 million.',
    },
    body: [
      {
        zh: '2023 年，公司完成科创板上市，车规级产品营收占比提升至 18%，医疗级产品实现批量供货。',
        en: 'In 2023 the company listed on the STAR Market, automotive products grew to 18% of revenue and medical-grade products entered volume supply.',
      },
      {
        zh: '董事会拟以总股本为基数，向全体股东每 10 股派发现金红利 2.00 元（含税）。',
        en: 'The board proposes a cash dividend of RMB 2.00 (tax included) for every 10 shares held.',
      },
    ],
    figures: [
      { label: revenue, value: '48,612' },
      { label: netProfit, value: '7,236' },
      { label: growth, value: '25.9%' },
      { label: rdRatio, value: '17.8%' },
      { label: eps, value: '0.52' },
    ],
    fileName: { zh: '2023年年度报告摘要', en: 'Annual Report 2023 Summary' },
  },
  {
    type: 'announcement',
    publishDate: '2024-04-26',
    title: { zh: '关于召开 2023 年年度股东大会的通知', en: 'Notice of the 2023 Annual General Meeting' },
    summary: {
      zh: '公司定于 2024 年 5 月 20 日在无锡召开 2023 年年度股东大会，采用现场投票与网络投票相结合的方式。',
      en: 'The 2023 AGM will be held in Wuxi on 20 May 2024, with voting in person and online.',
    },
    body: [
      {
        zh: '会议将审议《2023 年年度报告及摘要》《2023 年度利润分配方案》《关于续聘会计师事务所的议案》等议案。',
        en: 'Shareholders will consider the 2023 annual report and summary, the 2023 profit distribution plan and the reappointment of the auditor, among other resolutions.',
      },
      {
        zh: '股权登记日为 2024 年 5 月 13 日。',
        en: 'The record date is 13 May 2024.',
      },
    ],
    fileName: { zh: '2023年年度股东大会通知', en: 'Notice of 2023 AGM' },
  },
  {
    type: 'report',
    publishDate: '2024-08-28',
    title: { zh: '2024 年半年度报告', en: 'Interim Report 2024' },
    summary: {
      zh: '上半年实现营业收入 2.81 亿元，同比增长 27.3%。',
      en: 'First-half revenue reached RMB 281 million, up 27.3% year on year.',
    },
    body: [
      {
        zh: '报告期内，高稳定性 IMU 与工业级温湿度传感器陆续量产，工业与机器人领域营收同比增长 45%。',
        en: 'High-stability IMUs and industrial humidity sensors entered production, and revenue from industrial and robotics customers grew 45%.',
      },
    ],
    figures: [
      { label: revenue, value: '28,107' },
      { label: netProfit, value: '4,018' },
      { label: growth, value: '27.3%' },
    ],
    fileName: { zh: '2024年半年度报告摘要', en: 'Interim Report 2024 Summary' },
  },
  {
    type: 'announcement',
    publishDate: '2024-11-05',
    title: {
      zh: '关于以集中竞价交易方式回购公司股份方案的公告',
      en: 'Announcement on the Plan to Repurchase Shares through Centralised Bidding',
    },
    summary: {
      zh: '公司拟使用 5000 万元至 1 亿元自有资金回购股份，用于员工持股计划或股权激励。',
      en: 'The company plans to spend RMB 50 to 100 million of its own funds on buying back shares for employee ownership or incentive plans.',
    },
    body: [
      {
        zh: '本次回购价格不超过每股 48.00 元，回购期限为自董事会审议通过之日起 12 个月内。',
        en: 'Shares will be bought at no more than RMB 48.00 each within 12 months of the board’s approval.',
      },
      {
        zh: '公司董事会认为，本次回购体现了对公司长期价值的信心。',
        en: 'The board believes the buyback reflects confidence in the company’s long-term value.',
      },
    ],
    fileName: { zh: '股份回购方案公告', en: 'Share Repurchase Plan' },
  },
  {
    type: 'report',
    publishDate: '2025-04-25',
    title: { zh: '2024 年年度报告', en: 'Annual Report 2024' },
    summary: {
      zh: '2024 年实现营业收入 6.12 亿元，同比增长 25.9%；全年传感器出货量突破 3 亿颗。',
      en: '2024 revenue was RMB 612 million, up 25.9%; more than 300 million sensors were shipped.',
    },
    body: [
      {
        zh: '2024 年，车规级产品出货量同比增长超过一倍，营收占比提升至 24%。公司全年新增授权发明专利 38 项。',
        en: 'Automotive shipments more than doubled in 2024, raising their share of revenue to 24%. The company was granted 38 new invention patents during the year.',
      },
      {
        zh: '董事会拟向全体股东每 10 股派发现金红利 2.50 元（含税）。',
        en: 'The board proposes a cash dividend of RMB 2.50 (tax included) for every 10 shares.',
      },
    ],
    figures: [
      { label: revenue, value: '61,205' },
      { label: netProfit, value: '9,512' },
      { label: growth, value: '25.9%' },
      { label: rdRatio, value: '18.4%' },
      { label: eps, value: '0.59' },
    ],
    fileName: { zh: '2024年年度报告摘要', en: 'Annual Report 2024 Summary' },
  },
  {
    type: 'report',
    publishDate: '2025-04-25',
    title: {
      zh: '2024 年度环境、社会及公司治理（ESG）报告',
      en: 'Environmental, Social and Governance (ESG) Report 2024',
    },
    summary: {
      zh: '公司首份 ESG 报告，披露在绿色制造、员工发展与合规治理方面的实践。',
      en: 'The company’s first ESG report covers green manufacturing, people development and governance.',
    },
    body: [
      {
        zh: '2024 年，无锡工厂单位产值能耗同比下降 12%，工业用水循环利用率达到 65%。公司全年开展员工培训 1.8 万学时。',
        en: 'In 2024 the Wuxi fab cut energy use per unit of output by 12% and recycled 65% of its process water. Employees received 18,000 hours of training.',
      },
    ],
    figures: [
      { label: { zh: '单位产值能耗同比变化', en: 'Energy per unit of output, year on year' }, value: '-12%' },
      { label: { zh: '工业用水循环利用率', en: 'Process water recycled' }, value: '65%' },
      { label: { zh: '员工培训总学时', en: 'Employee training hours' }, value: '18,000' },
    ],
    fileName: { zh: '2024年度ESG报告', en: 'ESG Report 2024' },
  },
  {
    type: 'announcement',
    publishDate: '2025-08-12',
    title: {
      zh: '关于投资建设无锡二期 MEMS 产线项目的公告',
      en: 'Announcement on the Investment in the Phase II MEMS Line in Wuxi',
    },
    summary: {
      zh: '项目总投资 12 亿元，建成后新增年产能 3 亿颗 MEMS 传感器。',
      en: 'The RMB 1.2 billion project adds annual capacity for 300 million MEMS sensors.',
    },
    body: [
      {
        zh: '项目由全资子公司无锡芯感微系统制造有限公司实施，资金来源为首次公开发行募集资金及自有资金。',
        en: 'The project will be carried out by the wholly owned subsidiary CoreSense Microsystems Manufacturing (Wuxi) and funded from IPO proceeds and the company’s own funds.',
      },
      {
        zh: '项目建设期约 12 个月，预计 2026 年上半年投产。',
        en: 'Construction will take about 12 months, with production expected in the first half of 2026.',
      },
    ],
    fileName: { zh: '无锡二期产线投资公告', en: 'Phase II Line Investment Announcement' },
  },
  {
    type: 'report',
    publishDate: '2025-08-27',
    title: { zh: '2025 年半年度报告', en: 'Interim Report 2025' },
    summary: {
      zh: '上半年实现营业收入 3.42 亿元，同比增长 21.7%。',
      en: 'First-half revenue reached RMB 342 million, up 21.7% year on year.',
    },
    body: [
      {
        zh: '报告期内，车规级六轴 IMU CSG-6900A 开始量产交付，汽车电子营收同比增长 58%。',
        en: 'The CSG-6900A automotive IMU began volume deliveries, and automotive revenue grew 58%.',
      },
    ],
    figures: [
      { label: revenue, value: '34,206' },
      { label: netProfit, value: '5,287' },
      { label: growth, value: '21.7%' },
    ],
    fileName: { zh: '2025年半年度报告摘要', en: 'Interim Report 2025 Summary' },
  },
  {
    type: 'report',
    publishDate: '2026-04-24',
    title: { zh: '2025 年年度报告', en: 'Annual Report 2025' },
    summary: {
      zh: '2025 年实现营业收入 7.35 亿元，同比增长 20.1%；归母净利润 1.18 亿元。',
      en: '2025 revenue was RMB 735 million, up 20.1%; net profit attributable to shareholders was RMB 118 million.',
    },
    body: [
      {
        zh: '2025 年，汽车电子成为公司第二大业务板块，营收占比达到 31%。无锡二期 MEMS 产线建设按计划推进。',
        en: 'Automotive electronics became the company’s second-largest business in 2025 at 31% of revenue, and the phase II MEMS line progressed on plan.',
      },
      {
        zh: '董事会拟向全体股东每 10 股派发现金红利 3.00 元（含税）。',
        en: 'The board proposes a cash dividend of RMB 3.00 (tax included) for every 10 shares.',
      },
    ],
    figures: [
      { label: revenue, value: '73,518' },
      { label: netProfit, value: '11,806' },
      { label: growth, value: '20.1%' },
      { label: rdRatio, value: '19.2%' },
      { label: eps, value: '0.74' },
    ],
    fileName: { zh: '2025年年度报告摘要', en: 'Annual Report 2025 Summary' },
  },
  {
    type: 'announcement',
    publishDate: '2026-05-29',
    title: {
      zh: '关于董事会完成换届选举及聘任高级管理人员的公告',
      en: 'Announcement on the Election of the New Board and Appointment of Senior Management',
    },
    summary: {
      zh: '公司第三届董事会成员已由股东大会选举产生，陈立明先生继续担任董事长。',
      en: 'Shareholders elected the third board of directors; Mr. Chen Liming remains chairman.',
    },
    body: [
      {
        zh: '第三届董事会由 9 名董事组成，其中独立董事 3 名。董事会同意聘任陈立明先生为总经理，王晓峰博士为副总经理兼首席技术官。',
        en: 'The third board has nine directors, three of them independent. The board appointed Mr. Chen Liming as CEO and Dr. Wang Xiaofeng as vice president and CTO.',
      },
    ],
    fileName: { zh: '董事会换届选举公告', en: 'Board Election Announcement' },
  },
];

/**
 * An announcement the demo schedules to publish some days after the seed (contract §10's
 * scheduled actions): a draft in both languages, in the back-office's schedule list until then.
 * Its `publishDate` is that day, set when seeding.
 */
export const SCHEDULED_ANNOUNCEMENT: Omit<InvestorDemo, 'publishDate'> = {
  type: 'announcement',
  title: {
    zh: '关于投资建设无锡三期 MEMS 产线的董事会决议公告',
    en: 'Board Resolution on Investing in the Phase III MEMS Line in Wuxi',
  },
  summary: {
    zh: '董事会同意以自有资金及银行贷款投资 8.6 亿元建设三期 8 英寸 MEMS 产线。',
    en: 'The board approved an investment of RMB 860 million, from own funds and bank loans, in a phase III 8-inch MEMS line.',
  },
  body: [
    {
      zh: '项目建成后，公司 MEMS 晶圆年产能将由 12 万片提升至 24 万片，主要用于车规级惯性传感器和压力传感器。',
      en: 'Once built, the line raises annual MEMS wafer capacity from 120,000 to 240,000 wafers, mainly for automotive-grade inertial and pressure sensors.',
    },
    {
      zh: '项目建设期预计 24 个月，尚需提交股东大会审议。',
      en: 'Construction is expected to take 24 months; the project still needs the approval of the shareholders’ meeting.',
    },
  ],
  figures: [
    { label: { zh: '投资总额（万元）', en: 'Total investment (RMB 10k)' }, value: '86,000' },
    { label: { zh: '新增年产能（万片）', en: 'Added annual capacity (10k wafers)' }, value: '12' },
  ],
  fileName: { zh: '三期产线投资董事会决议公告', en: 'Phase III Line Board Resolution' },
};
