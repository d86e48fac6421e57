import { type CategoryDemo, span, temperatureRange } from './types.ts';

export const gyroscopes: CategoryDemo = {
  key: 'gyroscope',
  name: { zh: '陀螺仪与惯性测量单元', en: 'Gyroscopes & IMUs' },
  accent: '#6d4ae8',
  element: 'MEMS gyroscope',
  products: [
    {
      model: 'CSG-2100',
      name: { zh: '三轴数字陀螺仪', en: '3-Axis Digital Gyroscope' },
      summary: {
        zh: '量程 ±125 ~ ±2000 dps 可选，噪声密度 0.005 dps/√Hz，提供独立 OIS 通道，适用于手机光学防抖、手持云台和 VR 头部追踪。',
        en: 'Selectable ±125 to ±2000 dps full scale, 0.005 dps/√Hz noise density and a dedicated OIS channel, for smartphone optical image stabilisation, handheld gimbals and VR head tracking.',
      },
      features: [
        {
          zh: '量程 ±125 / ±250 / ±500 / ±1000 / ±2000 dps',
          en: '±125 / ±250 / ±500 / ±1000 / ±2000 dps full scale',
        },
        { zh: '噪声密度 0.005 dps/√Hz', en: '0.005 dps/√Hz noise density' },
        { zh: '独立辅助 SPI 通道，直连 OIS 控制器', en: 'Auxiliary SPI port straight to the OIS controller' },
        { zh: '快速启动：上电至数据有效 < 35 ms', en: 'Fast start-up: valid data within 35 ms of power-on' },
        { zh: '2.5 × 3.0 mm 超薄 LGA 封装', en: 'Thin 2.5 × 3.0 mm LGA package' },
      ],
      specs: [
        ['range', '±125 ~ ±2000 dps'],
        ['sensitivity', { zh: '4.375 mdps/LSB（±125 dps）', en: '4.375 mdps/LSB (±125 dps)' }],
        ['noise', '0.005 dps/√Hz'],
        ['offset', '±1 dps'],
        ['odr', span('12.5', '6660', 'Hz')],
        ['supply', span('1.71', '3.6', 'V')],
        ['current', '0.55 mA'],
        ['interface', { zh: 'I²C / SPI，另有 OIS 辅助 SPI', en: 'I²C / SPI plus auxiliary OIS SPI' }],
        ['temperature', temperatureRange(-40, 85)],
      ],
      variants: [
        { model: 'CSG-2100', description: { zh: '标准品', en: 'Standard grade' } },
        {
          model: 'CSG-2100-OIS',
          description: {
            zh: '出厂按 OIS 应用筛选，零偏稳定性更优',
            en: 'Screened for OIS with tighter bias stability',
          },
        },
        { model: 'CSG-2100-EVB', description: { zh: '评估板', en: 'Evaluation board' } },
      ],
      overview: [
        {
          zh: 'CSG-2100 采用双质量块音叉结构，对线性振动和冲击具有很强的抑制能力，在手机跌落、云台电机振动等环境下依然输出干净的角速度数据。',
          en: 'CSG-2100 uses a dual-mass tuning-fork structure that rejects linear vibration and shock, so angular-rate data stays clean even next to a gimbal motor or after a phone is dropped.',
        },
        {
          zh: '主接口供应用处理器读取，辅助接口直接连接 OIS 控制器，两路数据互不干扰。',
          en: 'The application processor reads the main interface while the auxiliary port feeds the OIS controller directly, without either getting in the other’s way.',
        },
      ],
      uses: [
        { zh: '手机与平板光学防抖（OIS）', en: 'Optical image stabilisation in phones and tablets' },
        { zh: '手持云台与运动相机', en: 'Handheld gimbals and action cameras' },
        { zh: 'VR / AR 头部追踪', en: 'VR / AR head tracking' },
        { zh: '空中鼠标与遥控器', en: 'Air mice and remote controls' },
      ],
      pkg: { name: 'LGA-14', size: [2.5, 3.0, 0.83], pins: 14, shape: 'lga' },
      released: '2021-09-16',
    },
    {
      model: 'CSG-6500',
      name: { zh: '六轴惯性测量单元（加速度计 + 陀螺仪）', en: '6-Axis IMU (Accelerometer + Gyroscope)' },
      summary: {
        zh: '在一颗 2.5 × 3.0 mm 封装内集成三轴加速度计和三轴陀螺仪，内置 4 KB FIFO、有限状态机与机器学习内核，六轴全开仅 0.65 mA。',
        en: 'A 3-axis accelerometer and a 3-axis gyroscope in one 2.5 × 3.0 mm package, with a 4 KB FIFO, finite-state machine and machine-learning core, drawing only 0.65 mA with all six axes on.',
      },
      features: [
        {
          zh: '加速度计 ±2 ~ ±16 g，陀螺仪 ±125 ~ ±2000 dps',
          en: 'Accelerometer ±2 to ±16 g, gyroscope ±125 to ±2000 dps',
        },
        { zh: '六轴高性能模式 0.65 mA', en: '0.65 mA in six-axis high-performance mode' },
        { zh: '4 KB 智能 FIFO，支持时间戳与压缩', en: '4 KB smart FIFO with timestamps and compression' },
        {
          zh: '片上有限状态机与决策树机器学习内核，可本地识别走、跑、骑行等活动',
          en: 'On-chip finite-state machine and decision-tree ML core that recognise walking, running and cycling locally',
        },
        { zh: '可外挂磁力计的传感器集线器', en: 'Sensor hub for an external magnetometer' },
      ],
      specs: [
        ['accelRange', '±2 / ±4 / ±8 / ±16 g'],
        ['gyroRange', '±125 ~ ±2000 dps'],
        ['accelNoise', '70 µg/√Hz'],
        ['gyroNoise', '0.0045 dps/√Hz'],
        ['fifo', '4 KB'],
        ['odr', span('1.6', '6660', 'Hz')],
        ['supply', span('1.71', '3.6', 'V')],
        ['current', { zh: '0.65 mA（六轴高性能）', en: '0.65 mA (six-axis high-performance)' }],
        ['interface', 'I²C / SPI / I3C'],
        ['temperature', temperatureRange(-40, 85)],
      ],
      variants: [
        {
          model: 'CSG-6500',
          description: { zh: '标准品，含机器学习内核', en: 'Standard grade with ML core' },
        },
        {
          model: 'CSG-6500L',
          description: { zh: '精简版，不含机器学习内核', en: 'Lite version without the ML core' },
        },
        {
          model: 'CSG-6500-EVB',
          description: { zh: '评估板与姿态演示软件', en: 'Evaluation board with attitude demo software' },
        },
      ],
      overview: [
        {
          zh: 'CSG-6500 是芯感科技出货量最大的六轴 IMU，已被多家一线手机与可穿戴品牌采用。',
          en: 'CSG-6500 is CoreSense’s highest-volume six-axis IMU and is designed into products from several leading phone and wearable brands.',
        },
        {
          zh: '活动识别、抬腕亮屏等算法可以直接运行在传感器内部，应用处理器只需处理识别结果，系统功耗显著降低。',
          en: 'Activity recognition and raise-to-wake run inside the sensor, so the application processor only handles the results and system power drops sharply.',
        },
      ],
      uses: [
        { zh: '智能手机与平板', en: 'Smartphones and tablets' },
        { zh: '智能手表与手势识别', en: 'Smartwatches and gesture recognition' },
        { zh: '游戏手柄与体感控制', en: 'Game controllers and motion control' },
        { zh: '扫地机器人航向保持', en: 'Heading hold in robot vacuums' },
      ],
      element: 'Accel + gyro MEMS',
      pkg: { name: 'LGA-14', size: [2.5, 3.0, 0.83], pins: 14, shape: 'lga' },
      released: '2022-06-20',
    },
    {
      model: 'CSG-6720',
      name: { zh: '高稳定性六轴 IMU', en: 'High-Stability 6-Axis IMU' },
      summary: {
        zh: '陀螺仪零偏不稳定性 2.5 °/h，噪声密度 0.0028 dps/√Hz，具备出色的抗振性能，为无人机飞控、AGV 与服务机器人提供可靠的姿态和航向数据。',
        en: 'Gyroscope bias instability of 2.5 °/h, 0.0028 dps/√Hz noise density and strong vibration rejection give drone flight controllers, AGVs and service robots dependable attitude and heading data.',
      },
      features: [
        { zh: '陀螺仪零偏不稳定性 2.5 °/h', en: '2.5 °/h gyroscope bias instability' },
        { zh: '陀螺仪噪声密度 0.0028 dps/√Hz', en: '0.0028 dps/√Hz gyroscope noise density' },
        {
          zh: '针对螺旋桨与电机振动优化的结构设计',
          en: 'Structure tuned against propeller and motor vibration',
        },
        { zh: '输出数据率最高 8 kHz，支持外部同步', en: 'Output data rates up to 8 kHz with external sync' },
        { zh: '片上温度传感器，便于温度补偿', en: 'On-chip temperature sensor for compensation' },
      ],
      specs: [
        ['accelRange', '±4 / ±8 / ±16 / ±32 g'],
        ['gyroRange', '±250 ~ ±4000 dps'],
        ['gyroNoise', '0.0028 dps/√Hz'],
        ['accelNoise', '60 µg/√Hz'],
        ['biasInstability', '2.5 °/h'],
        ['odr', span('12.5', '8000', 'Hz')],
        ['supply', span('1.71', '3.6', 'V')],
        ['current', '1.1 mA'],
        ['interface', 'SPI (24 MHz) / I²C'],
        ['temperature', temperatureRange(-40, 105)],
      ],
      variants: [
        { model: 'CSG-6720', description: { zh: '标准品', en: 'Standard grade' } },
        {
          model: 'CSG-6720T',
          description: {
            zh: '出厂三温标定，零偏温漂 ≤ 0.02 dps/℃',
            en: 'Three-temperature factory calibration, bias drift ≤ 0.02 dps/°C',
          },
        },
        {
          model: 'CSG-6720-MOD',
          description: { zh: '带隔振支架的 IMU 模组', en: 'IMU module with vibration-isolated mount' },
        },
      ],
      overview: [
        {
          zh: 'CSG-6720 的陀螺仪采用高品质因数的谐振结构，并在 ASIC 中集成了数字正交误差校正，使零偏稳定性达到战术级入门水平。',
          en: 'CSG-6720’s gyroscope uses a high-Q resonator and digital quadrature correction in the ASIC, reaching entry-level tactical-grade bias stability.',
        },
        {
          zh: '在无人机和机器人常见的 100 Hz ~ 2 kHz 振动环境下，整流误差极低，飞控姿态估计更稳定。',
          en: 'Vibration rectification stays very low across the 100 Hz to 2 kHz band typical of drones and robots, keeping attitude estimates steady.',
        },
      ],
      uses: [
        { zh: '多旋翼与固定翼无人机飞控', en: 'Multirotor and fixed-wing flight controllers' },
        { zh: 'AGV、AMR 与服务机器人', en: 'AGVs, AMRs and service robots' },
        { zh: '云台相机与稳定平台', en: 'Gimbal cameras and stabilised platforms' },
        { zh: '农机自动驾驶', en: 'Autosteering for agricultural machinery' },
      ],
      element: 'Accel + gyro MEMS',
      pkg: { name: 'LGA-16', size: [3.0, 3.0, 0.9], pins: 16, shape: 'lga' },
      released: '2024-03-18',
    },
    {
      model: 'CSG-6900A',
      name: { zh: '车规级六轴 IMU', en: 'Automotive 6-Axis IMU' },
      summary: {
        zh: '通过 AEC-Q100 认证、按 ISO 26262 ASIL-B 流程开发的六轴 IMU，零偏不稳定性 3 °/h，为组合导航、ADAS 与自动驾驶定位提供可信的惯性数据。',
        en: 'An AEC-Q100 qualified six-axis IMU developed to ISO 26262 ASIL-B, with 3 °/h bias instability, supplying trustworthy inertial data for GNSS/INS navigation, ADAS and autonomous-driving localisation.',
      },
      features: [
        { zh: 'AEC-Q100 Grade 2 认证', en: 'AEC-Q100 Grade 2 qualified' },
        {
          zh: '按 ISO 26262 ASIL-B 开发，提供安全手册',
          en: 'Developed to ISO 26262 ASIL-B, safety manual available',
        },
        { zh: '陀螺仪零偏不稳定性 3 °/h', en: '3 °/h gyroscope bias instability' },
        { zh: 'SPI 通信带 CRC 与帧计数器', en: 'SPI with CRC and frame counter' },
        { zh: '持续运行的在线自检', en: 'Continuous in-operation self-test' },
      ],
      specs: [
        ['accelRange', '±2 / ±4 / ±8 / ±16 g'],
        ['gyroRange', '±125 ~ ±2000 dps'],
        ['gyroNoise', '0.004 dps/√Hz'],
        ['biasInstability', '3 °/h'],
        ['odr', span('25', '1600', 'Hz')],
        ['supply', span('3.0', '3.6', 'V')],
        ['current', '2.2 mA'],
        ['interface', { zh: 'SPI（带 CRC）', en: 'SPI with CRC' }],
        ['qualification', 'AEC-Q100 Grade 2, ASIL-B'],
        ['temperature', temperatureRange(-40, 105)],
      ],
      variants: [
        { model: 'CSG-6900A', description: { zh: '车规标准品', en: 'Automotive grade' } },
        { model: 'CSG-6900AW', description: { zh: '可润湿侧翼封装', en: 'Wettable-flank package' } },
      ],
      overview: [
        {
          zh: '在隧道、地下车库和城市峡谷中，GNSS 信号经常中断。CSG-6900A 提供低漂移的角速度与加速度数据，使航位推算在信号丢失 30 秒后仍能保持车道级精度。',
          en: 'In tunnels, car parks and urban canyons the GNSS signal drops out often. CSG-6900A’s low-drift data keeps dead reckoning at lane-level accuracy 30 seconds after the signal is lost.',
        },
        {
          zh: '器件内置冗余诊断通道，异常会通过状态字实时上报，便于系统实现功能安全要求。',
          en: 'Redundant diagnostic channels report faults in a status word in real time, helping the system meet its functional-safety goals.',
        },
      ],
      uses: [
        { zh: '组合导航与航位推算', en: 'GNSS/INS navigation and dead reckoning' },
        { zh: 'ADAS 传感器融合', en: 'ADAS sensor fusion' },
        { zh: '自动驾驶定位单元', en: 'Autonomous-driving localisation units' },
        { zh: '车身姿态与侧翻检测', en: 'Vehicle attitude and rollover detection' },
      ],
      element: 'Accel + gyro MEMS',
      pkg: { name: 'LGA-16', size: [3.0, 3.0, 1.0], pins: 16, shape: 'lga' },
      released: '2025-06-05',
    },
  ],
};
