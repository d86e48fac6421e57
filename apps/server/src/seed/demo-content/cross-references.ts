import type { CrossReferenceMatch } from '@coresense/shared';
import type { Text } from './text.ts';

/*
 * The demo's cross-reference (contract §13): other makers' sensors that engineers come looking
 * for, each with the CoreSense product (and, where one fits best, its part) that replaces it.
 * The part numbers are real-looking data only: no maker's logo or branding is shown anywhere.
 */

export interface CrossReferenceDemo {
  competitorPartNumber: string;
  manufacturer: string;
  /** Our product, by its model. */
  model: string;
  /** One of the product's parts, when a particular one fits. */
  partNumber?: string;
  match: CrossReferenceMatch;
  note: Text;
}

const SAME_PINS: Text = {
  zh: '封装和引脚相同，寄存器映射不同，需修改驱动',
  en: 'Same package and pinout; the register map differs, so the driver changes',
};
const DROP_IN: Text = {
  zh: '封装、引脚和寄存器兼容，可直接替换',
  en: 'Package, pinout and registers compatible: a direct replacement',
};
const NEW_LAYOUT: Text = {
  zh: '功能相当，封装不同，需要修改 PCB 布局',
  en: 'Equivalent function in another package: the PCB layout changes',
};

export const CROSS_REFERENCES: CrossReferenceDemo[] = [
  {
    competitorPartNumber: 'ADXL345',
    manufacturer: 'Analog Devices',
    model: 'CSA-3110',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'ADXL362',
    manufacturer: 'Analog Devices',
    model: 'CSA-3110',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'LIS3DH',
    manufacturer: 'STMicroelectronics',
    model: 'CSA-3110',
    match: 'drop-in',
    note: DROP_IN,
  },
  {
    competitorPartNumber: 'LIS2DH12',
    manufacturer: 'STMicroelectronics',
    model: 'CSA-3110',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'BMA400',
    manufacturer: 'Bosch Sensortec',
    model: 'CSA-3110',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'KX122-1037',
    manufacturer: 'Kionix',
    model: 'CSA-3110',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'MMA8452Q',
    manufacturer: 'NXP',
    model: 'CSA-3110',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'ADXL355',
    manufacturer: 'Analog Devices',
    model: 'CSA-3220',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'IIS3DWB',
    manufacturer: 'STMicroelectronics',
    model: 'CSA-3480',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'ADXL1002',
    manufacturer: 'Analog Devices',
    model: 'CSA-3480',
    partNumber: 'CSA-3480H',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'AIS2IH',
    manufacturer: 'STMicroelectronics',
    model: 'CSA-3360A',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'SMI230',
    manufacturer: 'Bosch Sensortec',
    model: 'CSG-6900A',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'LSM6DSO',
    manufacturer: 'STMicroelectronics',
    model: 'CSG-6500',
    match: 'drop-in',
    note: DROP_IN,
  },
  {
    competitorPartNumber: 'LSM6DSL',
    manufacturer: 'STMicroelectronics',
    model: 'CSG-6500',
    partNumber: 'CSG-6500L',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'BMI270',
    manufacturer: 'Bosch Sensortec',
    model: 'CSG-6500',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'ICM-42688-P',
    manufacturer: 'TDK InvenSense',
    model: 'CSG-6720',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'MPU-6050',
    manufacturer: 'TDK InvenSense',
    model: 'CSG-6500',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'L3GD20H',
    manufacturer: 'STMicroelectronics',
    model: 'CSG-2100',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'BMP280',
    manufacturer: 'Bosch Sensortec',
    model: 'CSP-5110',
    match: 'drop-in',
    note: DROP_IN,
  },
  {
    competitorPartNumber: 'BMP388',
    manufacturer: 'Bosch Sensortec',
    model: 'CSP-5110',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'LPS22HB',
    manufacturer: 'STMicroelectronics',
    model: 'CSP-5110',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'MS5837-30BA',
    manufacturer: 'TE Connectivity',
    model: 'CSP-5230',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'SDP810-500PA',
    manufacturer: 'Sensirion',
    model: 'CSP-5600',
    partNumber: 'CSP-5600-500',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'SHT31-DIS',
    manufacturer: 'Sensirion',
    model: 'CSH-4100',
    match: 'drop-in',
    note: DROP_IN,
  },
  {
    competitorPartNumber: 'SHTC3',
    manufacturer: 'Sensirion',
    model: 'CSH-4100',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'HDC1080',
    manufacturer: 'Texas Instruments',
    model: 'CSH-4100',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'SHT45',
    manufacturer: 'Sensirion',
    model: 'CSH-4200',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'HDC2080',
    manufacturer: 'Texas Instruments',
    model: 'CSH-4200',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'TMP117',
    manufacturer: 'Texas Instruments',
    model: 'CST-4300',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'LIS2MDL',
    manufacturer: 'STMicroelectronics',
    model: 'CSM-7100',
    match: 'pin-compatible',
    note: SAME_PINS,
  },
  {
    competitorPartNumber: 'MMC5983MA',
    manufacturer: 'MEMSIC',
    model: 'CSM-7100',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'TLV493D-A1B6',
    manufacturer: 'Infineon',
    model: 'CSM-7310',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'ACS712ELCTR-20A-T',
    manufacturer: 'Allegro MicroSystems',
    model: 'CSM-7520',
    partNumber: 'CSM-7520-20',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'VEML7700',
    manufacturer: 'Vishay',
    model: 'CSL-8100',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'APDS-9960',
    manufacturer: 'Broadcom',
    model: 'CSL-8200',
    match: 'functional',
    note: NEW_LAYOUT,
  },
  {
    competitorPartNumber: 'MAX30102',
    manufacturer: 'Analog Devices',
    model: 'CSL-8500',
    match: 'functional',
    note: NEW_LAYOUT,
  },
];
