import type { Text } from './text.ts';

export interface JobDemo {
  position: Text;
  department: Text;
  location: Text;
  headcount: number;
  /** Requirements, one line each. */
  requirements: Text[];
  /** Duties, one line each. */
  duties: Text[];
  posted: string;
}

const WUXI = { zh: '无锡', en: 'Wuxi' };
const BEIJING = { zh: '北京', en: 'Beijing' };
const SHANGHAI = { zh: '上海', en: 'Shanghai' };

export const JOBS: JobDemo[] = [
  {
    position: { zh: 'MEMS 工艺工程师', en: 'MEMS Process Engineer' },
    department: { zh: '制造中心', en: 'Manufacturing' },
    location: WUXI,
    headcount: 3,
    requirements: [
      {
        zh: '微电子、材料、物理等相关专业硕士及以上学历',
        en: 'Master’s degree or higher in microelectronics, materials science, physics or a related field',
      },
      {
        zh: '3 年以上 MEMS 或半导体前道工艺经验，熟悉深硅刻蚀、键合、薄膜沉积中至少一项',
        en: '3+ years in MEMS or front-end semiconductor processing, with hands-on experience in at least one of deep silicon etching, wafer bonding or thin-film deposition',
      },
      {
        zh: '熟练使用 DOE、SPC 等方法分析和改善工艺',
        en: 'Skilled in DOE and SPC for process analysis and improvement',
      },
      {
        zh: '能阅读英文技术文献，具备良好的沟通能力',
        en: 'Reads English technical literature; communicates well',
      },
    ],
    duties: [
      {
        zh: '负责 8 英寸 MEMS 产线关键工艺模块的开发、导入与持续改善',
        en: 'Develop, introduce and improve key process modules on the 8-inch MEMS line',
      },
      {
        zh: '监控工艺良率与稳定性，主导异常分析与纠正措施',
        en: 'Monitor yield and stability; lead root-cause analysis and corrective actions',
      },
      {
        zh: '配合设计团队完成新产品工艺评估与试产',
        en: 'Work with design teams on process evaluation and pilot runs of new products',
      },
      { zh: '编写工艺规范与作业指导书', en: 'Write process specifications and work instructions' },
    ],
    posted: '2026-10-12',
  },
  {
    position: { zh: '模拟 IC 设计工程师', en: 'Analog IC Design Engineer' },
    department: { zh: '芯片设计部', en: 'IC Design' },
    location: SHANGHAI,
    headcount: 2,
    requirements: [
      {
        zh: '微电子、电子工程相关专业硕士及以上学历',
        en: 'Master’s degree or higher in microelectronics or electrical engineering',
      },
      {
        zh: '3 年以上模拟电路设计经验，有传感器读出电路、Σ-Δ ADC 或低噪声放大器设计经验者优先',
        en: '3+ years of analog design; experience with sensor readout circuits, sigma-delta ADCs or low-noise amplifiers preferred',
      },
      {
        zh: '熟练使用 Cadence Virtuoso、Spectre 等设计工具',
        en: 'Fluent in Cadence Virtuoso, Spectre and related tools',
      },
      { zh: '有完整流片与量产经验', en: 'Has taken designs through tape-out into volume production' },
    ],
    duties: [
      {
        zh: '负责 MEMS 传感器读出 ASIC 中模拟模块的架构设计与电路实现',
        en: 'Architect and design analog blocks of MEMS sensor readout ASICs',
      },
      {
        zh: '完成电路仿真、版图指导与后仿验证',
        en: 'Run circuit simulations, guide layout and verify post-layout',
      },
      {
        zh: '参与芯片测试与问题定位，支持产品量产',
        en: 'Take part in silicon testing and debugging to support production',
      },
    ],
    posted: '2026-10-20',
  },
  {
    position: { zh: '传感器融合算法工程师', en: 'Sensor Fusion Algorithm Engineer' },
    department: { zh: '算法与软件部', en: 'Algorithms & Software' },
    location: BEIJING,
    headcount: 2,
    requirements: [
      {
        zh: '导航、控制、自动化、电子等相关专业硕士及以上学历',
        en: 'Master’s degree or higher in navigation, control, automation or electronics',
      },
      {
        zh: '熟悉卡尔曼滤波、姿态解算、惯性导航与 GNSS/INS 组合导航原理',
        en: 'Solid grasp of Kalman filtering, attitude estimation, inertial navigation and GNSS/INS integration',
      },
      {
        zh: '熟练使用 C/C++ 与 Python，有嵌入式平台算法移植经验',
        en: 'Strong C/C++ and Python; experience porting algorithms to embedded targets',
      },
      {
        zh: '有车载组合导航或机器人定位项目经验者优先',
        en: 'Automotive navigation or robot localisation projects a plus',
      },
    ],
    duties: [
      {
        zh: '开发 IMU、磁力计、气压计的多传感器融合算法',
        en: 'Develop multi-sensor fusion for IMUs, magnetometers and barometers',
      },
      { zh: '设计传感器标定与误差补偿方法', en: 'Design calibration and error-compensation methods' },
      { zh: '为客户提供算法集成与调优支持', en: 'Support customers with algorithm integration and tuning' },
    ],
    posted: '2026-09-28',
  },
  {
    position: { zh: '嵌入式软件工程师', en: 'Embedded Software Engineer' },
    department: { zh: '算法与软件部', en: 'Algorithms & Software' },
    location: BEIJING,
    headcount: 2,
    requirements: [
      {
        zh: '计算机、电子相关专业本科及以上学历',
        en: 'Bachelor’s degree or higher in computer science or electronics',
      },
      {
        zh: '3 年以上 MCU 嵌入式开发经验，精通 C 语言',
        en: '3+ years of MCU firmware development; expert in C',
      },
      {
        zh: '熟悉 I²C、SPI、I3C 等总线协议，熟悉 RTOS 或 Zephyr',
        en: 'Familiar with I²C, SPI and I3C, and with an RTOS or Zephyr',
      },
      {
        zh: '有 Linux / Android 传感器驱动开发经验者优先',
        en: 'Linux or Android sensor driver experience a plus',
      },
    ],
    duties: [
      {
        zh: '开发传感器驱动、评估板固件与上位机配套软件',
        en: 'Write sensor drivers, evaluation-board firmware and companion PC software',
      },
      {
        zh: '维护面向 Linux、Android、Zephyr 的开源驱动',
        en: 'Maintain open-source drivers for Linux, Android and Zephyr',
      },
      { zh: '编写应用笔记与示例代码', en: 'Write application notes and example code' },
    ],
    posted: '2026-09-15',
  },
  {
    position: { zh: '现场应用工程师（FAE）', en: 'Field Application Engineer (FAE)' },
    department: { zh: '销售与市场部', en: 'Sales & Marketing' },
    location: SHANGHAI,
    headcount: 3,
    requirements: [
      {
        zh: '电子、通信、自动化等相关专业本科及以上学历',
        en: 'Bachelor’s degree or higher in electronics, communications or automation',
      },
      { zh: '2 年以上传感器或半导体器件 FAE 经验', en: '2+ years as an FAE for sensors or semiconductors' },
      {
        zh: '能熟练阅读原理图，会使用示波器、逻辑分析仪等仪器',
        en: 'Reads schematics fluently; at home with oscilloscopes and logic analysers',
      },
      { zh: '善于沟通，能适应出差', en: 'Good communicator, willing to travel' },
    ],
    duties: [
      {
        zh: '为汽车、消费电子与工业客户提供选型、设计与调试支持',
        en: 'Help automotive, consumer and industrial customers choose parts, design them in and debug',
      },
      {
        zh: '处理客户现场问题，协调内部资源推动解决',
        en: 'Resolve issues at customer sites and pull in internal teams to fix them',
      },
      {
        zh: '收集市场与客户需求，反馈给产品团队',
        en: 'Gather market and customer needs for the product team',
      },
    ],
    posted: '2026-10-30',
  },
  {
    position: { zh: '可靠性工程师', en: 'Reliability Engineer' },
    department: { zh: '质量部', en: 'Quality' },
    location: WUXI,
    headcount: 1,
    requirements: [
      {
        zh: '电子、材料、机械等相关专业本科及以上学历',
        en: 'Bachelor’s degree or higher in electronics, materials or mechanical engineering',
      },
      {
        zh: '熟悉 AEC-Q100、JEDEC 等可靠性标准',
        en: 'Knows AEC-Q100, JEDEC and related reliability standards',
      },
      {
        zh: '有半导体器件可靠性试验与失效分析经验',
        en: 'Experience with semiconductor reliability testing and failure analysis',
      },
    ],
    duties: [
      { zh: '制定并执行新产品可靠性验证计划', en: 'Plan and run reliability qualification of new products' },
      { zh: '管理可靠性实验室设备与试验数据', en: 'Manage reliability lab equipment and test data' },
      {
        zh: '主导客户退货失效分析与 8D 报告',
        en: 'Lead failure analysis and 8D reports for customer returns',
      },
    ],
    posted: '2026-08-25',
  },
  {
    position: { zh: '封装工艺工程师', en: 'Packaging Process Engineer' },
    department: { zh: '制造中心', en: 'Manufacturing' },
    location: WUXI,
    headcount: 2,
    requirements: [
      {
        zh: '微电子、材料、机械等相关专业本科及以上学历',
        en: 'Bachelor’s degree or higher in microelectronics, materials or mechanical engineering',
      },
      {
        zh: '2 年以上 LGA、QFN 或 WLCSP 封装工艺经验',
        en: '2+ years with LGA, QFN or WLCSP packaging processes',
      },
      {
        zh: '熟悉贴片、引线键合、塑封等工序，了解 MEMS 封装应力控制者优先',
        en: 'Knows die attach, wire bonding and moulding; MEMS stress control a plus',
      },
    ],
    duties: [
      {
        zh: '负责传感器封装工艺开发与量产导入',
        en: 'Develop sensor packaging processes and bring them into production',
      },
      {
        zh: '降低封装应力对传感器性能的影响',
        en: 'Reduce the effect of packaging stress on sensor performance',
      },
      { zh: '持续提升封装良率与生产效率', en: 'Keep improving packaging yield and throughput' },
    ],
    posted: '2026-10-05',
  },
  {
    position: { zh: '海外销售经理', en: 'International Sales Manager' },
    department: { zh: '销售与市场部', en: 'Sales & Marketing' },
    location: SHANGHAI,
    headcount: 1,
    requirements: [
      {
        zh: '本科及以上学历，英语可作为工作语言',
        en: 'Bachelor’s degree or higher; English as a working language',
      },
      {
        zh: '5 年以上半导体或电子元器件海外销售经验',
        en: '5+ years selling semiconductors or electronic components internationally',
      },
      {
        zh: '有欧洲或北美汽车、工业客户资源者优先',
        en: 'Contacts at European or North American automotive and industrial customers preferred',
      },
    ],
    duties: [
      {
        zh: '开拓欧洲与北美市场，完成销售目标',
        en: 'Grow the business in Europe and North America and meet sales targets',
      },
      { zh: '管理海外代理商与重点客户关系', en: 'Manage overseas distributors and key accounts' },
      { zh: '组织参加海外展会与技术交流活动', en: 'Organise trade shows and technical events abroad' },
    ],
    posted: '2026-11-02',
  },
];
