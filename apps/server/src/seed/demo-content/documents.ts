import type { DocumentType, ProductStatus } from '@coresense/shared';
import { PRODUCT_DATA } from './products/product-data.ts';
import type { Text } from './text.ts';

/*
 * The document centre's demo content besides the datasheets: application notes, a user guide,
 * product change notices and certificates, each with its revisions and their change notes. The
 * PDFs are drawn in English (seed/pdf.ts); the change notes are written in both languages.
 */

export interface RevisionDemo {
  revision: string;
  date: string;
  changes: Text;
}

export interface DocumentDemo {
  type: DocumentType;
  number: string;
  title: Text;
  summary: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
  /** The products it concerns: part numbers, or every product of a category (`category:<key>`). */
  products: string[];
  /** Oldest first. */
  revisions: RevisionDemo[];
  /** Also issued as a Chinese edition of its own, numbered `<number>-ZH`. */
  chineseEdition?: boolean;
}

/** A datasheet's revisions after the first: what changed, in the words of a datasheet's history. */
export const DATASHEET_CHANGES: Text[] = [
  {
    zh: '更新典型应用电路和推荐焊盘图；修正规格表中的典型工作电流。',
    en: 'Updated the typical application circuit and the recommended land pattern; corrected the typical supply current in the specifications table.',
  },
  {
    zh: '新增卷带包装数量和湿敏等级（MSL）；补充 I²C 时序图。',
    en: 'Added tape-and-reel quantities and the moisture sensitivity level (MSL); added the I2C timing diagram.',
  },
  {
    zh: '订购信息中加入 −40 °C 至 105 °C 扩展温度型号；更新 ESD 等级。',
    en: 'Added the -40 °C to 105 °C extended-temperature variant to the ordering information; updated the ESD ratings.',
  },
  {
    zh: '根据 PCN 更新封装尺寸公差；修正寄存器表中的默认值。',
    en: 'Updated the package dimension tolerances following the PCN; corrected register default values in the register map.',
  },
];

export const FIRST_RELEASE: Text = { zh: '首次发布。', en: 'Initial release.' };

/** The lifecycle notice of each demo product being phased out, by model: its number and date. */
const LIFECYCLE_NOTICES: Array<{ number: string; model: string; date: string }> = [
  { number: 'CS-PCN-2026-02', model: 'CSA-3110', date: '2026-03-02' },
  { number: 'CS-PCN-2026-03', model: 'CSG-2100', date: '2026-04-13' },
  { number: 'CS-PCN-2026-05', model: 'CSP-5110', date: '2026-06-30' },
  { number: 'CS-PCN-2026-07', model: 'CSM-7100', date: '2026-09-07' },
  { number: 'CS-PCN-2025-06', model: 'CSH-4100', date: '2025-06-30' },
];

const NOTICE_TITLES: Partial<Record<ProductStatus, (model: string) => Text>> = {
  nrnd: (model) => ({ zh: `${model} 不推荐用于新设计`, en: `${model} not recommended for new designs` }),
  lifebuy: (model) => ({ zh: `${model} 停产通知与最后采购`, en: `${model} end of life and last-time buy` }),
  obsolete: (model) => ({ zh: `${model} 停产通知`, en: `${model} discontinuation notice` }),
};

/** The notices, with the dates and replacement of their product's data (contract §13). */
function lifecycleNotices(): DocumentDemo[] {
  return LIFECYCLE_NOTICES.map(({ number, model, date }) => {
    const data = PRODUCT_DATA[model];
    const title = data && NOTICE_TITLES[data.status];
    if (!data?.lifecycle || !title)
      throw new Error(`Demo notice ${number}: ${model} is not being phased out`);
    const { lastOrderDate, lastShipDate } = data.lifecycle;
    const replacement = data.replacedBy?.[0] ?? '';
    return {
      type: 'pcn',
      number,
      title: title(model),
      summary: `${model} is being phased out. Last orders are accepted until ${lastOrderDate}; last shipments leave by ${lastShipDate}. ${replacement} is the recommended replacement.`,
      sections: [
        {
          heading: 'Change',
          paragraphs: [
            `${model} and its ordering variants move to ${data.status === 'nrnd' ? 'not recommended for new designs' : 'end of life'}. Existing designs are supported until the last shipment date.`,
          ],
        },
        {
          heading: 'Dates',
          paragraphs: [
            `Last order date: ${lastOrderDate}. Last shipment date: ${lastShipDate}. Orders are non-cancellable and non-returnable.`,
          ],
        },
        {
          heading: 'Replacement',
          paragraphs: [
            `${replacement} is the recommended replacement; see its datasheet for the differences.`,
          ],
        },
      ],
      products: [model],
      revisions: [{ revision: 'A', date, changes: FIRST_RELEASE }],
    };
  });
}

export const OTHER_DOCUMENTS: DocumentDemo[] = [
  {
    type: 'application-note',
    number: 'CS-AN-0101',
    title: { zh: '使用三轴加速度计实现倾角检测', en: 'Tilt sensing with a 3-axis accelerometer' },
    summary:
      'How to compute pitch and roll from the three acceleration axes, and how to keep the result stable near 90 degrees.',
    sections: [
      {
        heading: 'Principle',
        paragraphs: [
          'At rest, an accelerometer measures the gravity vector only. Pitch and roll follow from the ratios of the three axes with atan2, which keeps full resolution over the whole circle.',
        ],
      },
      {
        heading: 'Calibration',
        paragraphs: [
          'Offsets are measured in six orientations; a least-squares fit gives offset and gain per axis. Store the result in the host and apply it before the angle computation.',
        ],
      },
    ],
    products: ['category:accelerometer'],
    revisions: [
      { revision: 'A', date: '2022-05-10', changes: FIRST_RELEASE },
      {
        revision: 'B',
        date: '2024-02-26',
        changes: {
          zh: '新增六面校准流程和示例代码；修正公式 3 中的符号错误。',
          en: 'Added the six-orientation calibration procedure and example code; corrected a sign error in equation 3.',
        },
      },
    ],
  },
  {
    type: 'application-note',
    number: 'CS-AN-0102',
    title: {
      zh: '基于气压的海拔计算与温度补偿',
      en: 'Altitude from barometric pressure, compensated for temperature',
    },
    summary:
      'From pressure to altitude with the international barometric formula, and what temperature does to it.',
    sections: [
      {
        heading: 'Altitude',
        paragraphs: [
          'The barometric formula gives altitude relative to a reference pressure. Update the reference from a known altitude or a weather service for absolute readings.',
        ],
      },
      {
        heading: 'Temperature',
        paragraphs: [
          'The sensor compensates its own temperature drift; the air column does not. Use the measured temperature in the formula for floor-level accuracy in buildings.',
        ],
      },
    ],
    products: ['category:pressure'],
    revisions: [{ revision: 'A', date: '2023-03-14', changes: FIRST_RELEASE }],
  },
  {
    type: 'application-note',
    number: 'CS-AN-0103',
    title: { zh: '湿度传感器的 PCB 布局要点', en: 'Placing a humidity sensor on the PCB' },
    summary: 'Keep the sensor away from heat, let air reach it, and protect it during assembly.',
    sections: [
      {
        heading: 'Layout',
        paragraphs: [
          'Place the sensor away from regulators and processors, cut slots in the board around it to break the thermal path, and keep the opening of the housing close to it.',
        ],
      },
      {
        heading: 'Assembly',
        paragraphs: [
          'Cover the opening during conformal coating and washing. After reflow, recondition the sensor at 25 °C and 75 %RH for 12 hours.',
        ],
      },
    ],
    products: ['category:humidity'],
    revisions: [
      { revision: '1.0', date: '2023-06-20', changes: FIRST_RELEASE },
      {
        revision: '1.1',
        date: '2025-04-08',
        changes: {
          zh: '补充回流焊后的恢复条件；新增防护膜选型表。',
          en: 'Added the reconditioning conditions after reflow; added a table of protective membranes.',
        },
      },
    ],
  },
  {
    type: 'user-guide',
    number: 'CS-UG-0201',
    title: { zh: 'CS-EVB 传感器评估套件用户指南', en: 'CS-EVB sensor evaluation kit user guide' },
    summary:
      'Setting up the evaluation kit, connecting a sensor board and reading data with the desktop software.',
    sections: [
      {
        heading: 'In the box',
        paragraphs: [
          'The motherboard with a USB-C port, three sensor daughter boards and a quick start card.',
        ],
      },
      {
        heading: 'Getting started',
        paragraphs: [
          'Plug a daughter board into the motherboard, connect it to a computer and start CoreSense Studio. The kit is recognised without a driver on Windows, macOS and Linux.',
        ],
      },
    ],
    products: ['CSA-3110', 'CSA-3220', 'CSP-5110'],
    revisions: [
      { revision: '1.0', date: '2023-09-05', changes: FIRST_RELEASE },
      {
        revision: '1.1',
        date: '2025-01-20',
        changes: {
          zh: '新增 macOS 和 Linux 的安装说明；更新软件界面截图。',
          en: 'Added installation on macOS and Linux; updated the software screenshots.',
        },
      },
    ],
    chineseEdition: true,
  },
  {
    type: 'pcn',
    number: 'CS-PCN-2025-03',
    title: { zh: 'LGA 封装新增第二封测厂', en: 'Second assembly and test site for LGA packages' },
    summary:
      'A second qualified assembly and test site in Wuxi for the LGA packages. Form, fit and function are unchanged.',
    sections: [
      {
        heading: 'Change',
        paragraphs: [
          'Products in LGA packages may be assembled and tested at either site from the effective date. The bill of materials, the process flow and the test program are the same.',
        ],
      },
      {
        heading: 'Qualification and dates',
        paragraphs: [
          'Qualified per AEC-Q100 and JEDEC JESD47. Samples available now; the change takes effect 90 days after this notice.',
        ],
      },
    ],
    products: ['CSA-3110', 'CSA-3220'],
    revisions: [{ revision: 'A', date: '2025-03-17', changes: FIRST_RELEASE }],
  },
  {
    type: 'pcn',
    number: 'CS-PCN-2026-01',
    title: { zh: 'MEMS 盖帽晶圆工艺变更', en: 'MEMS cap wafer process change' },
    summary: 'The cap wafer moves to a thinner bonding layer for tighter offset over temperature.',
    sections: [
      {
        heading: 'Change',
        paragraphs: [
          'The glass frit bonding layer of the cap wafer is replaced by a thinner eutectic bond. Offset drift over temperature improves; all datasheet limits stay the same.',
        ],
      },
      {
        heading: 'Dates',
        paragraphs: ['Last shipment of the current process: six months after this notice.'],
      },
    ],
    products: ['CSP-5110', 'CSP-5230'],
    revisions: [
      { revision: 'A', date: '2026-02-09', changes: FIRST_RELEASE },
      {
        revision: 'B',
        date: '2026-05-18',
        changes: {
          zh: '更新可靠性试验数据；最后出货日期顺延一个月。',
          en: 'Updated the reliability test data; the last shipment date moves one month later.',
        },
      },
    ],
  },
  {
    type: 'certificate',
    number: 'CS-CERT-9001',
    title: { zh: 'ISO 9001:2015 质量管理体系认证证书', en: 'ISO 9001:2015 quality management certificate' },
    summary: 'Design, manufacture and sale of MEMS sensors and sensor signal-conditioning ICs.',
    sections: [
      {
        heading: 'Scope',
        paragraphs: ['Wuxi headquarters and Beijing design centre. Valid until 2027-06-30.'],
      },
    ],
    products: [],
    revisions: [
      { revision: '2021', date: '2021-07-01', changes: { zh: '首次认证。', en: 'First certification.' } },
      {
        revision: '2024',
        date: '2024-06-28',
        changes: { zh: '换证审核通过。', en: 'Recertification audit passed.' },
      },
    ],
  },
  {
    type: 'certificate',
    number: 'CS-CERT-16949',
    title: {
      zh: 'IATF 16949:2016 汽车质量管理体系认证证书',
      en: 'IATF 16949:2016 automotive quality management certificate',
    },
    summary: 'Manufacture of MEMS sensors for automotive applications.',
    sections: [{ heading: 'Scope', paragraphs: ['Wuxi manufacturing site. Valid until 2026-12-14.'] }],
    products: [],
    revisions: [
      { revision: '2023', date: '2023-12-15', changes: { zh: '首次认证。', en: 'First certification.' } },
    ],
  },
  {
    type: 'certificate',
    number: 'CS-CERT-ROHS',
    title: { zh: 'RoHS 与 REACH 符合性声明', en: 'RoHS and REACH declaration of conformity' },
    summary:
      'All CoreSense products comply with EU RoHS 2011/65/EU with (EU) 2015/863, and contain no SVHC above 0.1 %.',
    sections: [
      {
        heading: 'Declaration',
        paragraphs: ['Updated with each new candidate list of the European Chemicals Agency.'],
      },
    ],
    products: [],
    revisions: [
      { revision: '2025.1', date: '2025-01-21', changes: FIRST_RELEASE },
      {
        revision: '2026.1',
        date: '2026-01-27',
        changes: { zh: '依据最新 SVHC 候选清单更新。', en: 'Updated for the latest SVHC candidate list.' },
      },
    ],
  },
  ...lifecycleNotices(),
];
