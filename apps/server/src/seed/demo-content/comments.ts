import type { Text } from './text.ts';

/** How the generated avatar looks: background, clothing and hair style. */
export interface Portrait {
  background: string;
  clothing: string;
  hair: 'short' | 'long';
}

export interface CommentDemo {
  name: Text;
  company: Text;
  title: Text;
  content: Text;
  portrait: Portrait;
}

export const COMMENTS: CommentDemo[] = [
  {
    name: { zh: '刘志强', en: 'Liu Zhiqiang' },
    company: { zh: '远航智能汽车电子有限公司', en: 'Yuanhang Automotive Electronics' },
    title: { zh: '硬件研发总监', en: 'Director of Hardware Engineering' },
    content: {
      zh: '我们的 T-Box 项目从 2023 年开始导入 CSA-3360A，至今出货超过 80 万台，没有出现一例传感器相关的质量问题。芯感的 FAE 响应很快，PPAP 资料也非常完整。',
      en: 'We put CSA-3360A into our telematics box in 2023 and have shipped more than 800,000 units since without a single sensor-related quality issue. CoreSense’s FAEs respond fast, and the PPAP package was complete from day one.',
    },
    portrait: { background: '#dbe7ff', clothing: '#1d4ed8', hair: 'short' },
  },
  {
    name: { zh: '陈雅琳', en: 'Chen Yalin' },
    company: { zh: '心动健康科技', en: 'Heartbeat Health Tech' },
    title: { zh: '产品经理', en: 'Product Manager' },
    content: {
      zh: '换用 CSL-8500 之后，我们手表的心率模组体积缩小了近一半，运动状态下的心率准确度反而更好了。芯感的算法团队还帮我们一起做了佩戴测试。',
      en: 'Switching to CSL-8500 nearly halved the size of our watch’s heart-rate module, and accuracy during exercise actually improved. Their algorithm team even joined us for the wear tests.',
    },
    portrait: { background: '#fde7ef', clothing: '#be185d', hair: 'long' },
  },
  {
    name: { zh: '王建国', en: 'Wang Jianguo' },
    company: { zh: '华川工业物联网', en: 'Huachuan Industrial IoT' },
    title: { zh: '首席技术官', en: 'Chief Technology Officer' },
    content: {
      zh: 'CSA-3480 让我们的无线振动传感器成本降到了原来压电方案的三分之一，检测效果完全满足客户的预测性维护需求。这是我们产品能够大规模推广的关键。',
      en: 'CSA-3480 brought the cost of our wireless vibration sensor down to a third of the piezo design while fully meeting our customers’ predictive-maintenance needs. It is what made large-scale roll-out possible.',
    },
    portrait: { background: '#e0f2f1', clothing: '#0f766e', hair: 'short' },
  },
  {
    name: { zh: '赵敏', en: 'Zhao Min' },
    company: { zh: '安康医疗器械有限公司', en: 'Ankang Medical Devices' },
    title: { zh: '注册与质量负责人', en: 'Head of Regulatory Affairs & Quality' },
    content: {
      zh: '医疗器械对供应商的要求非常严格。芯感提供的技术文件、批次追溯和变更通知都很规范，帮助我们顺利完成了体温计的注册申报。',
      en: 'Medical devices are strict on suppliers. CoreSense’s technical files, lot traceability and change notifications were all in order, which made our thermometer registration go smoothly.',
    },
    portrait: { background: '#ede9fe', clothing: '#6d28d9', hair: 'long' },
  },
  {
    name: { zh: '孙浩然', en: 'Sun Haoran' },
    company: { zh: '星途机器人', en: 'Xingtu Robotics' },
    title: { zh: '导航算法负责人', en: 'Navigation Algorithms Lead' },
    content: {
      zh: 'CSG-6720 的零偏稳定性和抗振表现让我们的配送机器人在长走廊和电梯里也能保持可靠定位。双方工程师一起调试的那几周，解决了我们积压很久的问题。',
      en: 'CSG-6720’s bias stability and vibration rejection keep our delivery robots reliably localised in long corridors and lifts. A few weeks of joint debugging with their engineers cleared problems we had carried for a long time.',
    },
    portrait: { background: '#fef3c7', clothing: '#b45309', hair: 'short' },
  },
  {
    name: { zh: '周晓东', en: 'Zhou Xiaodong' },
    company: { zh: '慧居智能家居', en: 'Huiju Smart Home' },
    title: { zh: '采购总监', en: 'Procurement Director' },
    content: {
      zh: '芯感的交付一直很稳定，即使在行业缺货最严重的时候也保证了我们的供应。CSH-4100 和 CSM-7200 的性价比在同类产品中非常突出。',
      en: 'CoreSense has delivered reliably, even at the height of the industry shortage. CSH-4100 and CSM-7200 stand out for value among comparable parts.',
    },
    portrait: { background: '#dcfce7', clothing: '#15803d', hair: 'short' },
  },
];
