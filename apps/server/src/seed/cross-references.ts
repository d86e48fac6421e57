import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { compact } from '../lib/text-keys.ts';
import { CrossReferenceRepository } from '../modules/cross-references/cross-references.repository.ts';
import { CROSS_REFERENCES } from './demo-content/cross-references.ts';

/** The demo's cross-references, to the seeded products by model; returns how many were written. */
export async function seedCrossReferences(
  db: Kysely<Database>,
  productIds: ReadonlyMap<string, number>,
): Promise<number> {
  const references = new CrossReferenceRepository(db);
  for (const demo of CROSS_REFERENCES) {
    const productId = productIds.get(demo.model);
    if (productId === undefined)
      throw new Error(`cross-reference ${demo.competitorPartNumber}: no product ${demo.model}`);
    await references.insert({
      competitor_part_number: demo.competitorPartNumber,
      part_key: compact(demo.competitorPartNumber),
      manufacturer: demo.manufacturer,
      product_id: productId,
      part_number: demo.partNumber ?? null,
      match: demo.match,
      i18n: JSON.stringify({ zh_CN: { note: demo.note.zh }, en_US: { note: demo.note.en } }),
    });
  }
  return CROSS_REFERENCES.length;
}
