import type { AdvantagesBlock, HomeBlock, Lang } from '@coresense/shared';
import { COMPANY } from './company.ts';
import { inLang, type Text } from './text.ts';

export type BannerTheme = 'wafer' | 'automotive' | 'portfolio';
export type IconKind = 'factory' | 'shield' | 'battery' | 'support';

export const BANNERS: Array<{ theme: BannerTheme; title: Text; subtitle: Text; link: string }> = [
  {
    theme: 'wafer',
    title: COMPANY.slogan,
    subtitle: {
      zh: '十余年专注 MEMS 传感器，从芯片设计、晶圆制造到封装测试全流程自主可控',
      en: 'More than a decade of MEMS sensors, with design, wafer fabrication, packaging and test all in house',
    },
    link: '/about-us',
  },
  {
    theme: 'automotive',
    title: { zh: '车规级传感器，守护每一次出行', en: 'Automotive-grade sensing for every journey' },
    subtitle: {
      zh: 'AEC-Q100 认证的 IMU、加速度计与压力传感器，服务组合导航、电池安全与车身控制',
      en: 'AEC-Q100 qualified IMUs, accelerometers and pressure sensors for navigation, battery safety and body control',
    },
    link: '/application',
  },
  {
    theme: 'portfolio',
    title: { zh: '六大产品线，一站式选型', en: 'Six product families, one supplier' },
    subtitle: {
      zh: '加速度计、陀螺仪与 IMU、压力、温湿度、磁与光学传感器',
      en: 'Accelerometers, gyroscopes and IMUs, pressure, humidity, magnetic and optical sensors',
    },
    link: '/product',
  },
];

/** The `advantages` block, which the home page shows (four fill its row). */
export const ADVANTAGES: Array<{ icon: IconKind; title: Text; description: Text }> = [
  {
    icon: 'factory',
    title: { zh: '全流程自主可控', en: 'Everything in house' },
    description: {
      zh: '自有 8 英寸 MEMS 产线与封测工厂，设计、制造、标定一体化，交付与质量更有保障。',
      en: 'Our own 8-inch MEMS line and test plant keep design, fabrication and calibration together for dependable quality and delivery.',
    },
  },
  {
    icon: 'shield',
    title: { zh: '车规与医疗级品质', en: 'Automotive and medical quality' },
    description: {
      zh: '通过 IATF 16949 与 ISO 13485 认证，车规产品符合 AEC-Q100，每颗芯片可追溯。',
      en: 'Certified to IATF 16949 and ISO 13485, with AEC-Q100 automotive parts and every chip traceable.',
    },
  },
  {
    icon: 'battery',
    title: { zh: '低功耗与片上智能', en: 'Low power, on-chip intelligence' },
    description: {
      zh: '微安级功耗，内置运动识别与机器学习内核，显著延长终端续航。',
      en: 'Microamp-level current and built-in motion and ML engines that stretch battery life.',
    },
  },
  {
    icon: 'support',
    title: { zh: '贴身技术支持', en: 'Engineers at your side' },
    description: {
      zh: '无锡、北京、上海、深圳四地应用团队，从选型到量产全程支持。',
      en: 'Application teams in Wuxi, Beijing, Shanghai and Shenzhen support you from selection to production.',
    },
  },
];

export function homeBlock(
  lang: Lang,
  banners: string[],
  highlights: { productIds: number[]; applicationIds: number[] },
): HomeBlock {
  return {
    banners: BANNERS.map((banner, index) => ({
      title: inLang(banner.title, lang),
      subtitle: inLang(banner.subtitle, lang),
      image: banners[index] ?? '',
      link: banner.link,
    })),
    highlightProductIds: highlights.productIds,
    highlightApplicationIds: highlights.applicationIds,
  };
}

export function advantagesBlock(lang: Lang, icons: Record<IconKind, string>): AdvantagesBlock {
  return {
    list: ADVANTAGES.map((item) => ({
      title: inLang(item.title, lang),
      description: inLang(item.description, lang),
      icon: icons[item.icon],
    })),
  };
}
