import type { Text } from './text.ts';

export interface ExhibitionDemo {
  /** Short name drawn on the cover, e.g. "CES 2027". */
  label: string;
  /** City drawn on the cover. */
  city: string;
  startDate: string;
  endDate: string;
  /** When the item was posted: some weeks before the show. */
  announced: string;
  title: Text;
  summary: Text;
  body: Text[];
  address: Text;
  booth: Text;
}

export const EXHIBITIONS: ExhibitionDemo[] = [
  {
    label: 'electronica China 2025',
    city: 'Shanghai',
    startDate: '2025-04-15',
    endDate: '2025-04-17',
    announced: '2025-03-20',
    title: { zh: '2025 慕尼黑上海电子展（electronica China）', en: 'electronica China 2025' },
    summary: {
      zh: '芯感科技携车规级 IMU、压力传感器与工业振动监测方案亮相上海。',
      en: 'CoreSense shows automotive IMUs, pressure sensors and industrial vibration monitoring in Shanghai.',
    },
    body: [
      {
        zh: '本届展会上，芯感科技重点展示电池包热失控预警方案、车规级组合导航方案以及基于 CSA-3480 的无线振动监测节点。',
        en: 'Highlights include battery thermal-runaway warning, automotive GNSS/INS navigation and a wireless vibration node built on CSA-3480.',
      },
      {
        zh: '欢迎莅临展台，与我们的应用工程师面对面交流。',
        en: 'Visit our booth to talk with our application engineers in person.',
      },
    ],
    address: {
      zh: '上海新国际博览中心（上海市浦东新区龙阳路 2345 号）',
      en: 'Shanghai New International Expo Centre, 2345 Longyang Road, Pudong, Shanghai',
    },
    booth: { zh: 'E4 馆 4120 展位', en: 'Hall E4, Booth 4120' },
  },
  {
    label: 'Sensors Converge 2025',
    city: 'Santa Clara',
    startDate: '2025-06-24',
    endDate: '2025-06-26',
    announced: '2025-05-28',
    title: { zh: 'Sensors Converge 2025（美国传感器博览会）', en: 'Sensors Converge 2025' },
    summary: {
      zh: '北美最大的传感器专业展会，芯感科技展示面向可穿戴与机器人的新品。',
      en: 'At North America’s largest sensor show, CoreSense presents new parts for wearables and robotics.',
    },
    body: [
      {
        zh: '展台将演示 CSL-8500 光学心率模组与 CSG-6720 高稳定性 IMU 的实时数据，并发布英文版九轴融合参考算法。',
        en: 'The booth will stream live data from the CSL-8500 heart-rate module and CSG-6720 high-stability IMU, and our nine-axis fusion reference code will be released in English.',
      },
    ],
    address: {
      zh: '美国加利福尼亚州圣克拉拉会议中心',
      en: 'Santa Clara Convention Center, Santa Clara, California, USA',
    },
    booth: { zh: '1032 展位', en: 'Booth 1032' },
  },
  {
    label: 'MSEC 2025',
    city: 'Monterey',
    startDate: '2025-10-28',
    endDate: '2025-10-30',
    announced: '2025-10-02',
    title: {
      zh: 'MEMS & Sensors Executive Congress 2025（MEMS 与传感器高管大会）',
      en: 'MEMS & Sensors Executive Congress 2025',
    },
    summary: {
      zh: '芯感科技首席技术官受邀发表主题演讲，分享车规级 MEMS 惯性器件的量产经验。',
      en: 'CoreSense’s CTO gives a keynote on volume production of automotive MEMS inertial sensors.',
    },
    body: [
      {
        zh: '芯感科技首席技术官王晓峰博士将以《从消费级到车规级：MEMS 惯性传感器的质量之路》为题发表演讲，并参加圆桌讨论。',
        en: 'Dr. Wang Xiaofeng, CTO, will speak on “From consumer to automotive: the quality journey of MEMS inertial sensors” and join the executive panel.',
      },
    ],
    address: {
      zh: '美国加利福尼亚州蒙特雷',
      en: 'Monterey, California, USA',
    },
    booth: { zh: '桌面展示区 T12', en: 'Tabletop T12' },
  },
  {
    label: 'CES 2026',
    city: 'Las Vegas',
    startDate: '2026-01-06',
    endDate: '2026-01-09',
    announced: '2025-12-10',
    title: { zh: 'CES 2026 国际消费电子展', en: 'CES 2026' },
    summary: {
      zh: '芯感科技在拉斯维加斯展示面向可穿戴、智能家居与 XR 设备的传感方案。',
      en: 'In Las Vegas, CoreSense shows sensing for wearables, smart homes and XR devices.',
    },
    body: [
      {
        zh: '展台设置“健康腕间”“智慧家庭”“沉浸空间”三个体验区，观众可以亲身体验基于芯感传感器的心率监测、手势识别和头部追踪功能。',
        en: 'Three zones — health on the wrist, the smart home and immersive spaces — let visitors try heart-rate monitoring, gesture recognition and head tracking powered by CoreSense sensors.',
      },
    ],
    address: {
      zh: '美国内华达州拉斯维加斯会展中心',
      en: 'Las Vegas Convention Center, Las Vegas, Nevada, USA',
    },
    booth: { zh: '北馆 N-9428', en: 'North Hall, Booth 9428' },
  },
  {
    label: 'Sensor China 2026',
    city: 'Shanghai',
    startDate: '2026-05-26',
    endDate: '2026-05-28',
    announced: '2026-04-30',
    title: {
      zh: '2026 中国（上海）国际传感器技术与应用展览会',
      en: 'Sensor China 2026 – International Sensor Technology and Application Expo',
    },
    summary: {
      zh: '第四代 MEMS 工艺平台首次对外展示。',
      en: 'The first public showing of our fourth-generation MEMS process platform.',
    },
    body: [
      {
        zh: '芯感科技将在展会上首次展示第四代 MEMS 工艺平台的样品晶圆，并举办“车规传感器可靠性设计”技术研讨会。',
        en: 'CoreSense will show sample wafers from its fourth-generation MEMS platform for the first time and host a seminar on reliability design for automotive sensors.',
      },
    ],
    address: {
      zh: '上海世博展览馆（上海市浦东新区国展路 1099 号）',
      en: 'Shanghai World Expo Exhibition & Convention Center, 1099 Guozhan Road, Pudong, Shanghai',
    },
    booth: { zh: '2 号馆 B25 展位', en: 'Hall 2, Booth B25' },
  },
  {
    label: 'electronica 2026',
    city: 'Munich',
    startDate: '2026-11-10',
    endDate: '2026-11-13',
    announced: '2026-10-15',
    title: { zh: '2026 德国慕尼黑国际电子元器件博览会（electronica）', en: 'electronica 2026' },
    summary: {
      zh: '芯感科技携车规与工业传感器参展，拓展欧洲市场。',
      en: 'CoreSense brings its automotive and industrial sensors to Munich to grow in Europe.',
    },
    body: [
      {
        zh: '展会期间，芯感科技将与欧洲汽车与工业客户深入交流，并介绍公司在欧洲的技术支持与供货安排。',
        en: 'During the show CoreSense will meet European automotive and industrial customers and present its technical support and supply arrangements for Europe.',
      },
    ],
    address: {
      zh: '德国慕尼黑新国际博览中心',
      en: 'Messe München, Munich, Germany',
    },
    booth: { zh: 'C3 馆 317 展位', en: 'Hall C3, Booth 317' },
  },
  {
    label: 'CES 2027',
    city: 'Las Vegas',
    startDate: '2027-01-06',
    endDate: '2027-01-09',
    announced: '2026-11-18',
    title: { zh: 'CES 2027 国际消费电子展', en: 'CES 2027' },
    summary: {
      zh: '诚邀您莅临芯感科技展台，抢先体验新一代可穿戴健康传感方案。',
      en: 'Join us at the CoreSense booth for a first look at our next wearable health-sensing solutions.',
    },
    body: [
      {
        zh: '芯感科技将在 CES 2027 发布新一代低功耗六轴 IMU 和多波长 PPG 模组，并现场演示无袖带血压趋势监测原型。',
        en: 'At CES 2027 CoreSense will launch a new low-power six-axis IMU and a multi-wavelength PPG module, and demonstrate a cuffless blood-pressure trend prototype.',
      },
      {
        zh: '如需预约会面，请联系 sales@coresense-semi.com。',
        en: 'To book a meeting, write to sales@coresense-semi.com.',
      },
    ],
    address: {
      zh: '美国内华达州拉斯维加斯会展中心',
      en: 'Las Vegas Convention Center, Las Vegas, Nevada, USA',
    },
    booth: { zh: '北馆 N-9531', en: 'North Hall, Booth 9531' },
  },
  {
    label: 'electronica China 2027',
    city: 'Shanghai',
    startDate: '2027-03-17',
    endDate: '2027-03-19',
    announced: '2026-11-20',
    title: { zh: '2027 慕尼黑上海电子展（electronica China）', en: 'electronica China 2027' },
    summary: {
      zh: '芯感科技将以全新展台亮相，集中展示汽车电子与工业物联网传感方案。',
      en: 'A new CoreSense booth will focus on sensing for automotive electronics and industrial IoT.',
    },
    body: [
      {
        zh: '展会期间将举办新品发布会，发布面向 L3 级自动驾驶的高精度车规 IMU。',
        en: 'A launch event during the show will introduce a high-precision automotive IMU for Level 3 automated driving.',
      },
    ],
    address: {
      zh: '上海新国际博览中心（上海市浦东新区龙阳路 2345 号）',
      en: 'Shanghai New International Expo Centre, 2345 Longyang Road, Pudong, Shanghai',
    },
    booth: { zh: 'E5 馆 5208 展位', en: 'Hall E5, Booth 5208' },
  },
];
