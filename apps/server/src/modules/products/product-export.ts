import { pipeline, Readable } from 'node:stream';
import type { Lang, ParameterFacet, ProductParameter } from '@coresense/shared';
import { vocabularyOf } from '@coresense/shared/i18n/vocabulary';
import { stringify } from 'csv-stringify';
import { spreadsheetText } from '../../lib/spreadsheet.ts';
import type { ProductExport } from './products.service.ts';

/*
 * The CSV of `GET /product/export.csv` (contract §13): model, name, status, then each parameter
 * as three columns, its smallest and largest value in the canonical unit and its text as the
 * site shows it. A byte order mark and CRLF lines, so that Excel and WPS open it as UTF-8.
 */

const HEADINGS: Record<
  Lang,
  { model: string; name: string; status: string; min: string; max: string; text: string }
> = {
  zh_CN: { model: '型号', name: '名称', status: '状态', min: '最小值', max: '最大值', text: '文字' },
  en_US: { model: 'Model', name: 'Name', status: 'Status', min: 'min', max: 'max', text: 'text' },
};

export function exportHeader(lang: Lang, parameters: readonly ParameterFacet[]): string[] {
  const words = HEADINGS[lang];
  return [
    words.model,
    words.name,
    words.status,
    ...parameters.flatMap((parameter) => {
      const head = parameter.unit ? `${parameter.label} (${parameter.unit})` : parameter.label;
      return [`${head} ${words.min}`, `${head} ${words.max}`, `${head} ${words.text}`];
    }),
  ];
}

/** A value's three cells: a single number is its own min and max; an open end stays empty. */
function valueCells(value: ProductParameter | undefined): Array<number | string> {
  if (!value) return ['', '', ''];
  const text = spreadsheetText(value.display);
  if (typeof value.value === 'number') return [value.value, value.value, text];
  return [value.min ?? '', value.max ?? '', text];
}

/**
 * The export as a stream: each row is stringified as the products are read, and the reading waits
 * while the client is slower than the database. A failure part-way destroys the answer.
 */
export function productCsv(lang: Lang, exported: ProductExport): Readable {
  const status = vocabularyOf(lang).status;
  const { parameters } = exported;
  async function* records() {
    yield exportHeader(lang, parameters);
    for await (const row of exported.rows) {
      const values = new Map(row.parameters.map((value) => [value.key, value]));
      yield [
        spreadsheetText(row.model),
        spreadsheetText(row.name),
        status[row.status],
        ...parameters.flatMap((parameter) => valueCells(values.get(parameter.key))),
      ];
    }
  }
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
}
