import { type CategoryDemo, span, temperatureRange } from './types.ts';

export const accelerometers: CategoryDemo = {
  key: 'accelerometer',
  name: { zh: 'MEMS 加速度计', en: 'MEMS Accelerometers' },
  accent: '#1d6fe0',
  element: 'MEMS accelerometer',
  products: [
    {
      model: 'CSA-3110',
      name: { zh: '三轴超低功耗数字加速度计', en: '3-Axis Ultra-Low-Power Digital Accelerometer' },
      summary: {
        zh: '面向可穿戴设备与物联网终端的三轴数字加速度计。低功耗模式下工作电流仅 1.8 µA，片上集成计步与抬腕唤醒引擎，主控可长时间保持休眠。',
        en: 'A 3-axis digital accelerometer for wearables and IoT nodes. It draws just 1.8 µA in low-power mode and runs step counting and wrist-tilt wake-up on chip, so the host MCU can stay asleep.',
      },
      features: [
        { zh: '量程 ±2 / ±4 / ±8 / ±16 g 可选', en: 'Selectable full scale of ±2 / ±4 / ±8 / ±16 g' },
        { zh: '低功耗模式 1.8 µA（12.5 Hz）', en: '1.8 µA in low-power mode at 12.5 Hz' },
        {
          zh: '内置计步、单双击、抬腕与自由落体检测',
          en: 'Embedded pedometer, single/double tap, wrist-tilt and free-fall detection',
        },
        { zh: '32 级 FIFO，支持批量读取', en: '32-level FIFO for batched reads' },
        { zh: 'I²C / SPI 接口，兼容 1.2 V I/O', en: 'I²C / SPI interface with 1.2 V-compatible I/O' },
      ],
      specs: [
        ['range', '±2 / ±4 / ±8 / ±16 g'],
        ['sensitivity', { zh: '0.061 mg/LSB（±2 g）', en: '0.061 mg/LSB (±2 g)' }],
        ['noise', { zh: '160 µg/√Hz（高性能模式）', en: '160 µg/√Hz (high-performance mode)' }],
        ['offset', '±40 mg'],
        ['odr', span('1.6', '1600', 'Hz')],
        ['supply', span('1.71', '3.6', 'V')],
        [
          'current',
          {
            zh: '1.8 µA（低功耗，12.5 Hz）/ 110 µA（高性能）',
            en: '1.8 µA (low-power, 12.5 Hz) / 110 µA (high-performance)',
          },
        ],
        ['interface', 'I²C (1 MHz) / SPI (10 MHz)'],
        ['temperature', temperatureRange(-40, 85)],
      ],
      variants: [
        {
          model: 'CSA-3110',
          description: { zh: '标准品，卷带包装，5000 颗/卷', en: 'Standard grade, tape and reel, 5,000 pcs' },
        },
        {
          model: 'CSA-3110E',
          description: {
            zh: '宽温版本，工作温度 −40 ~ +105 ℃',
            en: 'Extended temperature, −40 °C to +105 °C',
          },
        },
        {
          model: 'CSA-3110-EVB',
          description: {
            zh: '评估板，含 USB 转接器与上位机软件',
            en: 'Evaluation board with USB adapter and PC software',
          },
        },
      ],
      overview: [
        {
          zh: 'CSA-3110 基于芯感科技第三代梳齿电容式 MEMS 结构与低噪声读出电路，在 2 mm 见方的 LGA 封装内集成了传感单元、16 位 ADC 和可编程运动检测引擎。',
          en: 'CSA-3110 pairs CoreSense’s third-generation comb-drive capacitive MEMS structure with a low-noise readout circuit, putting the sensing element, a 16-bit ADC and a programmable motion engine into a 2 mm square LGA package.',
        },
        {
          zh: '计步、敲击和抬腕等常用手势在传感器内部完成识别，只在事件发生时通过中断唤醒主控，使手环、耳机等电池供电设备的整机续航明显延长。',
          en: 'Steps, taps and wrist gestures are recognised inside the sensor, which wakes the host through an interrupt only when something happens, noticeably extending battery life in bands, earbuds and other battery-powered devices.',
        },
      ],
      uses: [
        { zh: '智能手表与运动手环', en: 'Smartwatches and fitness bands' },
        { zh: 'TWS 耳机佩戴检测', en: 'Wear detection in true-wireless earbuds' },
        { zh: '资产追踪器与物流标签', en: 'Asset trackers and logistics tags' },
        { zh: '智能门锁防撬报警', en: 'Tamper alarms in smart locks' },
      ],
      pkg: { name: 'LGA-12', size: [2.0, 2.0, 0.95], pins: 12, shape: 'lga' },
      released: '2021-04-12',
    },
    {
      model: 'CSA-3220',
      name: { zh: '三轴低噪声高稳定性加速度计', en: '3-Axis Low-Noise High-Stability Accelerometer' },
      summary: {
        zh: '噪声密度低至 25 µg/√Hz，零偏温漂 0.1 mg/℃，20 位数字输出，适用于倾角测量、结构健康监测等对稳定性要求苛刻的场合。',
        en: 'Noise density down to 25 µg/√Hz, 0.1 mg/°C offset drift and 20-bit digital output, for inclinometers, structural health monitoring and other applications where stability matters most.',
      },
      features: [
        { zh: '噪声密度 25 µg/√Hz', en: '25 µg/√Hz noise density' },
        { zh: '零偏温漂 0.1 mg/℃（典型值）', en: '0.1 mg/°C typical offset drift over temperature' },
        {
          zh: '20 位分辨率，倾角分辨率优于 0.001°',
          en: '20-bit resolution, better than 0.001° tilt resolution',
        },
        {
          zh: '可编程数字滤波器，输出数据率最高 4 kHz',
          en: 'Programmable digital filters, output data rates up to 4 kHz',
        },
        { zh: '密封腔体结构，抗冲击 10000 g', en: 'Hermetic cavity, survives 10,000 g shock' },
      ],
      specs: [
        ['range', '±2 / ±4 / ±8 g'],
        ['sensitivity', { zh: '3.9 µg/LSB（±2 g）', en: '3.9 µg/LSB (±2 g)' }],
        ['noise', '25 µg/√Hz'],
        ['offset', { zh: '±5 mg；温漂 0.1 mg/℃', en: '±5 mg; drift 0.1 mg/°C' }],
        ['odr', span('3.9', '4000', 'Hz')],
        ['supply', span('2.25', '3.6', 'V')],
        ['current', '180 µA'],
        ['interface', 'SPI (10 MHz) / I²C (3.4 MHz)'],
        ['temperature', temperatureRange(-40, 105)],
      ],
      variants: [
        { model: 'CSA-3220', description: { zh: '标准品', en: 'Standard grade' } },
        {
          model: 'CSA-3220T',
          description: {
            zh: '出厂三温点标定，全温区零偏 ±1 mg',
            en: 'Factory calibrated at three temperatures, ±1 mg offset over temperature',
          },
        },
        { model: 'CSA-3220-EVB', description: { zh: '评估板', en: 'Evaluation board' } },
      ],
      overview: [
        {
          zh: 'CSA-3220 采用大质量块 MEMS 结构与斩波稳定读出电路，在保持 180 µA 低功耗的同时，把噪声和温漂降到了接近伺服式加速度计的水平。',
          en: 'CSA-3220 combines a large proof-mass MEMS structure with a chopper-stabilised readout, bringing noise and drift close to servo accelerometers while drawing only 180 µA.',
        },
        {
          zh: '器件采用真空密封腔体，长期稳定性好，非常适合长期无人值守的倾角与振动监测节点。',
          en: 'Its vacuum-sealed cavity keeps the part stable for years, which suits monitoring nodes that run unattended for a long time.',
        },
      ],
      uses: [
        { zh: '倾角仪与平台调平', en: 'Inclinometers and platform levelling' },
        {
          zh: '桥梁、隧道与建筑结构健康监测',
          en: 'Structural health monitoring of bridges, tunnels and buildings',
        },
        { zh: '地震监测与地质灾害预警', en: 'Seismic monitoring and geohazard early warning' },
        { zh: '光伏跟踪支架', en: 'Solar tracker control' },
      ],
      pkg: { name: 'LGA-14', size: [3.0, 3.0, 1.0], pins: 14, shape: 'lga' },
      released: '2022-03-08',
    },
    {
      model: 'CSA-3360A',
      name: { zh: '车规级三轴加速度计', en: 'Automotive 3-Axis Accelerometer' },
      summary: {
        zh: '通过 AEC-Q100 Grade 1 认证的三轴加速度计，工作温度 −40 ~ +125 ℃，SPI 带 CRC 校验并支持自检，适用于车载 T-Box、电子驻车和碰撞检测。',
        en: 'An AEC-Q100 Grade 1 qualified 3-axis accelerometer rated from −40 °C to +125 °C, with CRC-protected SPI and built-in self-test, for telematics boxes, electric parking brakes and crash detection.',
      },
      features: [
        { zh: 'AEC-Q100 Grade 1 认证', en: 'AEC-Q100 Grade 1 qualified' },
        { zh: '工作温度 −40 ~ +125 ℃', en: 'Operating range −40 °C to +125 °C' },
        { zh: 'SPI 通信带 CRC 校验', en: 'SPI with CRC on every frame' },
        {
          zh: '模拟与数字自检，满足功能安全诊断需求',
          en: 'Analog and digital self-test for functional-safety diagnostics',
        },
        {
          zh: '可润湿侧翼封装可选，便于 AOI 焊点检测',
          en: 'Optional wettable-flank package for automated optical inspection',
        },
      ],
      specs: [
        ['range', '±2 / ±4 / ±8 / ±16 g'],
        ['sensitivity', { zh: '0.122 mg/LSB（±4 g）', en: '0.122 mg/LSB (±4 g)' }],
        ['noise', '90 µg/√Hz'],
        ['offset', '±30 mg'],
        ['odr', span('12.5', '3200', 'Hz')],
        ['supply', span('2.4', '3.6', 'V')],
        ['current', '200 µA'],
        ['interface', { zh: 'SPI（带 CRC）', en: 'SPI with CRC' }],
        ['qualification', 'AEC-Q100 Grade 1'],
        ['temperature', temperatureRange(-40, 125)],
      ],
      variants: [
        {
          model: 'CSA-3360A',
          description: {
            zh: '标准车规品，卷带包装，3000 颗/卷',
            en: 'Automotive grade, tape and reel, 3,000 pcs',
          },
        },
        {
          model: 'CSA-3360AW',
          description: { zh: '可润湿侧翼封装', en: 'Wettable-flank package' },
        },
      ],
      overview: [
        {
          zh: 'CSA-3360A 在芯感科技无锡工厂的车规产线上生产，按照 IATF 16949 体系管控，每颗芯片均经过三温测试并可追溯到晶圆批次。',
          en: 'CSA-3360A is built on the automotive line of CoreSense’s Wuxi fab under IATF 16949. Every part is tested at three temperatures and traceable to its wafer lot.',
        },
        {
          zh: '器件提供 PPAP 文件、FMEDA 报告与安全手册，帮助客户加快整车项目认证。',
          en: 'PPAP documents, an FMEDA report and a safety manual are available to shorten customers’ vehicle program approvals.',
        },
      ],
      uses: [
        { zh: '车载 T-Box 与 eCall 碰撞检测', en: 'Telematics boxes and eCall crash detection' },
        { zh: '电子驻车与电动尾门', en: 'Electric parking brakes and power tailgates' },
        { zh: '组合导航中的航位推算', en: 'Dead reckoning in GNSS/INS navigation' },
        { zh: '车辆防盗与拖车报警', en: 'Anti-theft and tow-away alarms' },
      ],
      pkg: { name: 'LGA-14', size: [3.0, 2.5, 0.86], pins: 14, shape: 'lga' },
      released: '2023-05-22',
    },
    {
      model: 'CSA-3480',
      name: { zh: '宽带宽振动监测加速度计', en: 'Wide-Bandwidth Vibration Monitoring Accelerometer' },
      summary: {
        zh: '单轴 ±50 g，3 dB 带宽 11 kHz，噪声密度 30 µg/√Hz，专为电机、泵和风机的状态监测（CbM）设计，可替代传统压电传感器。',
        en: 'Single-axis ±50 g with 11 kHz 3 dB bandwidth and 30 µg/√Hz noise density, designed for condition monitoring of motors, pumps and fans as an alternative to piezoelectric sensors.',
      },
      features: [
        { zh: '3 dB 带宽 11 kHz，谐振频率 21 kHz', en: '11 kHz 3 dB bandwidth, 21 kHz resonance' },
        { zh: '噪声密度 30 µg/√Hz', en: '30 µg/√Hz noise density' },
        { zh: '直流响应，可测量低频与倾斜', en: 'DC response for low-frequency vibration and tilt' },
        { zh: '24 位 SPI 输出，采样率 32 kSPS', en: '24-bit SPI output at 32 kSPS' },
        { zh: '超量程快速恢复与片上自检', en: 'Fast overrange recovery and on-chip self-test' },
        { zh: '陶瓷封装，工作温度最高 125 ℃', en: 'Ceramic package rated to 125 °C' },
      ],
      specs: [
        ['range', '±50 g'],
        ['sensitivity', { zh: '5.96 µg/LSB', en: '5.96 µg/LSB' }],
        ['noise', '30 µg/√Hz'],
        ['bandwidth', { zh: 'DC ~ 11 kHz（3 dB）', en: 'DC to 11 kHz (3 dB)' }],
        ['odr', '32 kSPS'],
        ['supply', span('3.0', '5.25', 'V')],
        ['current', '1.0 mA'],
        ['interface', 'SPI (20 MHz)'],
        ['temperature', temperatureRange(-40, 125)],
      ],
      variants: [
        { model: 'CSA-3480', description: { zh: '单轴 ±50 g', en: 'Single-axis, ±50 g' } },
        {
          model: 'CSA-3480H',
          description: { zh: '单轴 ±100 g，带宽 8 kHz', en: 'Single-axis, ±100 g, 8 kHz bandwidth' },
        },
        {
          model: 'CSA-3480-MOD',
          description: {
            zh: 'M6 螺装式工业振动模组，RS-485 / Modbus 输出，IP67',
            en: 'M6 stud-mount industrial module with RS-485 / Modbus output, IP67',
          },
        },
      ],
      overview: [
        {
          zh: '与压电方案相比，CSA-3480 体积更小、成本更低，并且具备直流响应，能够同时捕捉轴承早期故障的高频特征和设备基础松动带来的低频变化。',
          en: 'Compared with piezoelectric sensors, CSA-3480 is smaller and cheaper and responds down to DC, so it catches both the high-frequency signature of early bearing faults and the low-frequency shifts of a loosening foundation.',
        },
        {
          zh: '配合芯感科技提供的 FFT 与包络解调参考算法，客户可以快速搭建无线振动监测节点。',
          en: 'With CoreSense’s reference FFT and envelope-demodulation firmware, customers can build wireless vibration nodes quickly.',
        },
      ],
      uses: [
        { zh: '电机、泵与压缩机状态监测', en: 'Condition monitoring of motors, pumps and compressors' },
        { zh: '风电齿轮箱故障诊断', en: 'Wind-turbine gearbox diagnostics' },
        { zh: '数控机床主轴振动监测', en: 'CNC spindle vibration monitoring' },
        { zh: '无线振动传感节点', en: 'Wireless vibration sensor nodes' },
      ],
      pkg: { name: 'CLGA-14', size: [5.0, 5.0, 1.8], pins: 14, shape: 'lga' },
      released: '2024-09-10',
    },
  ],
};
