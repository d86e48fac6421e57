import type { Text } from './text.ts';

export type NewsMotif = 'funding' | 'award' | 'factory' | 'partnership' | 'event' | 'milestone' | 'lab';

export interface NewsDemo {
  /** Publication day: the item's creation time. */
  date: string;
  title: Text;
  summary: Text;
  body: Text[];
  /** A launch shows the product's own picture; other news a picture of its kind. */
  cover: { product: string } | { motif: NewsMotif };
}

export const NEWS: NewsDemo[] = [
  {
    date: '2021-01-15',
    title: {
      zh: '芯感科技完成 5 亿元 C 轮融资，加速车规与医疗传感器布局',
      en: 'CoreSense closes RMB 500 million Series C to accelerate automotive and medical sensors',
    },
    summary: {
      zh: '本轮融资将主要用于车规级传感器研发、无锡 MEMS 产线扩产以及医疗传感器产品线建设。',
      en: 'The round will fund automotive sensor development, expansion of the Wuxi MEMS line and a new medical sensor line.',
    },
    body: [
      {
        zh: '1 月 15 日，芯感科技宣布完成 5 亿元人民币 C 轮融资，本轮由多家产业资本与知名投资机构联合投资，老股东继续跟投。',
        en: 'On 15 January CoreSense announced the close of a RMB 500 million Series C round, jointly led by industrial investors and established venture funds, with existing shareholders following on.',
      },
      {
        zh: '公司创始人、董事长兼总经理陈立明表示：“汽车电动化和智能化为传感器带来了巨大的增量空间。本轮资金将帮助我们把车规级产品线做深做实，同时启动医疗级传感器的研发与认证。”',
        en: '“Electrification and intelligence in cars are opening up a huge market for sensors,” said Chen Liming, founder, chairman and CEO. “This funding lets us deepen our automotive line and start developing and certifying medical-grade sensors.”',
      },
    ],
    cover: { motif: 'funding' },
  },
  {
    date: '2021-04-12',
    title: {
      zh: '芯感科技发布 CSA-3110 超低功耗三轴加速度计',
      en: 'CoreSense launches the CSA-3110 ultra-low-power 3-axis accelerometer',
    },
    summary: {
      zh: '低功耗模式电流仅 1.8 µA，片上集成计步与抬腕唤醒引擎，面向可穿戴与物联网终端。',
      en: 'Just 1.8 µA in low-power mode, with on-chip step counting and wrist-tilt wake-up, for wearables and IoT devices.',
    },
    body: [
      {
        zh: 'CSA-3110 采用芯感科技第三代 MEMS 工艺平台，在 2 × 2 mm 的封装内集成传感结构、16 位 ADC 与可编程运动检测引擎。',
        en: 'CSA-3110 is built on CoreSense’s third-generation MEMS process and integrates the sensing structure, a 16-bit ADC and a programmable motion engine in a 2 × 2 mm package.',
      },
      {
        zh: '目前 CSA-3110 已向重点客户送样，预计第三季度开始批量供货。',
        en: 'Samples are with key customers now, and volume shipments are expected to begin in the third quarter.',
      },
    ],
    cover: { product: 'CSA-3110' },
  },
  {
    date: '2021-06-28',
    title: {
      zh: '芯感科技获评国家级专精特新“小巨人”企业',
      en: 'CoreSense named a national “Little Giant” specialised and innovative enterprise',
    },
    summary: {
      zh: '这是对公司多年深耕 MEMS 传感器领域、坚持自主创新的肯定。',
      en: 'The recognition reflects years of focus on MEMS sensors and independent innovation.',
    },
    body: [
      {
        zh: '近日，工业和信息化部公布第三批专精特新“小巨人”企业名单，芯感科技成功入选。',
        en: 'CoreSense has been included in the third list of specialised and innovative “Little Giant” enterprises published by the Ministry of Industry and Information Technology.',
      },
      {
        zh: '截至目前，公司已获授权发明专利 126 项，MEMS 传感器年出货量位居国内前列。',
        en: 'The company holds 126 granted invention patents and ranks among China’s leading MEMS sensor suppliers by annual shipments.',
      },
    ],
    cover: { motif: 'award' },
  },
  {
    date: '2021-09-16',
    title: {
      zh: '面向光学防抖应用，芯感科技推出 CSG-2100 三轴陀螺仪',
      en: 'CoreSense introduces the CSG-2100 3-axis gyroscope for optical image stabilisation',
    },
    summary: {
      zh: '噪声密度 0.005 dps/√Hz，配备独立 OIS 通道，可直接连接镜头防抖控制器。',
      en: '0.005 dps/√Hz noise density and a dedicated OIS port that connects directly to the lens stabilisation controller.',
    },
    body: [
      {
        zh: '随着手机影像能力的不断提升，光学防抖已经从旗舰机型普及到中端机型。CSG-2100 以更低的噪声和更快的启动时间，帮助手机在夜景和视频拍摄中获得更清晰的画面。',
        en: 'Optical stabilisation has spread from flagship to mid-range phones. With lower noise and faster start-up, CSG-2100 helps phones capture sharper night shots and video.',
      },
      {
        zh: '该产品同样适用于手持云台、运动相机和 VR 设备。',
        en: 'The part also suits handheld gimbals, action cameras and VR headsets.',
      },
    ],
    cover: { product: 'CSG-2100' },
  },
  {
    date: '2021-12-08',
    title: {
      zh: '北京研发中心乔迁中关村软件园新址',
      en: 'Beijing R&D center moves to new home in Zhongguancun Software Park',
    },
    summary: {
      zh: '新办公区面积 3200 平方米，新建传感器算法实验室与可靠性测试实验室。',
      en: 'The new 3,200 m² site adds a sensor algorithm lab and a reliability test lab.',
    },
    body: [
      {
        zh: '12 月 8 日，北京芯感微电子有限公司正式入驻中关村软件园二期新址。新址将容纳 200 余名研发人员，重点承担 ASIC 设计、传感器融合算法与嵌入式软件开发工作。',
        en: 'On 8 December CoreSense Microelectronics (Beijing) moved into its new offices in Zhongguancun Software Park Phase II. The site houses more than 200 engineers working on ASIC design, sensor-fusion algorithms and embedded software.',
      },
      {
        zh: '新建的可靠性实验室配备高低温循环、振动冲击与 HAST 等设备，可以在北京本地完成大部分产品验证。',
        en: 'Its new reliability lab, with temperature cycling, vibration, shock and HAST equipment, lets most product qualification happen locally in Beijing.',
      },
    ],
    cover: { motif: 'lab' },
  },
  {
    date: '2022-03-08',
    title: {
      zh: '噪声低至 25 µg/√Hz：CSA-3220 高稳定性加速度计正式量产',
      en: 'Down to 25 µg/√Hz: CSA-3220 high-stability accelerometer enters volume production',
    },
    summary: {
      zh: 'CSA-3220 面向倾角测量与结构健康监测，零偏温漂仅 0.1 mg/℃。',
      en: 'CSA-3220 targets tilt measurement and structural health monitoring, with offset drift of only 0.1 mg/°C.',
    },
    body: [
      {
        zh: 'CSA-3220 采用大质量块结构与真空密封工艺，在功耗仅 180 µA 的情况下实现了 25 µg/√Hz 的噪声密度。',
        en: 'With a large proof mass and vacuum sealing, CSA-3220 reaches 25 µg/√Hz noise density while drawing only 180 µA.',
      },
      {
        zh: '产品已在多个桥梁监测和光伏跟踪支架项目中完成现场验证。',
        en: 'It has already been field-tested in several bridge monitoring and solar tracker projects.',
      },
    ],
    cover: { product: 'CSA-3220' },
  },
  {
    date: '2022-05-20',
    title: {
      zh: '无锡工厂通过 ISO 13485 医疗器械质量管理体系认证',
      en: 'Wuxi fab certified to ISO 13485 for medical devices',
    },
    summary: {
      zh: '认证覆盖医疗级传感器的设计开发、晶圆制造、封装测试全流程。',
      en: 'The certification covers design, wafer fabrication, packaging and test of medical-grade sensors.',
    },
    body: [
      {
        zh: '经过为期一年的体系建设与审核，无锡芯感微系统制造有限公司顺利通过 ISO 13485:2016 认证，标志着公司具备了为医疗器械客户批量供货的资质。',
        en: 'After a year of preparation and audits, CoreSense Microsystems Manufacturing (Wuxi) has been certified to ISO 13485:2016, qualifying the company to supply medical-device customers in volume.',
      },
      {
        zh: '首批医疗级产品包括数字体温传感器与差压传感器，将于年内陆续发布。',
        en: 'The first medical-grade products, a digital body-temperature sensor and a differential pressure sensor, will be released during the year.',
      },
    ],
    cover: { motif: 'factory' },
  },
  {
    date: '2022-06-20',
    title: {
      zh: '芯感科技发布内置机器学习内核的六轴 IMU CSG-6500',
      en: 'CoreSense releases CSG-6500, a six-axis IMU with a built-in machine-learning core',
    },
    summary: {
      zh: '活动识别在传感器内部完成，六轴全开功耗仅 0.65 mA。',
      en: 'Activity recognition runs inside the sensor, and all six axes draw only 0.65 mA.',
    },
    body: [
      {
        zh: 'CSG-6500 集成了有限状态机与决策树机器学习内核，可在本地识别步行、跑步、骑行等活动状态，使智能手表等设备的系统功耗降低 30% 以上。',
        en: 'CSG-6500 integrates a finite-state machine and a decision-tree ML core that recognise walking, running and cycling locally, cutting system power in smartwatches by more than 30%.',
      },
      {
        zh: '芯感科技同步开放了模型训练工具，客户可以用自己的数据训练专属的识别模型。',
        en: 'CoreSense has also released its model training tools so customers can train recognition models on their own data.',
      },
    ],
    cover: { product: 'CSG-6500' },
  },
  {
    date: '2022-09-23',
    title: {
      zh: 'CSG-6500 荣获 2022 年度传感器创新产品奖',
      en: 'CSG-6500 wins a 2022 Sensor Innovation Product Award',
    },
    summary: {
      zh: '评审专家认为，该产品在片上智能与低功耗方面达到国际先进水平。',
      en: 'Judges found its on-chip intelligence and low power on a par with the best in the world.',
    },
    body: [
      {
        zh: '在 9 月举办的中国传感器产业发展论坛上，芯感科技六轴 IMU CSG-6500 从 200 余款参评产品中脱颖而出，获得年度创新产品奖。',
        en: 'At September’s China Sensor Industry Development Forum, CoreSense’s CSG-6500 six-axis IMU stood out among more than 200 entries to win the annual innovation award.',
      },
      {
        zh: '截至 9 月底，CSG-6500 已进入 12 家客户的量产项目。',
        en: 'By the end of September CSG-6500 was in production designs at 12 customers.',
      },
    ],
    cover: { motif: 'award' },
  },
  {
    date: '2022-12-06',
    title: {
      zh: '首款医疗级产品 CST-4300 数字温度传感器发布',
      en: 'First medical-grade product released: the CST-4300 digital temperature sensor',
    },
    summary: {
      zh: '34 ~ 42 ℃ 范围内精度 ±0.1 ℃，满足 ISO 80601-2-56 临床体温计要求。',
      en: '±0.1 °C accuracy from 34 °C to 42 °C, meeting the ISO 80601-2-56 clinical thermometer standard.',
    },
    body: [
      {
        zh: 'CST-4300 无需客户二次标定即可达到临床级精度，能有效降低体温计厂商的生产成本。',
        en: 'CST-4300 reaches clinical accuracy without customer calibration, lowering production costs for thermometer makers.',
      },
      {
        zh: '晶圆级封装版本 CST-4300W 尺寸仅 0.8 × 0.8 mm，适合集成到柔性体温贴中。',
        en: 'The wafer-level CST-4300W measures just 0.8 × 0.8 mm and fits into flexible temperature patches.',
      },
    ],
    cover: { product: 'CST-4300' },
  },
  {
    date: '2023-02-14',
    title: {
      zh: '芯感科技推出零漂移数字差压传感器 CSP-5600',
      en: 'CoreSense introduces the CSP-5600 zero-drift digital differential pressure sensor',
    },
    summary: {
      zh: '基于热式测量原理，零点精度 0.1 Pa，适用于呼吸机与暖通空调。',
      en: 'A thermal measuring principle gives 0.1 Pa zero-point accuracy for ventilators and HVAC.',
    },
    body: [
      {
        zh: 'CSP-5600 的零点由物理原理决定，长期使用不会漂移，特别适合呼吸机流量测量等对可靠性要求极高的场合。',
        en: 'Because CSP-5600’s zero point is set by physics, it does not drift over time, which suits ventilator flow measurement and other applications where reliability is critical.',
      },
      {
        zh: '医疗级版本 CSP-5600M 按 ISO 13485 体系生产，并提供完整的批次追溯记录。',
        en: 'The medical-grade CSP-5600M is made under ISO 13485 with complete lot traceability.',
      },
    ],
    cover: { product: 'CSP-5600' },
  },
  {
    date: '2023-05-22',
    title: {
      zh: '车规级加速度计 CSA-3360A 通过 AEC-Q100 Grade 1 认证',
      en: 'Automotive accelerometer CSA-3360A passes AEC-Q100 Grade 1 qualification',
    },
    summary: {
      zh: 'CSA-3360A 工作温度 −40 ~ +125 ℃，已获得两家整车厂的项目定点。',
      en: 'Rated from −40 °C to +125 °C, CSA-3360A has already been nominated by two carmakers.',
    },
    body: [
      {
        zh: 'CSA-3360A 顺利完成 AEC-Q100 Grade 1 全部应力测试项目，成为芯感科技车规产品线中的又一款主力产品。',
        en: 'CSA-3360A completed every AEC-Q100 Grade 1 stress test and becomes another mainstay of CoreSense’s automotive line.',
      },
      {
        zh: '产品主要用于车载 T-Box、电子驻车和防盗报警，预计明年随新车型批量上市。',
        en: 'It is designed for telematics boxes, electric parking brakes and theft alarms and will reach the road in new models next year.',
      },
    ],
    cover: { product: 'CSA-3360A' },
  },
  {
    date: '2023-07-18',
    title: {
      zh: '芯感科技在上海证券交易所科创板上市',
      en: 'CoreSense lists on the Shanghai Stock Exchange STAR Market',
    },
    summary: {
      zh: '本次公开发行新股 4000 万股，募集资金将用于无锡二期 MEMS 产线与研发中心建设。',
      en: 'The company issued 40 million new shares; proceeds will fund the phase II MEMS line in Wuxi and a new R&D center.',
    },
    body: [
      {
        zh: '7 月 18 日，芯感科技正式在上海证券交易所科创板挂牌上市。上市仪式在上海举行，公司管理层、员工代表、客户与投资机构代表共同见证了这一时刻。',
        en: 'On 18 July CoreSense began trading on the STAR Market of the Shanghai Stock Exchange. Management, employees, customers and investors marked the occasion at a ceremony in Shanghai.',
      },
      {
        zh: '陈立明在致辞中表示：“上市是新的起点。我们将继续专注于 MEMS 传感器，为客户提供更可靠的产品，为股东创造长期价值。”',
        en: '“Listing is a new beginning,” Chen Liming said in his address. “We will stay focused on MEMS sensors, give customers ever more reliable products and create long-term value for shareholders.”',
      },
    ],
    cover: { motif: 'milestone' },
  },
  {
    date: '2023-09-19',
    title: {
      zh: 'CSL-8300 RGB + IR 色彩传感器发布，助力屏幕原彩显示',
      en: 'CSL-8300 RGB + IR colour sensor brings true-tone displays to more devices',
    },
    summary: {
      zh: '五通道同步采样，色温误差小于 ±5%。',
      en: 'Five channels sampled simultaneously, with correlated colour temperature error under ±5%.',
    },
    body: [
      {
        zh: 'CSL-8300 能够准确感知环境光的色温，帮助手机、平板和笔记本根据环境自动调整屏幕白点，减轻视觉疲劳。',
        en: 'CSL-8300 senses the colour of ambient light accurately, letting phones, tablets and laptops adjust their white point to the surroundings and reduce eye strain.',
      },
      {
        zh: '产品同样适用于可调色温的智能照明系统。',
        en: 'It is equally suited to tunable-white smart lighting.',
      },
    ],
    cover: { product: 'CSL-8300' },
  },
  {
    date: '2023-12-15',
    title: {
      zh: '芯感科技获头部新能源车企“年度优秀供应商”称号',
      en: 'CoreSense named Supplier of the Year by a leading EV maker',
    },
    summary: {
      zh: '表彰公司在质量表现、交付保障与技术协同方面的出色表现。',
      en: 'The award recognises CoreSense’s quality, delivery and technical collaboration.',
    },
    body: [
      {
        zh: '在客户年度供应商大会上，芯感科技凭借全年零质量事故和 100% 准时交付，获得“年度优秀供应商”称号。',
        en: 'At the customer’s annual supplier conference, CoreSense received the award for a year with zero quality incidents and 100% on-time delivery.',
      },
      {
        zh: '双方将在电池安全监测与组合导航领域进一步深化合作。',
        en: 'The two companies will deepen their cooperation in battery safety monitoring and GNSS/INS navigation.',
      },
    ],
    cover: { motif: 'award' },
  },
  {
    date: '2024-03-18',
    title: {
      zh: '零偏不稳定性 2.5 °/h：芯感科技发布高稳定性六轴 IMU CSG-6720',
      en: '2.5 °/h bias instability: CoreSense unveils the CSG-6720 high-stability six-axis IMU',
    },
    summary: {
      zh: '面向无人机、机器人与农机自动驾驶，抗振性能显著提升。',
      en: 'Built for drones, robots and autosteering tractors, with markedly better vibration rejection.',
    },
    body: [
      {
        zh: 'CSG-6720 采用高品质因数谐振结构与数字正交校正技术，零偏不稳定性达到 2.5 °/h，在螺旋桨与电机振动环境下依然保持稳定输出。',
        en: 'With a high-Q resonator and digital quadrature correction, CSG-6720 reaches 2.5 °/h bias instability and stays steady amid propeller and motor vibration.',
      },
      {
        zh: '芯感科技同步推出带隔振支架的 IMU 模组，方便客户快速集成。',
        en: 'An IMU module with a vibration-isolated mount is available at the same time for quick integration.',
      },
    ],
    cover: { product: 'CSG-6720' },
  },
  {
    date: '2024-05-14',
    title: {
      zh: '工业级防凝露温湿度传感器 CSH-4500 上市',
      en: 'Industrial condensation-resistant humidity sensor CSH-4500 now available',
    },
    summary: {
      zh: '芯片级集成 IP67 防护膜，可在户外和化学气体环境中长期稳定工作。',
      en: 'A chip-level IP67 membrane keeps it stable for years outdoors and in chemical vapours.',
    },
    body: [
      {
        zh: 'CSH-4500 在 85 ℃ / 85% RH 条件下老化 1000 小时后，湿度偏移小于 1.5% RH，适用于气象站、农业大棚和配电柜。',
        en: 'After 1,000 hours at 85 °C and 85% RH, CSH-4500 shifts by less than 1.5% RH, making it fit for weather stations, greenhouses and switchgear.',
      },
      {
        zh: '同时提供带 RS-485 / Modbus 输出的不锈钢探头版本。',
        en: 'A stainless-steel probe version with RS-485 / Modbus output is also offered.',
      },
    ],
    cover: { product: 'CSH-4500' },
  },
  {
    date: '2024-07-09',
    title: {
      zh: '芯感科技与星途机器人签署战略合作协议',
      en: 'CoreSense signs strategic partnership with Xingtu Robotics',
    },
    summary: {
      zh: '双方将在服务机器人惯性导航与关节感知方面开展联合开发。',
      en: 'The companies will jointly develop inertial navigation and joint sensing for service robots.',
    },
    body: [
      {
        zh: '根据协议，芯感科技将为星途机器人新一代商用清洁机器人和配送机器人提供 IMU、磁传感器等核心器件，并派驻工程师参与整机算法联合调试。',
        en: 'Under the agreement CoreSense will supply IMUs, magnetic sensors and other key parts for Xingtu’s next commercial cleaning and delivery robots, with CoreSense engineers joining algorithm tuning on site.',
      },
      {
        zh: '双方还将共建机器人传感器联合实验室，探索多传感器融合定位技术。',
        en: 'The partners will also set up a joint robot-sensing lab to explore multi-sensor fusion for localisation.',
      },
    ],
    cover: { motif: 'partnership' },
  },
  {
    date: '2024-09-10',
    title: {
      zh: '替代压电方案：芯感科技推出宽带宽振动监测加速度计 CSA-3480',
      en: 'An alternative to piezo: CoreSense launches the CSA-3480 wide-bandwidth vibration accelerometer',
    },
    summary: {
      zh: '3 dB 带宽 11 kHz，噪声密度 30 µg/√Hz，助力工业设备预测性维护。',
      en: '11 kHz 3 dB bandwidth and 30 µg/√Hz noise density for predictive maintenance of industrial equipment.',
    },
    body: [
      {
        zh: 'CSA-3480 具备直流响应与宽频带特性，可同时捕捉设备的低频松动与高频轴承故障，成本仅为传统压电传感器的几分之一。',
        en: 'With DC response and a wide band, CSA-3480 catches both low-frequency looseness and high-frequency bearing faults at a fraction of the cost of a piezoelectric sensor.',
      },
      {
        zh: '芯感科技同时提供 FFT 与包络解调参考固件，以及 M6 螺装式工业振动模组。',
        en: 'CoreSense also offers reference FFT and envelope-demodulation firmware and an M6 stud-mount industrial module.',
      },
    ],
    cover: { product: 'CSA-3480' },
  },
  {
    date: '2024-11-12',
    title: {
      zh: '光学心率与血氧模组 CSL-8500 发布',
      en: 'CSL-8500 optical heart-rate and SpO₂ module released',
    },
    summary: {
      zh: '三色 LED、四路光电二极管与 20 位 AFE 集成于 4.5 × 2.8 mm 模组。',
      en: 'Three-colour LEDs, four photodiodes and a 20-bit AFE in a 4.5 × 2.8 mm module.',
    },
    body: [
      {
        zh: 'CSL-8500 让可穿戴厂商无需设计复杂的光学结构，即可实现心率、血氧与心率变异性测量。在与合作医院开展的临床对照测试中，静息心率误差小于 ±2 bpm。',
        en: 'CSL-8500 lets wearable makers measure heart rate, SpO₂ and heart-rate variability without designing complex optics. In a clinical comparison with a partner hospital, resting heart-rate error stayed within ±2 bpm.',
      },
      {
        zh: '模组现已开放样品申请。',
        en: 'Samples can be requested now.',
      },
    ],
    cover: { product: 'CSL-8500' },
  },
  {
    date: '2024-12-20',
    title: {
      zh: '芯感科技年出货量首次突破 3 亿颗',
      en: 'CoreSense ships more than 300 million sensors in a year for the first time',
    },
    summary: {
      zh: '消费电子、汽车与工业三大市场全面增长。',
      en: 'Growth came from consumer, automotive and industrial markets alike.',
    },
    body: [
      {
        zh: '2024 年，芯感科技全年传感器出货量突破 3 亿颗，同比增长 32%。其中车规级产品出货量同比增长超过一倍。',
        en: 'CoreSense shipped more than 300 million sensors in 2024, up 32% on the year, with automotive shipments more than doubling.',
      },
      {
        zh: '公司感谢每一位客户与合作伙伴的信任与支持。',
        en: 'The company thanks every customer and partner for their trust and support.',
      },
    ],
    cover: { motif: 'milestone' },
  },
  {
    date: '2025-01-09',
    title: {
      zh: '面向动力电池安全，车规级压力传感器 CSP-5810A 发布',
      en: 'CSP-5810A automotive pressure sensor released for traction-battery safety',
    },
    summary: {
      zh: 'AEC-Q100 Grade 0，可在热失控初期向 BMS 发出预警。',
      en: 'AEC-Q100 Grade 0, warning the BMS at the first sign of thermal runaway.',
    },
    body: [
      {
        zh: 'CSP-5810A 可工作在 150 ℃ 高温下，支持 SPI 与 SENT 输出。电池包专用版本 CSP-5810A-B 针对 50 ~ 120 kPa 区间进行了高分辨率优化。',
        en: 'CSP-5810A works at up to 150 °C with SPI or SENT output. The battery-pack version CSP-5810A-B is optimised for high resolution between 50 and 120 kPa.',
      },
      {
        zh: '产品满足 GB 38031 对热扩散报警的相关应用需求。',
        en: 'It supports the thermal-propagation alarm requirements of GB 38031.',
      },
    ],
    cover: { product: 'CSP-5810A' },
  },
  {
    date: '2025-03-21',
    title: {
      zh: '“芯感开放日”：百余位客户走进无锡工厂',
      en: 'CoreSense Open Day brings more than 100 customers to the Wuxi fab',
    },
    summary: {
      zh: '客户参观了 8 英寸 MEMS 产线、封装测试车间与标定中心。',
      en: 'Visitors toured the 8-inch MEMS line, the packaging and test floor and the calibration center.',
    },
    body: [
      {
        zh: '3 月 21 日，芯感科技在无锡工厂举办第二届客户开放日，来自汽车、消费电子、工业和医疗领域的 120 余位客户代表参加了活动。',
        en: 'On 21 March CoreSense held its second customer open day at the Wuxi fab, welcoming more than 120 visitors from automotive, consumer, industrial and medical companies.',
      },
      {
        zh: '活动期间，公司技术团队分享了 MEMS 工艺路线图与新产品规划，并与客户进行了深入的技术交流。',
        en: 'The technical team presented the MEMS process roadmap and upcoming products and held in-depth discussions with customers.',
      },
    ],
    cover: { motif: 'event' },
  },
  {
    date: '2025-06-05',
    title: {
      zh: '按 ASIL-B 流程开发的车规级六轴 IMU CSG-6900A 正式发布',
      en: 'CSG-6900A automotive six-axis IMU, developed to ASIL-B, officially launched',
    },
    summary: {
      zh: '零偏不稳定性 3 °/h，为组合导航与自动驾驶定位提供可信数据。',
      en: '3 °/h bias instability provides trustworthy data for GNSS/INS navigation and autonomous-driving localisation.',
    },
    body: [
      {
        zh: 'CSG-6900A 按照 ISO 26262 ASIL-B 流程开发，内置冗余诊断通道，可帮助系统实现功能安全目标。',
        en: 'Developed to ISO 26262 ASIL-B, CSG-6900A has redundant diagnostic channels that help systems meet their functional-safety goals.',
      },
      {
        zh: '在 GNSS 信号中断 30 秒的情况下，基于 CSG-6900A 的航位推算仍能保持车道级精度。',
        en: 'Dead reckoning based on CSG-6900A holds lane-level accuracy through 30 seconds of GNSS outage.',
      },
    ],
    cover: { product: 'CSG-6900A' },
  },
  {
    date: '2025-08-18',
    title: {
      zh: '无锡二期 MEMS 产线项目开工',
      en: 'Construction begins on phase II MEMS line in Wuxi',
    },
    summary: {
      zh: '项目总投资 12 亿元，建成后公司年产能将提升至 6 亿颗。',
      en: 'The RMB 1.2 billion project will lift annual capacity to 600 million units.',
    },
    body: [
      {
        zh: '8 月 18 日，芯感科技无锡二期 MEMS 产线项目在锡山经济技术开发区举行开工仪式。二期项目将新增 8 英寸 MEMS 晶圆产能与车规级封装测试线。',
        en: 'A groundbreaking ceremony for the phase II MEMS line was held on 18 August in the Xishan Economic and Technological Development Zone. Phase II adds 8-inch MEMS wafer capacity and an automotive packaging and test line.',
      },
      {
        zh: '项目预计于 2026 年上半年投产。',
        en: 'Production is expected to start in the first half of 2026.',
      },
    ],
    cover: { motif: 'factory' },
  },
  {
    date: '2025-09-16',
    title: {
      zh: '隔离式霍尔电流传感器 CSM-7520 发布，瞄准光伏与储能市场',
      en: 'CSM-7520 isolated Hall current sensor targets solar and energy storage',
    },
    summary: {
      zh: '隔离耐压 4.8 kVrms，原边电阻仅 0.9 mΩ，全温区精度 ±1%。',
      en: '4.8 kVrms isolation, 0.9 mΩ primary resistance and ±1% accuracy over temperature.',
    },
    body: [
      {
        zh: 'CSM-7520 采用差分霍尔结构，可有效抑制外部杂散磁场干扰，带宽达 250 kHz，满足新一代高频逆变器的需求。',
        en: 'Its differential Hall design rejects stray fields, and 250 kHz of bandwidth keeps up with new high-frequency inverters.',
      },
      {
        zh: '车规版本 CSM-7520A 同步推出，适用于车载充电机与 DC-DC 转换器。',
        en: 'The automotive CSM-7520A launches alongside it for on-board chargers and DC-DC converters.',
      },
    ],
    cover: { product: 'CSM-7520' },
  },
  {
    date: '2025-11-26',
    title: {
      zh: '上海应用实验室启用，就近服务长三角客户',
      en: 'Shanghai application lab opens to serve customers across the Yangtze River Delta',
    },
    summary: {
      zh: '实验室提供整机传感器测试、算法调优与失效分析服务。',
      en: 'The lab offers system-level sensor testing, algorithm tuning and failure analysis.',
    },
    body: [
      {
        zh: '位于张江的上海应用实验室面积 800 平方米，配备转台、温箱、振动台和光学测试平台，客户可携带整机前来进行联合调试。',
        en: 'The 800 m² lab in Zhangjiang has rate tables, climate chambers, shakers and optical test benches, and customers can bring their products for joint debugging.',
      },
      {
        zh: '至此，芯感科技已在无锡、北京、上海、深圳四地建立技术支持团队。',
        en: 'CoreSense now has technical support teams in Wuxi, Beijing, Shanghai and Shenzhen.',
      },
    ],
    cover: { motif: 'lab' },
  },
  {
    date: '2026-03-30',
    title: {
      zh: '无锡二期 MEMS 产线提前投产',
      en: 'Phase II MEMS line in Wuxi starts production ahead of schedule',
    },
    summary: {
      zh: '首批车规级晶圆顺利下线，良率达到预期目标。',
      en: 'The first automotive wafers are out, with yields on target.',
    },
    body: [
      {
        zh: '3 月 30 日，无锡二期 MEMS 产线首批晶圆下线，较原计划提前约两个月。产线全面达产后，公司年产能将达到 6 亿颗。',
        en: 'On 30 March the first wafers came off the phase II line, about two months ahead of plan. At full output the company’s annual capacity will reach 600 million units.',
      },
      {
        zh: '新产线将优先保障车规级与医疗级产品的产能。',
        en: 'The new line will give priority to automotive and medical products.',
      },
    ],
    cover: { motif: 'factory' },
  },
  {
    date: '2026-06-12',
    title: {
      zh: '2026 芯感科技传感器技术大会在无锡举办',
      en: 'CoreSense Sensor Technology Conference 2026 held in Wuxi',
    },
    summary: {
      zh: '大会以“感知新质生产力”为主题，发布了新一代 MEMS 工艺平台。',
      en: 'Themed “Sensing for new productivity”, the conference unveiled a new MEMS process platform.',
    },
    body: [
      {
        zh: '6 月 12 日，2026 芯感科技传感器技术大会在无锡召开，400 余位客户、合作伙伴与行业专家出席。会上发布了第四代 MEMS 工艺平台，新平台可使加速度计噪声再降低 40%。',
        en: 'More than 400 customers, partners and experts attended the conference in Wuxi on 12 June, where CoreSense unveiled its fourth-generation MEMS platform, which cuts accelerometer noise by a further 40%.',
      },
      {
        zh: '大会还设置了汽车电子、工业物联网、医疗健康三个分论坛。',
        en: 'The programme included breakout sessions on automotive electronics, industrial IoT and healthcare.',
      },
    ],
    cover: { motif: 'event' },
  },
  {
    date: '2026-09-08',
    title: {
      zh: 'CSG-6900A 累计装车突破 50 万辆',
      en: 'CSG-6900A now fitted in more than 500,000 vehicles',
    },
    summary: {
      zh: '产品已应用于 8 个品牌的 20 余款车型。',
      en: 'The IMU is used in more than 20 models from eight brands.',
    },
    body: [
      {
        zh: '自 2025 年量产以来，车规级六轴 IMU CSG-6900A 累计装车量已突破 50 万辆，现场质量表现保持零失效。',
        en: 'Since volume production began in 2025, the CSG-6900A automotive IMU has been fitted to more than 500,000 vehicles with zero field failures.',
      },
      {
        zh: '芯感科技将继续扩大车规产品线，计划明年推出面向 L3 级自动驾驶的高精度 IMU。',
        en: 'CoreSense will keep extending its automotive line, with a high-precision IMU for Level 3 automated driving planned for next year.',
      },
    ],
    cover: { motif: 'milestone' },
  },
];
