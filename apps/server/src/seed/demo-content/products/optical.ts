import { type CategoryDemo, span, temperatureRange } from './types.ts';

export const opticalSensors: CategoryDemo = {
  key: 'optical',
  name: { zh: '光学传感器', en: 'Optical Sensors' },
  accent: '#e08a12',
  element: 'Photodiode array',
  products: [
    {
      model: 'CSL-8100',
      name: { zh: '数字环境光传感器', en: 'Digital Ambient Light Sensor' },
      summary: {
        zh: '光谱响应贴近人眼，测量范围 0.001 ~ 88000 lux，可在 1% 透光率的深色玻璃下工作，用于屏幕背光自动调节和智能照明。',
        en: 'Spectral response close to the human eye, a 0.001 to 88,000 lux range and operation behind dark glass with 1% transmittance, for automatic backlight control and smart lighting.',
      },
      features: [
        {
          zh: '光谱响应贴近人眼（CIE 明视觉曲线）',
          en: 'Human-eye response matched to the CIE photopic curve',
        },
        { zh: '测量范围 0.001 ~ 88000 lux', en: '0.001 to 88,000 lux range' },
        { zh: '红外抑制，适合深色玻璃下安装', en: 'IR rejection for mounting behind dark glass' },
        { zh: '50 / 60 Hz 光源闪烁抑制', en: '50 / 60 Hz flicker rejection' },
        { zh: '待机电流 0.5 µA', en: '0.5 µA standby current' },
      ],
      specs: [
        ['range', span('0.001', '88000', 'lux')],
        ['resolution', '0.001 lux'],
        ['spectral', { zh: '峰值 550 nm，贴近人眼', en: '550 nm peak, close to the human eye' }],
        ['supply', span('1.7', '3.6', 'V')],
        ['current', '90 µA'],
        ['standby', '0.5 µA'],
        ['interface', 'I²C (400 kHz)'],
        ['temperature', temperatureRange(-40, 85)],
      ],
      variants: [
        { model: 'CSL-8100', description: { zh: '标准视场角 ±45°', en: 'Standard ±45° field of view' } },
        { model: 'CSL-8100W', description: { zh: '广角视场 ±60°', en: 'Wide ±60° field of view' } },
      ],
      overview: [
        {
          zh: 'CSL-8100 采用多通道光电二极管阵列与干涉滤光膜，使传感器的光谱响应与人眼高度一致，在白炽灯、荧光灯和 LED 等不同光源下读数一致。',
          en: 'CSL-8100 uses a multi-channel photodiode array with interference filters so its response follows the human eye closely, reading consistently under incandescent, fluorescent and LED light.',
        },
        {
          zh: '高动态范围让它既能在漆黑的卧室里精确调暗屏幕，也能在正午阳光下正常工作。',
          en: 'Its wide dynamic range dims a screen precisely in a dark bedroom and still works in midday sun.',
        },
      ],
      uses: [
        { zh: '手机、平板与笔记本背光调节', en: 'Backlight control in phones, tablets and laptops' },
        { zh: '智能照明与路灯控制', en: 'Smart lighting and street-light control' },
        { zh: '车载仪表与中控屏亮度调节', en: 'Brightness control of car clusters and centre displays' },
        { zh: '安防摄像头日夜切换', en: 'Day/night switching in security cameras' },
      ],
      pkg: { name: 'ODFN-6', size: [2.0, 2.0, 0.65], pins: 6, shape: 'optical' },
      released: '2021-05-18',
    },
    {
      model: 'CSL-8200',
      name: { zh: '环境光与接近传感器', en: 'Ambient Light & Proximity Sensor' },
      summary: {
        zh: '集成 940 nm VCSEL 发射器的环境光与接近传感器，接近检测距离最远 100 mm，内置串扰消除，广泛用于手机防误触和 TWS 耳机入耳检测。',
        en: 'An ambient-light and proximity sensor with an integrated 940 nm VCSEL emitter, proximity detection up to 100 mm and built-in crosstalk cancellation, widely used for phone touch lock-out and earbud in-ear detection.',
      },
      features: [
        { zh: '集成 940 nm VCSEL，人眼不可见', en: 'Integrated 940 nm VCSEL, invisible to the eye' },
        { zh: '接近检测距离 5 ~ 100 mm', en: 'Proximity detection from 5 mm to 100 mm' },
        { zh: '数字串扰消除，适配不同盖板', en: 'Digital crosstalk cancellation for any cover glass' },
        { zh: '环境光 0.005 ~ 60000 lux', en: 'Ambient light from 0.005 to 60,000 lux' },
        { zh: '可编程中断阈值与持续次数', en: 'Programmable interrupt thresholds and persistence' },
      ],
      specs: [
        ['detection', span('5', '100', 'mm')],
        ['range', { zh: '环境光 0.005 ~ 60000 lux', en: 'Ambient light 0.005 lux to 60,000 lux' }],
        ['emitter', '940 nm VCSEL'],
        ['supply', span('1.7', '3.6', 'V')],
        ['current', { zh: '45 µA（接近检测 10 Hz）', en: '45 µA (proximity at 10 Hz)' }],
        ['standby', '1 µA'],
        ['interface', 'I²C (400 kHz)'],
        ['temperature', temperatureRange(-30, 85)],
      ],
      variants: [
        { model: 'CSL-8200', description: { zh: '标准品', en: 'Standard grade' } },
        {
          model: 'CSL-8200S',
          description: { zh: '针对 OLED 屏下安装优化', en: 'Optimised for mounting under OLED displays' },
        },
      ],
      overview: [
        {
          zh: 'CSL-8200 将 VCSEL 发射器、接收光电二极管和信号处理电路集成在一个带光学隔栏的封装中，从结构上降低了发射与接收之间的串扰。',
          en: 'CSL-8200 houses the VCSEL, receiving photodiodes and signal processing in one package with an optical barrier, cutting crosstalk between emitter and receiver by design.',
        },
        {
          zh: '相比 LED 方案，VCSEL 的发射角更窄、效率更高，在小开孔条件下依然具有可靠的接近检测性能。',
          en: 'Compared with an LED, the VCSEL’s narrower beam and higher efficiency keep proximity detection reliable behind a small aperture.',
        },
      ],
      uses: [
        { zh: '手机通话防误触', en: 'Touch lock-out during phone calls' },
        { zh: 'TWS 耳机入耳检测', en: 'In-ear detection in true-wireless earbuds' },
        { zh: '智能马桶与感应水龙头', en: 'Smart toilets and touchless taps' },
        { zh: '自助终端人体接近唤醒', en: 'Presence wake-up for self-service kiosks' },
      ],
      element: 'VCSEL + photodiode',
      pkg: { name: 'LGA-8', size: [3.05, 2.05, 1.0], pins: 8, shape: 'optical' },
      released: '2022-04-26',
    },
    {
      model: 'CSL-8300',
      name: { zh: 'RGB + IR 色彩传感器', en: 'RGB + IR Color Sensor' },
      summary: {
        zh: '提供红、绿、蓝、红外和全光谱五个通道，色温测量误差小于 ±5%，用于显示屏自动白平衡、智能照明色温调节和色彩检测。',
        en: 'Red, green, blue, infrared and clear channels with correlated colour temperature error below ±5%, for display auto white balance, tunable-white lighting and colour inspection.',
      },
      features: [
        { zh: 'R / G / B / IR / Clear 五通道同步采样', en: 'Simultaneous R / G / B / IR / Clear channels' },
        { zh: '色温误差 < ±5%（2500 ~ 6500 K）', en: 'CCT error below ±5% (2,500 K to 6,500 K)' },
        { zh: '每通道 20 位分辨率', en: '20-bit resolution per channel' },
        { zh: '增益与积分时间可编程', en: 'Programmable gain and integration time' },
        { zh: '提供照度与色温计算参考代码', en: 'Reference code for lux and CCT calculation' },
      ],
      specs: [
        ['range', span('0.01', '100000', 'lux')],
        ['resolution', { zh: '每通道 20 位', en: '20 bit per channel' }],
        ['accuracy', { zh: '色温 ±5%', en: 'CCT ±5%' }],
        ['spectral', 'R 615 nm / G 525 nm / B 465 nm / IR 850 nm'],
        ['supply', span('1.7', '3.6', 'V')],
        ['current', '120 µA'],
        ['interface', 'I²C (400 kHz)'],
        ['temperature', temperatureRange(-40, 85)],
      ],
      variants: [
        { model: 'CSL-8300', description: { zh: '标准品', en: 'Standard grade' } },
        {
          model: 'CSL-8300-EVB',
          description: { zh: '评估板与色彩分析软件', en: 'Evaluation board with colour analysis software' },
        },
      ],
      overview: [
        {
          zh: 'CSL-8300 的每个通道都使用独立的干涉滤光膜，角度稳定性好，光谱特性几乎不随温度变化。',
          en: 'Each CSL-8300 channel has its own interference filter with good angular stability and almost no spectral change over temperature.',
        },
        {
          zh: '手机和平板据此感知环境光色温，自动调整屏幕白点，让屏幕显示的白色在不同光源下看起来都像一张白纸。',
          en: 'Phones and tablets use it to sense the colour of ambient light and shift the display white point, so white on screen looks like paper under any light.',
        },
      ],
      uses: [
        { zh: '显示屏自动白平衡', en: 'Display auto white balance' },
        { zh: '智能照明色温调节', en: 'Tunable-white smart lighting' },
        { zh: '印刷与纺织品色彩检测', en: 'Colour inspection in printing and textiles' },
        { zh: '植物工厂光照监测', en: 'Light monitoring in vertical farms' },
      ],
      pkg: { name: 'ODFN-6', size: [2.0, 2.0, 0.65], pins: 6, shape: 'optical' },
      released: '2023-09-19',
    },
    {
      model: 'CSL-8500',
      name: { zh: '光学心率与血氧模组', en: 'Optical Heart-Rate & SpO₂ Module' },
      summary: {
        zh: '集成绿光、红光、红外三种 LED、四路光电二极管与 20 位模拟前端的光电容积脉搏波（PPG）模组，平均功耗低于 100 µA，用于智能手表的心率与血氧监测。',
        en: 'A photoplethysmography (PPG) module with green, red and infrared LEDs, four photodiodes and a 20-bit analog front end, averaging under 100 µA, for heart-rate and blood-oxygen monitoring in smartwatches.',
      },
      features: [
        {
          zh: '绿光 525 nm / 红光 660 nm / 红外 940 nm 三色 LED',
          en: 'Green 525 nm, red 660 nm and infrared 940 nm LEDs',
        },
        { zh: '四路光电二极管，提升佩戴容错', en: 'Four photodiodes for tolerance to fit and placement' },
        { zh: '20 位 AFE，环境光抑制 100 dB', en: '20-bit AFE with 100 dB ambient-light rejection' },
        { zh: '心率测量平均功耗 < 100 µA', en: 'Under 100 µA average for heart-rate measurement' },
        { zh: '提供心率、血氧与 HRV 参考算法', en: 'Reference algorithms for heart rate, SpO₂ and HRV' },
      ],
      specs: [
        ['emitter', { zh: '525 nm / 660 nm / 940 nm LED', en: '525 nm / 660 nm / 940 nm LEDs' }],
        ['resolution', { zh: '20 位 AFE', en: '20-bit AFE' }],
        ['rmsNoise', { zh: '< 50 pA（输入端）', en: '< 50 pA (input referred)' }],
        ['odr', span('25', '3200', 'Hz')],
        ['supply', { zh: '1.8 V（逻辑）/ 3.3 ~ 5.0 V（LED）', en: '1.8 V (logic) / 3.3 V to 5.0 V (LEDs)' }],
        ['current', { zh: '< 100 µA（心率，25 Hz）', en: '< 100 µA (heart rate, 25 Hz)' }],
        ['interface', 'I²C / SPI'],
        ['temperature', temperatureRange(-20, 70)],
      ],
      variants: [
        { model: 'CSL-8500', description: { zh: '绿光 + 红光 + 红外', en: 'Green + red + infrared' } },
        {
          model: 'CSL-8500G',
          description: { zh: '仅绿光，适合低成本手环', en: 'Green only, for cost-sensitive bands' },
        },
      ],
      overview: [
        {
          zh: 'CSL-8500 把 LED、光电二极管、光学隔栏和模拟前端集成在一个 4.5 × 2.8 mm 的模组中，穿戴设备厂商无需自行设计复杂的光学结构。',
          en: 'CSL-8500 puts LEDs, photodiodes, optical barriers and the analog front end into one 4.5 × 2.8 mm module, so wearable makers need not design complex optics themselves.',
        },
        {
          zh: '模组已在芯感科技与合作医院开展的临床对照测试中验证，静息心率误差小于 ±2 bpm。',
          en: 'In a clinical comparison run by CoreSense with a partner hospital, resting heart-rate error stayed within ±2 bpm.',
        },
      ],
      uses: [
        { zh: '智能手表与手环心率监测', en: 'Heart-rate monitoring in smartwatches and bands' },
        { zh: '血氧饱和度检测', en: 'Blood-oxygen saturation measurement' },
        { zh: '睡眠与压力分析', en: 'Sleep and stress analysis' },
        { zh: '医疗级可穿戴监护设备', en: 'Medical-grade wearable monitors' },
      ],
      element: 'LEDs + photodiodes',
      pkg: { name: 'Optical module', size: [4.5, 2.8, 1.2], pins: 12, shape: 'optical' },
      released: '2024-11-12',
    },
  ],
};
