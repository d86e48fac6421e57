import type { Text, TextOrSame } from '../text.ts';

/** How a package is drawn: the outline of the part a customer would hold. */
export type PackageShape = 'lga' | 'dfn' | 'leaded' | 'port' | 'optical' | 'module';

export interface ChipPackage {
  name: string;
  /** Body size as printed on the drawing: width, length, height in mm. */
  size: [number, number, number];
  pins: number;
  shape: PackageShape;
}

export const SPEC_LABELS = {
  range: { zh: '量程', en: 'Measurement range' },
  accelRange: { zh: '加速度计量程', en: 'Accelerometer range' },
  gyroRange: { zh: '陀螺仪量程', en: 'Gyroscope range' },
  sensitivity: { zh: '灵敏度', en: 'Sensitivity' },
  resolution: { zh: '分辨率', en: 'Resolution' },
  accuracy: { zh: '精度', en: 'Accuracy' },
  tempAccuracy: { zh: '温度精度', en: 'Temperature accuracy' },
  noise: { zh: '噪声密度', en: 'Noise density' },
  accelNoise: { zh: '加速度计噪声密度', en: 'Accelerometer noise density' },
  gyroNoise: { zh: '陀螺仪噪声密度', en: 'Gyroscope noise density' },
  rmsNoise: { zh: '均方根噪声', en: 'RMS noise' },
  offset: { zh: '零点偏移', en: 'Zero offset' },
  biasInstability: { zh: '零偏不稳定性', en: 'Bias instability' },
  drift: { zh: '长期漂移', en: 'Long-term drift' },
  bandwidth: { zh: '带宽', en: 'Bandwidth' },
  odr: { zh: '输出数据率', en: 'Output data rate' },
  responseTime: { zh: '响应时间', en: 'Response time' },
  operatePoint: { zh: '动作点 / 释放点', en: 'Operate / release point' },
  angleAccuracy: { zh: '角度精度', en: 'Angle accuracy' },
  isolation: { zh: '隔离耐压', en: 'Isolation voltage' },
  spectral: { zh: '光谱响应', en: 'Spectral response' },
  emitter: { zh: '发射光源', en: 'Emitter' },
  detection: { zh: '检测距离', en: 'Detection range' },
  fifo: { zh: 'FIFO', en: 'FIFO' },
  supply: { zh: '供电电压', en: 'Supply voltage' },
  current: { zh: '工作电流', en: 'Supply current' },
  standby: { zh: '待机电流', en: 'Standby current' },
  interface: { zh: '接口', en: 'Interface' },
  package: { zh: '封装', en: 'Package' },
  temperature: { zh: '工作温度', en: 'Operating temperature' },
  qualification: { zh: '认证', en: 'Qualification' },
} as const satisfies Record<string, Text>;

export type SpecKey = keyof typeof SPEC_LABELS;

export interface ProductDemo {
  model: string;
  name: Text;
  summary: Text;
  features: Text[];
  /** The package row is added from `pkg`, just before the operating temperature. */
  specs: Array<[SpecKey, TextOrSame]>;
  variants: Array<{ model: string; description: Text }>;
  overview: Text[];
  uses: Text[];
  pkg: ChipPackage;
  /** The sensing element in the block diagram, when it differs from the category's. */
  element?: string;
  /** Launch date: the product's creation time, so the catalogue has a history. */
  released: string;
}

export interface CategoryDemo {
  /** Stable key the applications use to refer to products' categories. */
  key: string;
  name: Text;
  /** Brand colour of the category's artwork. */
  accent: string;
  /** The sensing element named in the block diagram. */
  element: string;
  products: ProductDemo[];
}

/** "1.71 ~ 3.6 V" in Chinese, "1.71 V to 3.6 V" in English. */
export function span(low: string, high: string, unit: string): Text {
  return {
    zh: `${low} ~ ${high} ${unit === '°C' ? '℃' : unit}`,
    en: `${low} ${unit} to ${high} ${unit}`,
  };
}

export function temperatureRange(low: number, high: number): Text {
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`.replace('-', '−'));
  return span(signed(low), signed(high), '°C');
}
