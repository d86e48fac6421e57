import { type CategoryDemo, span, temperatureRange } from './types.ts';

export const humiditySensors: CategoryDemo = {
  key: 'humidity',
  name: { zh: '温湿度传感器', en: 'Humidity & Temperature Sensors' },
  accent: '#0f9d6b',
  element: 'Capacitive RH cell',
  products: [
    {
      model: 'CSH-4100',
      name: { zh: '数字温湿度传感器', en: 'Digital Humidity & Temperature Sensor' },
      summary: {
        zh: '湿度精度 ±2% RH，温度精度 ±0.2 ℃，1.5 × 1.5 mm DFN 封装，平均功耗 1.5 µA，是智能家居、空调和冷链记录仪的高性价比之选。',
        en: '±2% RH humidity and ±0.2 °C temperature accuracy in a 1.5 × 1.5 mm DFN package with 1.5 µA average current: a cost-effective choice for smart homes, air conditioners and cold-chain loggers.',
      },
      features: [
        { zh: '湿度精度 ±2% RH（20 ~ 80% RH）', en: '±2% RH accuracy (20% to 80% RH)' },
        { zh: '温度精度 ±0.2 ℃（0 ~ 65 ℃）', en: '±0.2 °C accuracy (0 °C to 65 °C)' },
        {
          zh: '1.08 ~ 3.6 V 宽电压，纽扣电池直接供电',
          en: '1.08 V to 3.6 V supply, runs straight from a coin cell',
        },
        { zh: '每颗芯片出厂标定，数据带 CRC 校验', en: 'Individually calibrated, CRC-protected data' },
        { zh: '1.5 × 1.5 × 0.5 mm 超小封装', en: 'Tiny 1.5 × 1.5 × 0.5 mm package' },
      ],
      specs: [
        ['range', { zh: '0 ~ 100% RH；−40 ~ +125 ℃', en: '0% to 100% RH; −40 °C to +125 °C' }],
        ['accuracy', { zh: '±2% RH；±0.2 ℃', en: '±2% RH; ±0.2 °C' }],
        ['responseTime', { zh: 'τ63 = 8 s（湿度）', en: 'τ63 = 8 s (humidity)' }],
        ['drift', { zh: '< 0.25% RH / 年', en: '< 0.25% RH per year' }],
        ['supply', span('1.08', '3.6', 'V')],
        ['current', { zh: '1.5 µA（每秒测量一次）', en: '1.5 µA (one measurement per second)' }],
        ['interface', 'I²C (1 MHz)'],
        ['temperature', temperatureRange(-40, 125)],
      ],
      variants: [
        { model: 'CSH-4100', description: { zh: '标准品', en: 'Standard grade' } },
        {
          model: 'CSH-4100F',
          description: {
            zh: '带 PTFE 防护膜，防尘防水溅',
            en: 'With PTFE filter cap against dust and splashes',
          },
        },
        { model: 'CSH-4100-EVB', description: { zh: '评估板', en: 'Evaluation board' } },
      ],
      overview: [
        {
          zh: 'CSH-4100 采用聚酰亚胺电容式湿敏材料，与 CMOS 读出电路单片集成，在极小的体积内实现了稳定可靠的温湿度测量。',
          en: 'CSH-4100 puts a polyimide capacitive humidity cell on the same die as its CMOS readout, giving stable, dependable measurements in a very small footprint.',
        },
        {
          zh: '典型的智能家居温湿度计使用一节 CR2032 电池即可连续工作两年以上。',
          en: 'A typical smart-home hygrometer runs for more than two years on a single CR2032 cell.',
        },
      ],
      uses: [
        { zh: '智能家居温湿度计', en: 'Smart-home thermo-hygrometers' },
        { zh: '空调、新风与除湿机', en: 'Air conditioners, ventilation units and dehumidifiers' },
        { zh: '冷链物流温湿度记录仪', en: 'Cold-chain data loggers' },
        { zh: '数据中心环境监测', en: 'Data-centre environmental monitoring' },
      ],
      pkg: { name: 'DFN-4', size: [1.5, 1.5, 0.5], pins: 4, shape: 'dfn' },
      released: '2021-11-02',
    },
    {
      model: 'CSH-4200',
      name: { zh: '高精度温湿度传感器', en: 'High-Accuracy Humidity & Temperature Sensor' },
      summary: {
        zh: '湿度精度 ±1.0% RH，温度精度 ±0.1 ℃，内置加热器可快速消除凝露，长期漂移小于 0.2% RH/年，适用于计量级记录仪与药品仓储监测。',
        en: '±1.0% RH and ±0.1 °C accuracy, a built-in heater that clears condensation quickly and less than 0.2% RH per year of drift, for reference-grade loggers and pharmaceutical storage monitoring.',
      },
      features: [
        { zh: '湿度精度 ±1.0% RH', en: '±1.0% RH humidity accuracy' },
        { zh: '温度精度 ±0.1 ℃（20 ~ 60 ℃）', en: '±0.1 °C temperature accuracy (20 °C to 60 °C)' },
        { zh: '片上加热器，三档功率可调', en: 'On-chip heater with three power levels' },
        { zh: '长期漂移 < 0.2% RH/年', en: 'Long-term drift below 0.2% RH per year' },
        { zh: '唯一序列号，便于计量溯源', en: 'Unique serial number for metrological traceability' },
      ],
      specs: [
        ['range', { zh: '0 ~ 100% RH；−40 ~ +125 ℃', en: '0% to 100% RH; −40 °C to +125 °C' }],
        ['accuracy', { zh: '±1.0% RH；±0.1 ℃', en: '±1.0% RH; ±0.1 °C' }],
        ['responseTime', { zh: 'τ63 = 4 s（湿度）', en: 'τ63 = 4 s (humidity)' }],
        ['drift', { zh: '< 0.2% RH / 年', en: '< 0.2% RH per year' }],
        ['supply', span('1.8', '5.5', 'V')],
        ['current', { zh: '2.0 µA（每秒测量一次）', en: '2.0 µA (one measurement per second)' }],
        ['interface', 'I²C (1 MHz)'],
        ['temperature', temperatureRange(-40, 125)],
      ],
      variants: [
        { model: 'CSH-4200', description: { zh: '标准品', en: 'Standard grade' } },
        {
          model: 'CSH-4200P',
          description: {
            zh: '随货附 CNAS 可溯源校准证书',
            en: 'Shipped with a CNAS-traceable calibration certificate',
          },
        },
      ],
      overview: [
        {
          zh: 'CSH-4200 的每一颗芯片都在芯感科技无锡标定中心的恒温恒湿槽中完成多点标定，标定设备可溯源至国家计量基准。',
          en: 'Every CSH-4200 is calibrated at several points in the climate chambers of CoreSense’s Wuxi calibration centre, whose references are traceable to national standards.',
        },
        {
          zh: '长时间处于高湿环境后，可开启片上加热器蒸发湿敏层中的冷凝水，使读数迅速回到正常水平。',
          en: 'After long periods in high humidity, the on-chip heater drives condensed water out of the sensing layer so readings return to normal quickly.',
        },
      ],
      uses: [
        { zh: '计量级温湿度记录仪', en: 'Reference-grade data loggers' },
        { zh: '药品仓储 GSP 监测', en: 'GSP monitoring in pharmaceutical storage' },
        { zh: '恒温恒湿试验箱', en: 'Climate test chambers' },
        { zh: '博物馆与档案馆环境控制', en: 'Museum and archive climate control' },
      ],
      pkg: { name: 'DFN-6', size: [2.5, 2.5, 0.9], pins: 6, shape: 'dfn' },
      released: '2023-08-29',
    },
    {
      model: 'CST-4300',
      name: { zh: '医疗级数字温度传感器', en: 'Medical-Grade Digital Temperature Sensor' },
      summary: {
        zh: '在 34 ~ 42 ℃ 范围内精度达 ±0.1 ℃，满足 ISO 80601-2-56 临床体温计要求，功耗 1.5 µA，适用于电子体温计、体温贴和可穿戴连续体温监测。',
        en: '±0.1 °C accuracy from 34 °C to 42 °C, meeting ISO 80601-2-56 for clinical thermometers, at 1.5 µA, for electronic thermometers, temperature patches and continuous body-temperature monitoring in wearables.',
      },
      features: [
        {
          zh: '±0.1 ℃（34 ~ 42 ℃），满足 ISO 80601-2-56',
          en: '±0.1 °C from 34 °C to 42 °C, meets ISO 80601-2-56',
        },
        { zh: '16 位分辨率，0.0078 ℃/LSB', en: '16-bit resolution, 0.0078 °C/LSB' },
        { zh: '1 Hz 测量功耗 1.5 µA', en: '1.5 µA at one measurement per second' },
        { zh: '无需客户标定，出厂即用', en: 'Ready to use without customer calibration' },
        { zh: '可编程高低温报警中断', en: 'Programmable high/low temperature alert' },
      ],
      specs: [
        ['range', span('−40', '+125', '°C')],
        [
          'accuracy',
          {
            zh: '±0.1 ℃（34 ~ 42 ℃）；±0.25 ℃（−20 ~ +85 ℃）',
            en: '±0.1 °C (34 °C to 42 °C); ±0.25 °C (−20 °C to +85 °C)',
          },
        ],
        ['resolution', '0.0078 °C'],
        ['supply', span('1.4', '3.6', 'V')],
        ['current', { zh: '1.5 µA（1 Hz）', en: '1.5 µA (1 Hz)' }],
        ['standby', '0.1 µA'],
        ['interface', 'I²C / SMBus'],
        ['temperature', temperatureRange(-40, 125)],
      ],
      variants: [
        { model: 'CST-4300', description: { zh: 'DFN-6 封装', en: 'DFN-6 package' } },
        {
          model: 'CST-4300W',
          description: {
            zh: '晶圆级封装 0.8 × 0.8 mm，适合柔性体温贴',
            en: 'Wafer-level 0.8 × 0.8 mm package for flexible temperature patches',
          },
        },
      ],
      overview: [
        {
          zh: 'CST-4300 采用高精度带隙基准和芯感科技专利的曲率校正技术，在人体温度区间内无需客户标定即可达到临床级精度。',
          en: 'CST-4300 uses a precision bandgap reference and CoreSense’s patented curvature correction to reach clinical accuracy across the body-temperature range without customer calibration.',
        },
        {
          zh: '产品提供完整的医疗器械注册支持文件，已用于多款二类医疗器械产品。',
          en: 'Full documentation for medical-device registration is available, and the part is already used in several Class II medical devices.',
        },
      ],
      uses: [
        { zh: '电子体温计与耳温枪', en: 'Electronic and ear thermometers' },
        { zh: '智能体温贴', en: 'Smart temperature patches' },
        { zh: '可穿戴连续体温监测', en: 'Continuous body-temperature monitoring in wearables' },
        { zh: '疫苗冷链监测', en: 'Vaccine cold-chain monitoring' },
      ],
      element: 'Bandgap sensor',
      pkg: { name: 'DFN-6', size: [2.0, 2.0, 0.75], pins: 6, shape: 'dfn' },
      released: '2022-12-06',
    },
    {
      model: 'CSH-4500',
      name: {
        zh: '工业级防凝露温湿度传感器',
        en: 'Industrial Condensation-Resistant Humidity & Temperature Sensor',
      },
      summary: {
        zh: '带 IP67 级 PTFE 防护膜，耐凝露、耐化学气体，工作温度 −40 ~ +125 ℃，可选不锈钢探头与 RS-485 输出，适用于户外气象站、农业大棚和配电柜。',
        en: 'An IP67 PTFE membrane, resistance to condensation and chemical vapours, −40 °C to +125 °C operation and an optional stainless-steel probe with RS-485 output, for weather stations, greenhouses and switchgear.',
      },
      features: [
        { zh: 'IP67 级 PTFE 防护膜', en: 'IP67 PTFE membrane' },
        { zh: '凝露后快速恢复，内置加热器', en: 'Fast recovery after condensation with built-in heater' },
        {
          zh: '耐氨气、硫化氢等常见化学气体',
          en: 'Resists ammonia, hydrogen sulphide and other common vapours',
        },
        { zh: '湿度精度 ±1.5% RH', en: '±1.5% RH accuracy' },
        {
          zh: '可选不锈钢探头，Modbus RTU 输出',
          en: 'Optional stainless-steel probe with Modbus RTU output',
        },
      ],
      specs: [
        ['range', { zh: '0 ~ 100% RH；−40 ~ +125 ℃', en: '0% to 100% RH; −40 °C to +125 °C' }],
        ['accuracy', { zh: '±1.5% RH；±0.2 ℃', en: '±1.5% RH; ±0.2 °C' }],
        ['responseTime', { zh: 'τ63 = 12 s（带防护膜）', en: 'τ63 = 12 s (with membrane)' }],
        ['drift', { zh: '< 0.5% RH / 年', en: '< 0.5% RH per year' }],
        ['supply', span('2.15', '5.5', 'V')],
        ['current', '350 µA'],
        ['interface', { zh: 'I²C；探头版为 RS-485', en: 'I²C; RS-485 on the probe version' }],
        ['temperature', temperatureRange(-40, 125)],
      ],
      variants: [
        { model: 'CSH-4500', description: { zh: 'LGA 芯片，带防护膜', en: 'LGA chip with membrane' } },
        {
          model: 'CSH-4500-PROBE',
          description: {
            zh: '不锈钢探头，RS-485 / Modbus RTU，线长 2 m',
            en: 'Stainless-steel probe, RS-485 / Modbus RTU, 2 m cable',
          },
        },
      ],
      overview: [
        {
          zh: '在户外和农业环境中，凝露与污染物是湿度传感器失效的主要原因。CSH-4500 在芯片级集成了疏水 PTFE 防护膜，并对湿敏层做了抗化学污染处理。',
          en: 'Condensation and pollutants are what kill humidity sensors outdoors and on farms. CSH-4500 integrates a hydrophobic PTFE membrane at chip level and a sensing layer treated against chemical contamination.',
        },
        {
          zh: '在 85 ℃ / 85% RH 条件下连续老化 1000 小时后，湿度偏移小于 1.5% RH。',
          en: 'After 1,000 hours at 85 °C and 85% RH, humidity shifts by less than 1.5% RH.',
        },
      ],
      uses: [
        { zh: '户外自动气象站', en: 'Automatic weather stations' },
        { zh: '农业大棚与粮仓监测', en: 'Greenhouse and grain-store monitoring' },
        { zh: '工业烘干设备', en: 'Industrial dryers' },
        { zh: '变电站与配电柜凝露监测', en: 'Condensation monitoring in substations and switchgear' },
      ],
      pkg: { name: 'LGA-8', size: [3.0, 3.0, 1.1], pins: 8, shape: 'port' },
      released: '2024-05-14',
    },
  ],
};
