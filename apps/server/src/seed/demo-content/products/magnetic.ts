import { type CategoryDemo, span, temperatureRange } from './types.ts';

export const magneticSensors: CategoryDemo = {
  key: 'magnetic',
  name: { zh: '磁传感器', en: 'Magnetic Sensors' },
  accent: '#d63c5e',
  element: 'AMR / TMR / Hall',
  products: [
    {
      model: 'CSM-7100',
      name: { zh: '三轴 AMR 磁力计', en: '3-Axis AMR Magnetometer' },
      summary: {
        zh: '基于各向异性磁阻（AMR）技术的三轴磁力计，量程 ±8 Gs，分辨率 0.25 mGs，内置置位/复位电路，航向精度可达 ±1°，适用于电子罗盘与车位检测。',
        en: 'A 3-axis anisotropic magnetoresistive (AMR) magnetometer with ±8 gauss range, 0.25 mG resolution and built-in set/reset, reaching ±1° heading accuracy for e-compasses and parking-space detection.',
      },
      features: [
        { zh: '量程 ±8 Gs，分辨率 0.25 mGs', en: '±8 gauss range, 0.25 mG resolution' },
        { zh: '校准后航向精度 ±1°', en: '±1° heading accuracy after calibration' },
        {
          zh: '片上置位/复位，消除剩磁与温漂',
          en: 'On-chip set/reset removes residual magnetisation and drift',
        },
        { zh: '输出数据率最高 1 kHz', en: 'Output data rates up to 1 kHz' },
        { zh: '提供软硬铁校准算法库', en: 'Hard- and soft-iron calibration library included' },
      ],
      specs: [
        ['range', '±8 Gs'],
        ['resolution', '0.25 mGs'],
        ['rmsNoise', { zh: '1.5 mGs（100 Hz）', en: '1.5 mG (100 Hz)' }],
        ['angleAccuracy', { zh: '±1°（校准后）', en: '±1° (calibrated)' }],
        ['odr', span('1', '1000', 'Hz')],
        ['supply', span('1.62', '3.6', 'V')],
        ['current', { zh: '90 µA（50 Hz）', en: '90 µA (50 Hz)' }],
        ['interface', 'I²C (400 kHz) / SPI'],
        ['temperature', temperatureRange(-40, 85)],
      ],
      variants: [
        { model: 'CSM-7100', description: { zh: '标准品', en: 'Standard grade' } },
        {
          model: 'CSM-7100-EVB',
          description: { zh: '评估板与罗盘演示软件', en: 'Evaluation board with compass demo software' },
        },
      ],
      overview: [
        {
          zh: 'AMR 技术灵敏度高、噪声低、不存在磁滞，特别适合测量地磁场这样的弱磁场。CSM-7100 将三轴 AMR 电桥与信号调理 ASIC 集成在一颗 LGA 封装内。',
          en: 'AMR is sensitive, quiet and free of hysteresis, which makes it ideal for weak fields like the Earth’s. CSM-7100 puts three AMR bridges and a conditioning ASIC in one LGA package.',
        },
        {
          zh: '配合六轴 IMU 使用，可构成九轴姿态航向参考系统（AHRS）。',
          en: 'Together with a six-axis IMU it forms a nine-axis attitude and heading reference system (AHRS).',
        },
      ],
      uses: [
        { zh: '手机与手表电子罗盘', en: 'E-compasses in phones and watches' },
        { zh: '无人机与机器人航向', en: 'Heading for drones and robots' },
        { zh: '地磁车位检测', en: 'Geomagnetic parking-space detection' },
        { zh: '金属与车辆检测', en: 'Metal and vehicle detection' },
      ],
      element: 'AMR bridges',
      pkg: { name: 'LGA-12', size: [2.0, 2.0, 1.0], pins: 12, shape: 'lga' },
      released: '2021-08-24',
    },
    {
      model: 'CSM-7200',
      name: { zh: 'TMR 超低功耗磁开关', en: 'TMR Ultra-Low-Power Magnetic Switch' },
      summary: {
        zh: '基于隧道磁阻（TMR）技术的全极性磁开关，平均工作电流仅 160 nA，动作点 15 Gs，适用于智能表计、门窗磁和翻盖检测等电池供电设备。',
        en: 'An omnipolar tunnel-magnetoresistive (TMR) switch drawing just 160 nA on average with a 15 gauss operate point, for smart meters, door and window contacts, lid detection and other battery-powered devices.',
      },
      features: [
        { zh: '平均工作电流 160 nA', en: '160 nA average supply current' },
        { zh: '全极性响应，N 极、S 极均可触发', en: 'Omnipolar: triggered by north or south pole' },
        { zh: '动作点 15 Gs，回差 5 Gs', en: '15 gauss operate point, 5 gauss hysteresis' },
        { zh: '推挽输出，无需上拉电阻', en: 'Push-pull output, no pull-up needed' },
        {
          zh: '频率响应 > 1 kHz，适合计数应用',
          en: 'Frequency response above 1 kHz for counting applications',
        },
      ],
      specs: [
        ['operatePoint', '15 Gs / 10 Gs'],
        ['responseTime', '< 1 ms'],
        ['supply', span('1.8', '5.5', 'V')],
        ['current', '160 nA'],
        ['interface', { zh: '推挽数字输出', en: 'Push-pull digital output' }],
        ['temperature', temperatureRange(-40, 85)],
      ],
      variants: [
        { model: 'CSM-7200', description: { zh: 'SOT-23-3 封装', en: 'SOT-23-3 package' } },
        {
          model: 'CSM-7200D',
          description: { zh: 'DFN-4 1.0 × 1.45 mm 封装', en: 'DFN-4, 1.0 × 1.45 mm package' },
        },
        {
          model: 'CSM-7200H',
          description: {
            zh: '高灵敏度版本，动作点 8 Gs',
            en: 'High-sensitivity version, 8 gauss operate point',
          },
        },
      ],
      overview: [
        {
          zh: '与传统霍尔开关相比，TMR 器件的灵敏度高出两个数量级，因而可以用极低的偏置电流工作。CSM-7200 的功耗只有同类霍尔开关的十分之一左右。',
          en: 'TMR elements are about a hundred times more sensitive than Hall plates, so they can run on tiny bias currents. CSM-7200 uses roughly a tenth of the power of a comparable Hall switch.',
        },
        {
          zh: '在采用锂亚电池的水表、燃气表中，可以帮助整机实现 10 年以上的免维护寿命。',
          en: 'In water and gas meters powered by lithium-thionyl chloride cells, it helps the meter run maintenance-free for more than ten years.',
        },
      ],
      uses: [
        { zh: '智能水表、燃气表计量', en: 'Metering in smart water and gas meters' },
        { zh: '门窗磁传感器', en: 'Door and window contacts' },
        { zh: '笔记本与平板合盖检测', en: 'Lid detection in laptops and tablets' },
        { zh: '电子铅封与防拆检测', en: 'Electronic seals and tamper detection' },
      ],
      element: 'TMR bridge',
      pkg: { name: 'SOT-23-3', size: [2.9, 1.6, 1.1], pins: 3, shape: 'leaded' },
      released: '2022-08-30',
    },
    {
      model: 'CSM-7310',
      name: { zh: '3D 霍尔位置传感器', en: '3D Hall-Effect Position Sensor' },
      summary: {
        zh: '同时测量 Bx、By、Bz 三个方向的磁场，片上计算角度，精度 ±0.5°，适用于摇杆、旋钮、档位开关和电机转子位置检测。',
        en: 'Measures Bx, By and Bz and computes the angle on chip with ±0.5° accuracy, for joysticks, rotary knobs, gear selectors and motor rotor position.',
      },
      features: [
        { zh: '三维磁场测量与片上角度计算', en: '3D field measurement with on-chip angle calculation' },
        { zh: '角度精度 ±0.5°，12 位角度输出', en: '±0.5° angle accuracy, 12-bit angle output' },
        { zh: '量程 ±40 mT / ±130 mT 可选', en: '±40 mT or ±130 mT range' },
        { zh: '唤醒与睡眠模式，睡眠电流 5 nA', en: 'Wake-up and sleep modes, 5 nA in sleep' },
        { zh: '可选车规版本', en: 'Automotive version available' },
      ],
      specs: [
        ['range', '±40 mT / ±130 mT'],
        ['sensitivity', { zh: '65 LSB/mT（±40 mT）', en: '65 LSB/mT (±40 mT)' }],
        ['angleAccuracy', '±0.5°'],
        ['odr', { zh: '最高 8.4 kHz', en: 'Up to 8.4 kHz' }],
        ['supply', span('2.8', '3.5', 'V')],
        ['current', { zh: '3.6 mA（连续测量）', en: '3.6 mA (continuous)' }],
        ['standby', '5 nA'],
        ['interface', 'I²C (1 MHz)'],
        ['temperature', temperatureRange(-40, 125)],
      ],
      variants: [
        { model: 'CSM-7310', description: { zh: '量程 ±40 mT', en: '±40 mT range' } },
        { model: 'CSM-7310H', description: { zh: '量程 ±130 mT', en: '±130 mT range' } },
        {
          model: 'CSM-7310A',
          description: { zh: '车规版本，AEC-Q100 Grade 1', en: 'Automotive, AEC-Q100 Grade 1' },
        },
      ],
      overview: [
        {
          zh: 'CSM-7310 使用垂直霍尔与集磁片技术，在单颗芯片上实现三维磁场测量，与磁体之间无机械接触，不存在电位器的磨损问题。',
          en: 'CSM-7310 measures all three field components on one chip with vertical Hall elements and integrated flux concentrators. With no contact to the magnet, there is no wear as with potentiometers.',
        },
        {
          zh: '游戏手柄采用 CSM-7310 替代碳膜电位器后，可以彻底解决长期使用后的摇杆漂移问题。',
          en: 'Game controllers that replace carbon potentiometers with CSM-7310 no longer suffer from stick drift after long use.',
        },
      ],
      uses: [
        { zh: '游戏手柄与工业摇杆', en: 'Game controllers and industrial joysticks' },
        { zh: '旋钮与档位开关', en: 'Rotary knobs and gear selectors' },
        { zh: '电机转子位置检测', en: 'Motor rotor position sensing' },
        { zh: '家电旋钮与人机界面', en: 'Appliance knobs and user interfaces' },
      ],
      element: '3D Hall array',
      pkg: { name: 'SOT-23-6', size: [2.9, 1.6, 1.1], pins: 6, shape: 'leaded' },
      released: '2023-11-07',
    },
    {
      model: 'CSM-7520',
      name: { zh: '隔离式霍尔电流传感器', en: 'Isolated Hall-Effect Current Sensor' },
      summary: {
        zh: '原边导体内置于封装中，隔离耐压 4.8 kVrms，量程 ±20 A / ±50 A，精度 ±1%，带宽 250 kHz，适用于光伏逆变器、车载充电机与电机驱动。',
        en: 'An in-package primary conductor with 4.8 kVrms isolation, ±20 A or ±50 A range, ±1% accuracy and 250 kHz bandwidth, for solar inverters, on-board chargers and motor drives.',
      },
      features: [
        { zh: '隔离耐压 4.8 kVrms，符合 UL 62368-1', en: '4.8 kVrms isolation, UL 62368-1 recognised' },
        { zh: '原边电阻仅 0.9 mΩ，发热低', en: '0.9 mΩ primary resistance for low heating' },
        { zh: '全温区精度 ±1%', en: '±1% accuracy over temperature' },
        { zh: '带宽 250 kHz，响应时间 2 µs', en: '250 kHz bandwidth, 2 µs response time' },
        { zh: '差分霍尔结构，抗外部磁场干扰', en: 'Differential Hall design rejects stray fields' },
      ],
      specs: [
        ['range', '±20 A / ±50 A'],
        [
          'sensitivity',
          { zh: '66 mV/A（±20 A）；26.4 mV/A（±50 A）', en: '66 mV/A (±20 A); 26.4 mV/A (±50 A)' },
        ],
        ['accuracy', { zh: '±1%（全温区）', en: '±1% (full temperature range)' }],
        ['bandwidth', '250 kHz'],
        ['isolation', '4.8 kVrms'],
        ['supply', { zh: '3.3 V 或 5 V', en: '3.3 V or 5 V' }],
        ['current', '10 mA'],
        ['interface', { zh: '比例式模拟电压输出', en: 'Ratiometric analog voltage output' }],
        ['temperature', temperatureRange(-40, 125)],
      ],
      variants: [
        { model: 'CSM-7520-20', description: { zh: '量程 ±20 A', en: '±20 A range' } },
        { model: 'CSM-7520-50', description: { zh: '量程 ±50 A', en: '±50 A range' } },
        {
          model: 'CSM-7520A',
          description: { zh: '车规版本，AEC-Q100 Grade 1', en: 'Automotive, AEC-Q100 Grade 1' },
        },
      ],
      overview: [
        {
          zh: '被测电流流经封装内的铜引线框，产生的磁场由两组霍尔元件差分检测，既实现了电气隔离，又避免了分流电阻方案的功耗与发热。',
          en: 'The measured current flows through a copper lead frame inside the package, and two Hall elements sense its field differentially: galvanic isolation without the loss and heat of a shunt resistor.',
        },
        {
          zh: 'CSM-7520 已在多家头部光伏与储能企业的产品中批量应用。',
          en: 'CSM-7520 ships in volume in products from several leading solar and energy-storage companies.',
        },
      ],
      uses: [
        { zh: '光伏逆变器与储能变流器', en: 'Solar inverters and energy-storage converters' },
        { zh: '车载充电机与 DC-DC', en: 'On-board chargers and DC-DC converters' },
        { zh: '伺服与变频电机驱动', en: 'Servo and variable-frequency motor drives' },
        { zh: '储能电池管理系统', en: 'Battery management in energy storage' },
      ],
      element: 'Differential Hall',
      pkg: { name: 'SOIC-16W', size: [10.3, 7.5, 2.65], pins: 16, shape: 'leaded' },
      released: '2025-09-16',
    },
  ],
};
