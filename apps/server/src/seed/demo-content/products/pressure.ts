import { type CategoryDemo, span, temperatureRange } from './types.ts';

export const pressureSensors: CategoryDemo = {
  key: 'pressure',
  name: { zh: '压力传感器', en: 'Pressure Sensors' },
  accent: '#0a8fb8',
  element: 'Piezoresistive die',
  products: [
    {
      model: 'CSP-5110',
      name: { zh: '数字气压传感器', en: 'Digital Barometric Pressure Sensor' },
      summary: {
        zh: '测量范围 300 ~ 1100 hPa，相对精度 ±0.06 hPa（约 ±0.5 m 高度），1 Hz 采样时功耗仅 2.7 µA，适用于手机、手表的高度计与楼层定位。',
        en: 'Measures 300 to 1100 hPa with ±0.06 hPa relative accuracy (about ±0.5 m of altitude) and draws only 2.7 µA at 1 Hz, for altimeters and floor detection in phones and watches.',
      },
      features: [
        {
          zh: '相对精度 ±0.06 hPa，可分辨一级台阶',
          en: '±0.06 hPa relative accuracy, enough to detect a single stair',
        },
        { zh: '1 Hz 采样功耗 2.7 µA', en: '2.7 µA at 1 Hz sampling' },
        { zh: '内置温度传感器与出厂补偿', en: 'Built-in temperature sensor with factory compensation' },
        { zh: '输出数据率最高 200 Hz，满足无人机定高', en: 'Up to 200 Hz output for drone altitude hold' },
        { zh: '2.0 × 2.0 × 0.75 mm 金属盖 LGA 封装', en: '2.0 × 2.0 × 0.75 mm metal-lid LGA package' },
      ],
      specs: [
        ['range', span('300', '1100', 'hPa')],
        ['accuracy', { zh: '相对 ±0.06 hPa；绝对 ±0.5 hPa', en: 'Relative ±0.06 hPa; absolute ±0.5 hPa' }],
        ['rmsNoise', { zh: '0.3 Pa（高精度模式）', en: '0.3 Pa (high-precision mode)' }],
        ['tempAccuracy', { zh: '±0.5 ℃', en: '±0.5 °C' }],
        ['odr', span('1', '200', 'Hz')],
        ['supply', span('1.71', '3.6', 'V')],
        ['current', { zh: '2.7 µA（1 Hz）', en: '2.7 µA (1 Hz)' }],
        ['interface', 'I²C / SPI'],
        ['temperature', temperatureRange(-40, 85)],
      ],
      variants: [
        { model: 'CSP-5110', description: { zh: '标准品', en: 'Standard grade' } },
        {
          model: 'CSP-5110E',
          description: { zh: '宽温版本，−40 ~ +105 ℃', en: 'Extended temperature, −40 °C to +105 °C' },
        },
        { model: 'CSP-5110-EVB', description: { zh: '评估板', en: 'Evaluation board' } },
      ],
      overview: [
        {
          zh: 'CSP-5110 采用芯感科技自主的单晶硅压阻膜片工艺与 24 位 Σ-Δ ADC，在极小的封装内实现了高分辨率和低温漂。',
          en: 'CSP-5110 combines CoreSense’s own single-crystal silicon piezoresistive membrane with a 24-bit sigma-delta ADC, reaching high resolution and low drift in a very small package.',
        },
        {
          zh: '每颗芯片在出厂前经过多温度、多压力点标定，系数存储在片内 OTP 中，客户无需二次校准。',
          en: 'Each part is calibrated at several pressures and temperatures before shipment, with coefficients kept in on-chip OTP, so no customer calibration is needed.',
        },
      ],
      uses: [
        { zh: '手机与手表的高度计和楼层定位', en: 'Altimeters and floor detection in phones and watches' },
        { zh: '无人机定高', en: 'Drone altitude hold' },
        { zh: '便携式气象站', en: 'Portable weather stations' },
        { zh: '运动手环爬楼统计', en: 'Stair counting in fitness bands' },
      ],
      pkg: { name: 'LGA-10', size: [2.0, 2.0, 0.75], pins: 10, shape: 'port' },
      released: '2021-07-06',
    },
    {
      model: 'CSP-5230',
      name: { zh: '防水型凝胶灌封压力传感器', en: 'Waterproof Gel-Filled Pressure Sensor' },
      summary: {
        zh: '量程 30 ~ 1100 kPa（约 0 ~ 100 m 水深），传感膜片由防水凝胶保护，配合 O 形圈安装即可实现 10 bar 防水，适用于潜水表和液位测量。',
        en: 'A 30 to 1100 kPa range (about 0 to 100 m of water) with the sensing membrane protected by waterproof gel; mounted with an O-ring it withstands 10 bar, ideal for dive watches and level measurement.',
      },
      features: [
        {
          zh: '量程 30 ~ 1100 kPa，覆盖 100 m 水深',
          en: '30 to 1100 kPa range, covering 100 m of water depth',
        },
        { zh: '分辨率 0.02 kPa（约 2 mm 水深）', en: '0.02 kPa resolution (about 2 mm of water)' },
        { zh: '凝胶灌封，耐水、耐汗液', en: 'Gel-filled, resistant to water and sweat' },
        { zh: '金属圆筒 + O 形圈结构，安装简单', en: 'Metal chimney for simple O-ring sealing' },
        { zh: '内置温度传感器，精度 ±0.5 ℃', en: 'Built-in temperature sensor, ±0.5 °C' },
      ],
      specs: [
        ['range', span('30', '1100', 'kPa')],
        ['resolution', '0.02 kPa'],
        ['accuracy', { zh: '±0.5 kPa（0 ~ 40 ℃）', en: '±0.5 kPa (0 °C to 40 °C)' }],
        ['odr', span('1', '50', 'Hz')],
        ['supply', span('1.8', '3.6', 'V')],
        ['current', { zh: '0.6 µA（1 Hz）', en: '0.6 µA (1 Hz)' }],
        ['interface', 'I²C'],
        ['temperature', temperatureRange(-20, 85)],
      ],
      variants: [
        { model: 'CSP-5230', description: { zh: '标准凝胶，黑色', en: 'Standard black gel' } },
        {
          model: 'CSP-5230C',
          description: {
            zh: '耐氯、耐盐雾凝胶，适合泳池与海水环境',
            en: 'Chlorine- and salt-resistant gel for pools and seawater',
          },
        },
      ],
      overview: [
        {
          zh: 'CSP-5230 的陶瓷基板与不锈钢圆筒一体成型，内部填充低应力防水凝胶。压力通过凝胶均匀传递到传感膜片，而水、汗液和灰尘被隔绝在外。',
          en: 'CSP-5230 has a ceramic substrate with an integrated stainless-steel chimney filled with low-stress waterproof gel. Pressure reaches the membrane evenly through the gel while water, sweat and dust stay out.',
        },
        {
          zh: '器件已在多款潜水表和户外手表中量产，经过 10 bar、1000 次压力循环验证。',
          en: 'It is in volume production in several dive and outdoor watches and has been validated over 1,000 cycles at 10 bar.',
        },
      ],
      uses: [
        { zh: '潜水表与游泳手表', en: 'Dive and swim watches' },
        { zh: '水箱与井下液位监测', en: 'Tank and well level monitoring' },
        { zh: '户外运动设备', en: 'Outdoor sports equipment' },
        { zh: '智能水表', en: 'Smart water meters' },
      ],
      pkg: { name: 'Ceramic LGA-8', size: [3.3, 3.3, 2.75], pins: 8, shape: 'port' },
      released: '2022-10-11',
    },
    {
      model: 'CSP-5600',
      name: { zh: '数字差压传感器', en: 'Digital Differential Pressure Sensor' },
      summary: {
        zh: '量程 ±125 Pa / ±500 Pa，零点精度 0.1 Pa，出厂全温区标定，响应时间小于 5 ms，适用于呼吸机、暖通空调与洁净室压差监测。',
        en: '±125 Pa or ±500 Pa full scale, 0.1 Pa zero-point accuracy, fully calibrated over temperature and a response time under 5 ms, for ventilators, HVAC and cleanroom pressure monitoring.',
      },
      features: [
        { zh: '零点精度 0.1 Pa，无零点漂移', en: '0.1 Pa zero-point accuracy without zero drift' },
        { zh: '出厂全温区标定与线性化', en: 'Calibrated and linearised over temperature' },
        { zh: '响应时间 < 5 ms', en: 'Response time under 5 ms' },
        {
          zh: '支持空气、氮气、氧气等非腐蚀性气体',
          en: 'Works with air, nitrogen, oxygen and other non-corrosive gases',
        },
        { zh: '双管嘴结构，可直接连接软管', en: 'Dual barbed ports for direct tubing connection' },
      ],
      specs: [
        ['range', { zh: '±125 Pa / ±500 Pa', en: '±125 Pa / ±500 Pa' }],
        ['accuracy', { zh: '读数的 ±1.5%；零点 0.1 Pa', en: '±1.5% of reading; 0.1 Pa at zero' }],
        ['responseTime', '< 5 ms'],
        ['resolution', '16 bit'],
        ['supply', span('3.0', '5.5', 'V')],
        ['current', { zh: '3.5 mA（连续测量）', en: '3.5 mA (continuous measurement)' }],
        ['interface', 'I²C'],
        ['temperature', temperatureRange(-20, 85)],
      ],
      variants: [
        { model: 'CSP-5600-125', description: { zh: '量程 ±125 Pa', en: '±125 Pa range' } },
        { model: 'CSP-5600-500', description: { zh: '量程 ±500 Pa', en: '±500 Pa range' } },
        {
          model: 'CSP-5600M',
          description: {
            zh: '医疗级，按 ISO 13485 体系生产并提供批次追溯',
            en: 'Medical grade, made under ISO 13485 with lot traceability',
          },
        },
      ],
      overview: [
        {
          zh: 'CSP-5600 基于热式流量原理测量差压：气流流经芯片上的微加热器与温度传感器，零点由物理原理决定，因此不存在压阻式传感器常见的零点漂移。',
          en: 'CSP-5600 measures differential pressure thermally: gas flows over a micro-heater and temperature sensors on the chip, so the zero point is set by physics and does not drift like a piezoresistive sensor’s.',
        },
        {
          zh: '这使它在需要长期精确测量极小压差的场合具有明显优势，例如呼吸机的流量测量和洁净室的正压控制。',
          en: 'That makes it the better choice wherever tiny pressure differences must be measured accurately for years, such as ventilator flow measurement and cleanroom overpressure control.',
        },
      ],
      uses: [
        { zh: '呼吸机与 CPAP 睡眠呼吸机', en: 'Ventilators and CPAP devices' },
        { zh: '暖通空调变风量控制', en: 'Variable air volume control in HVAC' },
        { zh: '洁净室与负压病房压差监测', en: 'Pressure monitoring in cleanrooms and isolation wards' },
        { zh: '过滤器堵塞检测', en: 'Filter clogging detection' },
      ],
      element: 'Thermal flow die',
      pkg: { name: 'Dual-port housing', size: [9.5, 7.0, 5.2], pins: 6, shape: 'module' },
      released: '2023-02-14',
    },
    {
      model: 'CSP-5810A',
      name: { zh: '车规级绝对压力传感器', en: 'Automotive Absolute Pressure Sensor' },
      summary: {
        zh: '量程 10 ~ 400 kPa，全温区精度 ±1.0 kPa，符合 AEC-Q100 Grade 0，可工作在 150 ℃，支持 SPI 与 SENT 输出，适用于进气压力测量与动力电池热失控预警。',
        en: 'A 10 to 400 kPa range with ±1.0 kPa accuracy over temperature, AEC-Q100 Grade 0 for operation up to 150 °C, and SPI or SENT output, for intake-pressure sensing and battery thermal-runaway warning.',
      },
      features: [
        { zh: 'AEC-Q100 Grade 0，−40 ~ +150 ℃', en: 'AEC-Q100 Grade 0, −40 °C to +150 °C' },
        { zh: '全温区总误差 ±1.0 kPa', en: '±1.0 kPa total error over temperature' },
        { zh: 'SPI 或 SENT（SAE J2716）输出', en: 'SPI or SENT (SAE J2716) output' },
        {
          zh: '耐燃油蒸汽与废气冷凝物的背面感压结构',
          en: 'Backside-sensing structure that resists fuel vapour and exhaust condensate',
        },
        {
          zh: '片上诊断：断线、短路与膜片破损检测',
          en: 'On-chip diagnostics for open wires, shorts and membrane damage',
        },
      ],
      specs: [
        ['range', span('10', '400', 'kPa')],
        ['accuracy', { zh: '±1.0 kPa（全温区）', en: '±1.0 kPa (full temperature range)' }],
        ['responseTime', '1 ms'],
        ['resolution', '12 bit (SENT) / 16 bit (SPI)'],
        ['supply', span('4.5', '5.5', 'V')],
        ['current', '6 mA'],
        ['interface', 'SPI / SENT (SAE J2716)'],
        ['qualification', 'AEC-Q100 Grade 0'],
        ['temperature', temperatureRange(-40, 150)],
      ],
      variants: [
        { model: 'CSP-5810A', description: { zh: '量程 10 ~ 400 kPa', en: '10 to 400 kPa range' } },
        {
          model: 'CSP-5810A-B',
          description: {
            zh: '量程 50 ~ 120 kPa，高分辨率，电池包专用',
            en: '50 to 120 kPa, high resolution, for battery packs',
          },
        },
      ],
      overview: [
        {
          zh: '动力电池发生热失控时，电池包内压力会在数秒内急剧上升。CSP-5810A-B 持续监测电池包内压，结合温度与气体信号，可在热扩散发生前向 BMS 发出预警。',
          en: 'When a traction battery goes into thermal runaway, pack pressure rises sharply within seconds. CSP-5810A-B watches pack pressure continuously and, combined with temperature and gas signals, warns the BMS before the event spreads.',
        },
        {
          zh: '传感器满足 GB 38031《电动汽车用动力蓄电池安全要求》中热扩散报警的相关应用需求。',
          en: 'The sensor supports the thermal-propagation alarm requirements of GB 38031, China’s traction-battery safety standard.',
        },
      ],
      uses: [
        { zh: '进气歧管压力（MAP）检测', en: 'Manifold absolute pressure (MAP) sensing' },
        { zh: '动力电池包热失控预警', en: 'Thermal-runaway warning in battery packs' },
        { zh: '燃油蒸发系统泄漏检测', en: 'Evaporative-system leak detection' },
        { zh: '制动真空助力监测', en: 'Brake vacuum booster monitoring' },
      ],
      pkg: { name: 'QFN-16', size: [5.0, 5.0, 1.6], pins: 16, shape: 'port' },
      released: '2025-01-09',
    },
  ],
};
