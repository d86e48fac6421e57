import { htmlText } from './content.ts';

/*
 * The product selector's tests (contract §8) filter the demo catalogue
 * (apps/server/src/seed/demo-content/products) and expect what was worked out by hand from its
 * figures below: a change to those figures fails them, as it should.
 */

/**
 * Supply current is a range for some products (1.8 µA – 110 µA) and open below for one
 * (≤ 100 µA): a range counts when it overlaps the bound. Models in the list's order.
 */
export const DEMO_SELECTION = {
  interface: { key: 'interface', value: 'i2c-spi', label: 'Interface', optionLabel: 'I²C / SPI', count: 7 },
  byInterface: ['CSA-3110', 'CSA-3220', 'CSG-2100', 'CSG-6720', 'CSP-5110', 'CSM-7100', 'CSL-8500'],
  /** At most 500 µA, typed as an engineer may: CSG-2100 (550 µA) and CSG-6720 (1.1 mA) drop out. */
  current: { key: 'supplyCurrent', label: 'Supply current', typed: '500µ' },
  byInterfaceAndCurrent: ['CSA-3110', 'CSA-3220', 'CSP-5110', 'CSM-7100', 'CSL-8500'],
  /** Every status but preview: CSL-8500 drops out. */
  status: 'nrnd,lifebuy,active',
  byAll: ['CSA-3110', 'CSA-3220', 'CSP-5110', 'CSM-7100'],
  /** By supply current, highest first, a range by its lower end: 180 µA, 90 µA, 2.7 µA, 1.8 µA. */
  byAllCurrentDescending: ['CSA-3220', 'CSM-7100', 'CSP-5110', 'CSA-3110'],
} as const;

/** The address's query of contract §8 for every filter of DEMO_SELECTION. */
export const DEMO_QUERY = 'p.interface=i2c-spi&p.supplyCurrent=..500µ&status=nrnd,lifebuy,active';

/** The models of the product cards in server HTML, in their order. */
export function cardModels(html: string): string[] {
  return [...html.matchAll(/<dl class="card-facts">.*?<dd>([^<]*)<\/dd>/g)].map((match) =>
    htmlText(match[1] ?? ''),
  );
}

/** The values of the checked boxes named `name` in server HTML. */
export function checkedValues(html: string, name: string): string[] {
  return [...html.matchAll(/<input [^>]*>/g)]
    .map((match) => match[0])
    .filter((input) => input.includes(`name="${name}"`) && input.includes('checked=""'))
    .map((input) => /value="([^"]*)"/.exec(input)?.[1] ?? '');
}

export interface PublishedProduct {
  id: number;
  name: string;
  model: string;
  status: string;
}

/** Every published product, from the public API (the demo catalogue has 24). */
export async function publishedProducts(baseUrl: string): Promise<PublishedProduct[]> {
  const response = await fetch(`${baseUrl}/api/v1/product/list?pageSize=100&lang=en_US`);
  const body = (await response.json()) as { data: { list: Array<{ id: number; jsonStr: string }> } };
  return body.data.list.map((product) => ({
    id: product.id,
    ...(JSON.parse(product.jsonStr) as { name: string; model: string; status: string }),
  }));
}
