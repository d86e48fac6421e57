import type { ProductRecord } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { formatNumber, formatParameterDisplay } from '@coresense/shared/units';
import type { SiteServices } from '../request-context';
import { translator } from './messages';

/*
 * The product data of contract §8 as the detail page shows it: every number formatted here in
 * the page's language, so the browser needs no unit code.
 */

/** A part's row, its figures written out. */
export function partRows(parts: ProductRecord['content']['parts'], lang: Lang) {
  const t = translator(lang);
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
  }));
}
export type PartRow = ReturnType<typeof partRows>[number];

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
