import type { ProductRecord } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import type { DistributorRecord } from '@coresense/shared/schemas/distributors';
import { formatNumber, formatParameterDisplay } from '@coresense/shared/units';
import type { SiteServices } from '../request-context';
import { formatDate } from './format';
import { translator } from './messages';

/*
 * The product data of contract §8 as the detail page shows it: every number formatted here in
 * the page's language, so the browser needs no unit code.
 */

/**
 * A part's row, its figures written out. Its lifecycle dates only where they are not the
 * product's own, which the status under the product's name already gives.
 */
export function partRows(parts: ProductRecord['content']['parts'], lang: Lang, product: Dated) {
  const t = translator(lang);
  const own = (part: Dated) =>
    part.lastOrderDate !== product.lastOrderDate || part.lastShipDate !== product.lastShipDate;
  const dated = parts.some(own);
  return parts.map((part) => ({
    partNumber: part.partNumber,
    status: part.status,
    package: part.package,
    pins: formatNumber(part.pins, lang),
    packageQty: formatNumber(part.packageQty, lang),
    temperature: formatParameterDisplay(
      { type: 'number', unit: '°C', value: null, min: part.tempMin, max: part.tempMax },
      lang,
    ),
    msl: part.msl,
    rohs: t(part.rohs ? 'selector.yes' : 'selector.no'),
    marking: part.marking,
    lastDates: dated ? lastDates(part, lang) : '',
  }));
}
export type PartRow = ReturnType<typeof partRows>[number];

interface Dated {
  lastOrderDate: string | null;
  lastShipDate: string | null;
}

/** A part's last-order and last-ship dates in one cell ("30 Jun 2027 / 31 Dec 2027"); empty without either. */
function lastDates(part: Dated, lang: Lang): string {
  if (!part.lastOrderDate && !part.lastShipDate) return '';
  return `${formatDate(part.lastOrderDate, lang) || '–'} / ${formatDate(part.lastShipDate, lang) || '–'}`;
}

/** What a part row needs of each enabled distributor: the link is built per part in the browser's chunk. */
export function distributorLinks(distributors: readonly DistributorRecord[]) {
  return distributors.map(({ content, partSearchUrl }) => ({ name: content.name, partSearchUrl }));
}
export type Distributor = ReturnType<typeof distributorLinks>[number];

/** The product's lifecycle dates and change notices, their dates written in the page's language. */
export function lifecycleOf(content: ProductRecord['content'], lang: Lang) {
  return {
    lastOrderDate: formatDate(content.lastOrderDate, lang),
    lastShipDate: formatDate(content.lastShipDate, lang),
    notices: content.changeNotices.map(({ id, number, date }) => ({
      id,
      number,
      date: formatDate(date, lang),
    })),
  };
}

/** The published replacements of a product, with what their links show; unpublished ones left out. */
export async function replacementsOf(services: SiteServices, lang: Lang, ids: number[]) {
  const records = await Promise.all(ids.map((id) => services.products.detail(lang, id)));
  return records
    .filter((record) => record !== undefined)
    .map((record) => ({ id: record.id, name: record.content.name, model: record.content.model }));
}

/**
 * schema.org PropertyValue of each parameter, for the Product's `additionalProperty`; undefined
 * without parameters, so the JSON-LD leaves the property out.
 */
export function propertyValues(parameters: ProductRecord['content']['parameters']) {
  if (parameters.length === 0) return undefined;
  return parameters.map((parameter) => ({
    '@type': 'PropertyValue',
    propertyID: parameter.key,
    name: parameter.label,
    ...(parameter.value !== null
      ? { value: typeof parameter.value === 'string' ? parameter.display : parameter.value }
      : {
          ...(parameter.min !== null ? { minValue: parameter.min } : {}),
          ...(parameter.max !== null ? { maxValue: parameter.max } : {}),
        }),
    ...(parameter.unit ? { unitText: parameter.unit } : {}),
  }));
}
