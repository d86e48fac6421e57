import type { Text } from './text.ts';

export type ApplicationMotif = 'automotive' | 'wearable' | 'industrial' | 'home' | 'medical' | 'robotics';

export interface ApplicationDemo {
  motif: ApplicationMotif;
  title: Text;
  summary: Text;
  intro: Text;
  points: Array<{ title: Text; text: Text }>;
  closing: Text;
  /** Part numbers of the related products, in the order shown. */
  products: string[];
}

export const APPLICATIONS: ApplicationDemo[] = [
  {
    motif: 'automotive',
    title: { zh: '汽车电子', en: 'Automotive Electronics' },
    summary: {
      zh: '从车身控制、组合导航到动力电池安全，芯感科技的车规级传感器按 AEC-Q100 认证、IATF 16949 体系生产，为智能电动汽车提供可靠感知。',
      en: 'From body control and GNSS/INS navigation to battery safety, CoreSense’s AEC-Q100 qualified sensors, built under IATF 16949, give smart electric vehicles dependable perception.',
    },
    intro: {
      zh: '汽车对传感器的要求远高于消费电子：更宽的温度范围、更长的使用寿命、近乎零缺陷的质量水平。芯感科技自 2019 年起建设车规产品线，目前已有多款器件进入国内主流整车厂与 Tier 1 的供应链。',
      en: 'Cars ask far more of a sensor than consumer electronics do: wider temperatures, longer life and near-zero defects. CoreSense began building its automotive line in 2019, and several of its parts are now in the supply chains of major Chinese carmakers and Tier 1 suppliers.',
    },
    points: [
      {
        title: { zh: '组合导航', en: 'GNSS/INS navigation' },
        text: {
          zh: '车规级六轴 IMU 在隧道和地下车库中持续提供航位推算，保证导航与辅助驾驶不中断。',
          en: 'An automotive six-axis IMU keeps dead reckoning going through tunnels and car parks so navigation and driver assistance never stop.',
        },
      },
      {
        title: { zh: '电池安全', en: 'Battery safety' },
        text: {
          zh: '电池包内压力监测可在热失控初期发出预警，为乘员争取宝贵的逃生时间。',
          en: 'Pack pressure monitoring warns of thermal runaway at its earliest stage, buying occupants precious time.',
        },
      },
      {
        title: { zh: '车身与底盘', en: 'Body and chassis' },
        text: {
          zh: '加速度计用于电子驻车坡度识别、碰撞检测和防盗报警，霍尔电流传感器用于车载充电机与 DC-DC。',
          en: 'Accelerometers handle slope detection for electric parking brakes, crash detection and theft alarms; Hall current sensors serve on-board chargers and DC-DC converters.',
        },
      },
    ],
    closing: {
      zh: '我们为车规客户提供 PPAP 文件、FMEDA 报告和功能安全手册，并派驻现场应用工程师全程支持项目开发。',
      en: 'Automotive customers receive PPAP documents, FMEDA reports and safety manuals, with field application engineers supporting the program from start to finish.',
    },
    products: ['CSA-3360A', 'CSG-6900A', 'CSP-5810A', 'CSM-7520'],
  },
  {
    motif: 'wearable',
    title: { zh: '消费电子与可穿戴', en: 'Consumer Electronics & Wearables' },
    summary: {
      zh: '更小、更省电、更智能。芯感科技为手机、智能手表和 TWS 耳机提供运动、环境与健康传感方案，每年出货超过 3 亿颗。',
      en: 'Smaller, leaner and smarter: CoreSense supplies motion, environmental and health sensing for phones, smartwatches and earbuds, shipping more than 300 million units a year.',
    },
    intro: {
      zh: '可穿戴设备的电池只有几百毫安时，却要全天候记录用户的运动与健康数据。这要求传感器本身足够省电，并且能在芯片内部完成尽可能多的计算。',
      en: 'A wearable has a battery of a few hundred milliamp-hours yet must record its wearer’s activity and health all day. That takes sensors that sip power and do as much computing as possible on chip.',
    },
    points: [
      {
        title: { zh: '运动感知', en: 'Motion sensing' },
        text: {
          zh: '内置机器学习内核的六轴 IMU 可在本地识别走路、跑步、骑行与游泳，主控只在需要时被唤醒。',
          en: 'A six-axis IMU with an ML core recognises walking, running, cycling and swimming locally and wakes the host only when needed.',
        },
      },
      {
        title: { zh: '健康监测', en: 'Health monitoring' },
        text: {
          zh: '光学 PPG 模组与医疗级温度传感器支持心率、血氧和体温的连续监测。',
          en: 'An optical PPG module and a medical-grade temperature sensor support continuous heart-rate, SpO₂ and temperature monitoring.',
        },
      },
      {
        title: { zh: '交互体验', en: 'User experience' },
        text: {
          zh: '环境光与接近传感器实现屏幕亮度自动调节、入耳检测和通话防误触。',
          en: 'Ambient-light and proximity sensors deliver automatic brightness, in-ear detection and touch lock-out during calls.',
        },
      },
    ],
    closing: {
      zh: '芯感科技在深圳和上海设有消费电子应用实验室，可协助客户完成整机的传感器布局、结构设计与算法调优。',
      en: 'Our consumer-electronics labs in Shenzhen and Shanghai help customers with sensor placement, mechanical design and algorithm tuning.',
    },
    products: ['CSA-3110', 'CSG-6500', 'CSP-5110', 'CSL-8200', 'CSL-8500'],
  },
  {
    motif: 'industrial',
    title: { zh: '工业物联网', en: 'Industrial IoT' },
    summary: {
      zh: '让设备会“说话”：高带宽振动、倾角与环境传感器帮助工厂实现预测性维护，减少非计划停机。',
      en: 'Letting machines speak up: wide-bandwidth vibration, tilt and environmental sensors help factories move to predictive maintenance and cut unplanned downtime.',
    },
    intro: {
      zh: '一台关键电机的非计划停机，可能导致整条产线停产数小时。通过持续监测振动、温度等状态数据，企业可以在故障发生前安排检修。',
      en: 'An unplanned stop of one critical motor can halt a whole line for hours. Continuous monitoring of vibration, temperature and other condition data lets plants schedule repairs before a failure happens.',
    },
    points: [
      {
        title: { zh: '振动监测', en: 'Vibration monitoring' },
        text: {
          zh: '11 kHz 带宽的 MEMS 加速度计可以捕捉轴承、齿轮的早期故障特征，成本仅为压电方案的几分之一。',
          en: 'An 11 kHz MEMS accelerometer captures early bearing and gear faults at a fraction of the cost of piezoelectric sensors.',
        },
      },
      {
        title: { zh: '结构与姿态', en: 'Structure and attitude' },
        text: {
          zh: '低噪声加速度计用于塔吊、桥梁与光伏支架的倾角监测。',
          en: 'Low-noise accelerometers monitor the tilt of tower cranes, bridges and solar trackers.',
        },
      },
      {
        title: { zh: '恶劣环境', en: 'Harsh environments' },
        text: {
          zh: '防凝露温湿度传感器可在户外、粉尘与化学气体环境中长期稳定工作。',
          en: 'Condensation-resistant humidity sensors keep working outdoors and in dust and chemical vapours for years.',
        },
      },
    ],
    closing: {
      zh: '芯感科技提供从传感器芯片、无线传感节点参考设计到边缘诊断算法的完整方案。',
      en: 'CoreSense offers the complete chain from sensor chips and wireless node reference designs to edge diagnostic algorithms.',
    },
    products: ['CSA-3480', 'CSA-3220', 'CSH-4500', 'CSM-7520'],
  },
  {
    motif: 'home',
    title: { zh: '智能家居', en: 'Smart Home' },
    summary: {
      zh: '舒适、节能、安全的家：温湿度、光照与磁传感器让空调、照明、门锁和表计真正“感知”环境。',
      en: 'A comfortable, efficient and safe home: humidity, light and magnetic sensors let air conditioners, lights, locks and meters truly sense their surroundings.',
    },
    intro: {
      zh: '智能家居设备数量多、分布广，大多依靠电池供电，对传感器的体积、功耗和成本都非常敏感。',
      en: 'Smart-home devices are many, spread around the house and mostly battery-powered, so size, power and cost of their sensors matter a great deal.',
    },
    points: [
      {
        title: { zh: '环境舒适', en: 'Comfort' },
        text: {
          zh: '温湿度传感器联动空调、新风与加湿器，让室内始终保持在舒适区间。',
          en: 'Humidity and temperature sensors steer air conditioning, ventilation and humidifiers to keep rooms in the comfort zone.',
        },
      },
      {
        title: { zh: '智能照明', en: 'Smart lighting' },
        text: {
          zh: '环境光与色彩传感器根据自然光自动调节灯光亮度和色温。',
          en: 'Ambient-light and colour sensors adjust brightness and colour temperature to the daylight.',
        },
      },
      {
        title: { zh: '安全与计量', en: 'Security and metering' },
        text: {
          zh: 'TMR 磁开关功耗仅 160 nA，可用于门窗磁、智能门锁和水表、燃气表计量。',
          en: 'At 160 nA, the TMR switch suits door and window contacts, smart locks and water and gas metering.',
        },
      },
    ],
    closing: {
      zh: '我们的传感器已通过主流智能家居平台的兼容性验证，并提供低功耗参考设计。',
      en: 'Our sensors are validated with the major smart-home platforms, and low-power reference designs are available.',
    },
    products: ['CSH-4100', 'CSL-8100', 'CSL-8300', 'CSM-7200'],
  },
  {
    motif: 'medical',
    title: { zh: '医疗健康', en: 'Medical & Healthcare' },
    summary: {
      zh: '按 ISO 13485 体系生产的医疗级传感器，服务于体温计、呼吸机和可穿戴监护设备，助力精准、可及的医疗服务。',
      en: 'Medical-grade sensors built under ISO 13485 for thermometers, ventilators and wearable monitors, supporting precise and accessible care.',
    },
    intro: {
      zh: '医疗器械关乎生命健康，对传感器的精度、一致性和可追溯性有着严格要求。芯感科技无锡工厂于 2022 年通过 ISO 13485 医疗器械质量管理体系认证。',
      en: 'Medical devices deal with people’s health, so their sensors must be accurate, consistent and traceable. CoreSense’s Wuxi fab was certified to ISO 13485 in 2022.',
    },
    points: [
      {
        title: { zh: '体温测量', en: 'Body temperature' },
        text: {
          zh: '±0.1 ℃ 的医疗级温度传感器满足临床体温计标准，无需客户标定。',
          en: 'A ±0.1 °C medical-grade temperature sensor meets clinical-thermometer standards without customer calibration.',
        },
      },
      {
        title: { zh: '呼吸支持', en: 'Respiratory support' },
        text: {
          zh: '零漂移差压传感器用于呼吸机与 CPAP 的流量测量，长期稳定可靠。',
          en: 'A zero-drift differential pressure sensor measures flow in ventilators and CPAP devices, reliably for years.',
        },
      },
      {
        title: { zh: '连续监护', en: 'Continuous monitoring' },
        text: {
          zh: 'PPG 模组与低功耗加速度计支持心率、血氧、呼吸与跌倒的全天候监测。',
          en: 'A PPG module and a low-power accelerometer support round-the-clock monitoring of heart rate, SpO₂, breathing and falls.',
        },
      },
    ],
    closing: {
      zh: '我们为医疗客户提供器件注册所需的技术文件、生物相容性资料和批次追溯服务。',
      en: 'Medical customers receive the technical files for device registration, biocompatibility data and lot traceability.',
    },
    products: ['CST-4300', 'CSP-5600', 'CSL-8500', 'CSA-3110'],
  },
  {
    motif: 'robotics',
    title: { zh: '无人机与机器人', en: 'Drones & Robotics' },
    summary: {
      zh: '稳定的姿态、准确的航向与高度：高性能 IMU、磁力计与气压计构成无人机和机器人的“前庭系统”。',
      en: 'Steady attitude, true heading and precise altitude: high-performance IMUs, magnetometers and barometers form the inner ear of drones and robots.',
    },
    intro: {
      zh: '无人机在强振动环境中飞行，服务机器人需要在复杂室内环境中长时间自主导航，二者都高度依赖惯性与环境传感器的数据质量。',
      en: 'Drones fly amid heavy vibration and service robots navigate cluttered interiors for hours on end; both depend on the quality of their inertial and environmental data.',
    },
    points: [
      {
        title: { zh: '姿态控制', en: 'Attitude control' },
        text: {
          zh: '零偏不稳定性 2.5 °/h 的六轴 IMU，在螺旋桨振动下仍能输出干净的数据。',
          en: 'A six-axis IMU with 2.5 °/h bias instability outputs clean data despite propeller vibration.',
        },
      },
      {
        title: { zh: '航向与高度', en: 'Heading and altitude' },
        text: {
          zh: 'AMR 磁力计提供航向参考，高分辨率气压计实现厘米级定高。',
          en: 'An AMR magnetometer provides the heading reference and a high-resolution barometer holds altitude to the centimetre.',
        },
      },
      {
        title: { zh: '关节与电机', en: 'Joints and motors' },
        text: {
          zh: '3D 霍尔位置传感器用于关节角度与电机转子位置检测。',
          en: '3D Hall position sensors measure joint angles and motor rotor position.',
        },
      },
    ],
    closing: {
      zh: '芯感科技提供九轴融合参考算法与飞控评估套件，帮助客户缩短开发周期。',
      en: 'CoreSense provides nine-axis fusion reference code and a flight-controller evaluation kit to shorten development.',
    },
    products: ['CSG-6720', 'CSM-7100', 'CSP-5110', 'CSM-7310', 'CSG-2100'],
  },
];
