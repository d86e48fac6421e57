import { type ParameterType, type ProductStatus, parseQuantity } from '@coresense/shared';
import type { Text } from '../text.ts';

/*
 * The catalogue's engineering data (contract §8): the parameter definitions, which categories
 * list them, and each product's typed values, lifecycle status and replacements. The values are
 * the figures of the products' spec tables (`seed.processes.test.ts` checks that they agree); package
 * sizes come from each product's `pkg`, which also draws its package row and its drawing.
 */

export interface ParameterDemo {
  key: string;
  type: ParameterType;
  /** Canonical unit: every number below is in it. */
  unit: string;
  label: Text;
  options?: Array<{ value: string; label: Text }>;
}

const number = (key: string, unit: string, zh: string, en: string): ParameterDemo => ({
  key,
  type: 'number',
  unit,
  label: { zh, en },
});

export const INTERFACES = {
  i2c: 'I²C',
  spi: 'SPI',
  'i2c-spi': 'I²C / SPI',
  'i2c-spi-i3c': 'I²C / SPI / I3C',
  'spi-sent': 'SPI / SENT',
} as const;

export const PARAMETERS: ParameterDemo[] = [
  number('accelRange', 'g', '加速度量程', 'Acceleration range'),
  number('accelNoise', 'g/√Hz', '加速度噪声密度', 'Acceleration noise density'),
  number('gyroRange', 'dps', '角速度量程', 'Angular rate range'),
  number('gyroNoise', 'dps/√Hz', '角速度噪声密度', 'Rate noise density'),
  number('pressureRange', 'Pa', '压力量程', 'Pressure range'),
  number('humidityRange', '%RH', '湿度量程', 'Humidity range'),
  number('humidityAccuracy', '%RH', '湿度精度', 'Humidity accuracy'),
  number('tempAccuracy', '°C', '温度精度', 'Temperature accuracy'),
  number('magneticRange', 'T', '磁场量程', 'Magnetic field range'),
  number('illuminanceRange', 'lux', '照度量程', 'Illuminance range'),
  number('odr', 'Hz', '输出数据率', 'Output data rate'),
  number('supplyVoltage', 'V', '供电电压', 'Supply voltage'),
  number('supplyCurrent', 'A', '工作电流', 'Supply current'),
  number('standbyCurrent', 'A', '待机电流', 'Standby current'),
  {
    key: 'interface',
    type: 'enum',
    unit: '',
    label: { zh: '接口', en: 'Interface' },
    options: [
      ...Object.entries(INTERFACES).map(([value, label]) => ({ value, label: { zh: label, en: label } })),
      { value: 'analog', label: { zh: '模拟电压输出', en: 'Analog voltage output' } },
      { value: 'push-pull', label: { zh: '推挽数字输出', en: 'Push-pull digital output' } },
    ],
  },
  number('operatingTemp', '°C', '工作温度', 'Operating temperature'),
  number('packageLength', 'mm', '封装长度', 'Package length'),
  number('packageWidth', 'mm', '封装宽度', 'Package width'),
  number('packageHeight', 'mm', '封装高度', 'Package height'),
  {
    key: 'automotive',
    type: 'boolean',
    unit: '',
    label: { zh: '车规级（AEC-Q100）', en: 'Automotive (AEC-Q100)' },
  },
];

const PACKAGE = ['packageLength', 'packageWidth', 'packageHeight'];

/** Each category's parameters, in display order, by the category's key. */
export const CATEGORY_PARAMETERS: Record<string, string[]> = {
  accelerometer: [
    'accelRange',
    'accelNoise',
    'odr',
    'supplyVoltage',
    'supplyCurrent',
    'interface',
    'operatingTemp',
    ...PACKAGE,
    'automotive',
  ],
  gyroscope: [
    'gyroRange',
    'gyroNoise',
    'accelRange',
    'accelNoise',
    'odr',
    'supplyVoltage',
    'supplyCurrent',
    'interface',
    'operatingTemp',
    ...PACKAGE,
    'automotive',
  ],
  pressure: [
    'pressureRange',
    'odr',
    'supplyVoltage',
    'supplyCurrent',
    'interface',
    'operatingTemp',
    ...PACKAGE,
    'automotive',
  ],
  humidity: [
    'humidityRange',
    'humidityAccuracy',
    'tempAccuracy',
    'supplyVoltage',
    'supplyCurrent',
    'standbyCurrent',
    'interface',
    'operatingTemp',
    ...PACKAGE,
  ],
  magnetic: [
    'magneticRange',
    'odr',
    'supplyVoltage',
    'supplyCurrent',
    'standbyCurrent',
    'interface',
    'operatingTemp',
    ...PACKAGE,
    'automotive',
  ],
  optical: [
    'illuminanceRange',
    'odr',
    'supplyVoltage',
    'supplyCurrent',
    'standbyCurrent',
    'interface',
    'operatingTemp',
    ...PACKAGE,
  ],
};

/** A number (`1.8e-6`), a range (`[1.71, 3.6]`, null for an open end), an enum token or a boolean. */
export type DemoValue = number | [number | null, number | null] | string | boolean;

export interface ProductDataDemo {
  status: ProductStatus;
  /** Last-order and last-ship days (contract §13) of a product being phased out, and of its parts. */
  lifecycle?: { lastOrderDate: string; lastShipDate: string | null };
  /** Models of the products that replace this one. */
  replacedBy?: string[];
  values: Record<string, DemoValue>;
  /** Operating temperature of parts that differ from the product's (extended-temperature grades). */
  partTemperatures?: Record<string, [number, number]>;
}

/** A figure with its SI prefix, read as the back-office reads it: "160µ" is exactly 1.6e-4. */
function q(text: string): number {
  const value = parseQuantity(text);
  if (value === null) throw new Error(`Unreadable demo figure ${text}`);
  return value;
}

/** By model. Package sizes are added from the product's `pkg`. */
export const PRODUCT_DATA: Record<string, ProductDataDemo> = {
  'CSA-3110': {
    status: 'nrnd',
    lifecycle: { lastOrderDate: '2027-06-30', lastShipDate: '2027-12-31' },
    replacedBy: ['CSA-3220'],
    values: {
      accelRange: [-16, 16],
      accelNoise: q('160µ'),
      odr: [1.6, 1600],
      supplyVoltage: [1.71, 3.6],
      supplyCurrent: [q('1.8µ'), q('110µ')],
      interface: 'i2c-spi',
      operatingTemp: [-40, 85],
      automotive: false,
    },
    partTemperatures: { 'CSA-3110E': [-40, 105] },
  },
  'CSA-3220': {
    status: 'active',
    values: {
      accelRange: [-8, 8],
      accelNoise: q('25µ'),
      odr: [3.9, 4000],
      supplyVoltage: [2.25, 3.6],
      supplyCurrent: q('180µ'),
      interface: 'i2c-spi',
      operatingTemp: [-40, 105],
      automotive: false,
    },
  },
  'CSA-3360A': {
    status: 'active',
    values: {
      accelRange: [-16, 16],
      accelNoise: q('90µ'),
      odr: [12.5, 3200],
      supplyVoltage: [2.4, 3.6],
      supplyCurrent: q('200µ'),
      interface: 'spi',
      operatingTemp: [-40, 125],
      automotive: true,
    },
  },
  'CSA-3480': {
    status: 'active',
    values: {
      accelRange: [-50, 50],
      accelNoise: q('30µ'),
      odr: 32_000,
      supplyVoltage: [3.0, 5.25],
      supplyCurrent: q('1.0m'),
      interface: 'spi',
      operatingTemp: [-40, 125],
      automotive: false,
    },
  },
  'CSG-2100': {
    status: 'nrnd',
    lifecycle: { lastOrderDate: '2027-09-30', lastShipDate: '2028-03-31' },
    replacedBy: ['CSG-6500'],
    values: {
      gyroRange: [-2000, 2000],
      gyroNoise: 0.005,
      odr: [12.5, 6660],
      supplyVoltage: [1.71, 3.6],
      supplyCurrent: q('0.55m'),
      interface: 'i2c-spi',
      operatingTemp: [-40, 85],
      automotive: false,
    },
  },
  'CSG-6500': {
    status: 'active',
    values: {
      gyroRange: [-2000, 2000],
      gyroNoise: 0.0045,
      accelRange: [-16, 16],
      accelNoise: q('70µ'),
      odr: [1.6, 6660],
      supplyVoltage: [1.71, 3.6],
      supplyCurrent: q('0.65m'),
      interface: 'i2c-spi-i3c',
      operatingTemp: [-40, 85],
      automotive: false,
    },
  },
  'CSG-6720': {
    status: 'active',
    values: {
      gyroRange: [-4000, 4000],
      gyroNoise: 0.0028,
      accelRange: [-32, 32],
      accelNoise: q('60µ'),
      odr: [12.5, 8000],
      supplyVoltage: [1.71, 3.6],
      supplyCurrent: q('1.1m'),
      interface: 'i2c-spi',
      operatingTemp: [-40, 105],
      automotive: false,
    },
  },
  'CSG-6900A': {
    status: 'active',
    values: {
      gyroRange: [-2000, 2000],
      gyroNoise: 0.004,
      accelRange: [-16, 16],
      odr: [25, 1600],
      supplyVoltage: [3.0, 3.6],
      supplyCurrent: q('2.2m'),
      interface: 'spi',
      operatingTemp: [-40, 105],
      automotive: true,
    },
  },
  'CSP-5110': {
    status: 'lifebuy',
    lifecycle: { lastOrderDate: '2026-12-31', lastShipDate: '2027-06-30' },
    replacedBy: ['CSP-5230'],
    values: {
      pressureRange: [30_000, 110_000],
      odr: [1, 200],
      supplyVoltage: [1.71, 3.6],
      supplyCurrent: q('2.7µ'),
      interface: 'i2c-spi',
      operatingTemp: [-40, 85],
      automotive: false,
    },
  },
  'CSP-5230': {
    status: 'active',
    values: {
      pressureRange: [30_000, 1_100_000],
      odr: [1, 50],
      supplyVoltage: [1.8, 3.6],
      supplyCurrent: q('0.6µ'),
      interface: 'i2c',
      operatingTemp: [-20, 85],
      automotive: false,
    },
  },
  'CSP-5600': {
    status: 'active',
    values: {
      pressureRange: [-500, 500],
      supplyVoltage: [3.0, 5.5],
      supplyCurrent: q('3.5m'),
      interface: 'i2c',
      operatingTemp: [-20, 85],
      automotive: false,
    },
  },
  'CSP-5810A': {
    status: 'active',
    values: {
      pressureRange: [10_000, 400_000],
      supplyVoltage: [4.5, 5.5],
      supplyCurrent: q('6m'),
      interface: 'spi-sent',
      operatingTemp: [-40, 150],
      automotive: true,
    },
  },
  'CSH-4100': {
    status: 'obsolete',
    lifecycle: { lastOrderDate: '2025-12-31', lastShipDate: '2026-06-30' },
    replacedBy: ['CSH-4200'],
    values: {
      humidityRange: [0, 100],
      humidityAccuracy: 2,
      tempAccuracy: 0.2,
      supplyVoltage: [1.08, 3.6],
      supplyCurrent: q('1.5µ'),
      interface: 'i2c',
      operatingTemp: [-40, 125],
    },
  },
  'CSH-4200': {
    status: 'active',
    values: {
      humidityRange: [0, 100],
      humidityAccuracy: 1,
      tempAccuracy: 0.1,
      supplyVoltage: [1.8, 5.5],
      supplyCurrent: q('2µ'),
      interface: 'i2c',
      operatingTemp: [-40, 125],
    },
  },
  'CST-4300': {
    status: 'active',
    values: {
      supplyVoltage: [1.4, 3.6],
      supplyCurrent: q('1.5µ'),
      standbyCurrent: q('0.1µ'),
      interface: 'i2c',
      operatingTemp: [-40, 125],
    },
  },
  'CSH-4500': {
    status: 'active',
    values: {
      humidityRange: [0, 100],
      humidityAccuracy: 1.5,
      tempAccuracy: 0.2,
      supplyVoltage: [2.15, 5.5],
      supplyCurrent: q('350µ'),
      interface: 'i2c',
      operatingTemp: [-40, 125],
    },
  },
  'CSM-7100': {
    status: 'nrnd',
    lifecycle: { lastOrderDate: '2028-03-31', lastShipDate: '2028-09-30' },
    replacedBy: ['CSM-7310'],
    values: {
      magneticRange: [q('-0.8m'), q('0.8m')],
      odr: [1, 1000],
      supplyVoltage: [1.62, 3.6],
      supplyCurrent: q('90µ'),
      interface: 'i2c-spi',
      operatingTemp: [-40, 85],
      automotive: false,
    },
  },
  'CSM-7200': {
    status: 'active',
    values: {
      supplyVoltage: [1.8, 5.5],
      supplyCurrent: q('160n'),
      interface: 'push-pull',
      operatingTemp: [-40, 85],
      automotive: false,
    },
  },
  'CSM-7310': {
    status: 'active',
    values: {
      magneticRange: [q('-130m'), q('130m')],
      odr: [null, 8400],
      supplyVoltage: [2.8, 3.5],
      supplyCurrent: q('3.6m'),
      standbyCurrent: q('5n'),
      interface: 'i2c',
      operatingTemp: [-40, 125],
      automotive: false,
    },
  },
  'CSM-7520': {
    status: 'preview',
    values: {
      supplyVoltage: [3.3, 5],
      supplyCurrent: q('10m'),
      interface: 'analog',
      operatingTemp: [-40, 125],
      automotive: true,
    },
  },
  'CSL-8100': {
    status: 'active',
    values: {
      illuminanceRange: [0.001, 88_000],
      supplyVoltage: [1.7, 3.6],
      supplyCurrent: q('90µ'),
      standbyCurrent: q('0.5µ'),
      interface: 'i2c',
      operatingTemp: [-40, 85],
    },
  },
  'CSL-8200': {
    status: 'active',
    values: {
      illuminanceRange: [0.005, 60_000],
      supplyVoltage: [1.7, 3.6],
      supplyCurrent: q('45µ'),
      standbyCurrent: q('1µ'),
      interface: 'i2c',
      operatingTemp: [-30, 85],
    },
  },
  'CSL-8300': {
    status: 'active',
    values: {
      illuminanceRange: [0.01, 100_000],
      supplyVoltage: [1.7, 3.6],
      supplyCurrent: q('120µ'),
      interface: 'i2c',
      operatingTemp: [-40, 85],
    },
  },
  'CSL-8500': {
    status: 'preview',
    values: {
      odr: [25, 3200],
      supplyVoltage: 1.8,
      supplyCurrent: [null, q('100µ')],
      interface: 'i2c-spi',
      operatingTemp: [-20, 70],
    },
  },
};
