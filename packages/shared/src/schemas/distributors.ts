import { z } from 'zod';
import { DISTRIBUTOR_REGIONS, PART_NUMBER_PLACEHOLDER } from '../distributor-regions.ts';
import { adminListQuery, bilingualRecord, booleanQuery, sortKey } from './admin/content-common.ts';
import { jsonContentAnswer, jsonContentRecord } from './public-records.ts';
import { isWebLink, siteImageUrl } from './urls.ts';

/*
 * Where to buy (contract §13): the distributors resource. A distributor's name and description
 * are written per language; where it sells, its addresses and whether the site shows it are not.
 * Imported by its path (`@coresense/shared/schemas/distributors`), not from the package's index,
 * which the back-office's sign-in page loads whole (its budget in apps/admin/tests/e2e/shell.test.ts).
 */

export {
  DISTRIBUTOR_REGIONS,
  type DistributorRegion,
  PART_NUMBER_PLACEHOLDER,
  partSearchHref,
} from '../distributor-regions.ts';

export const distributorRegion = z.enum(DISTRIBUTOR_REGIONS);

export const distributorI18n = z.object({
  name: z.string().trim().min(1, 'required').max(100),
  description: z.string().trim().max(500),
});
export type DistributorI18n = z.infer<typeof distributorI18n>;

/** An https address with the placeholder after its host: a search on the distributor's site. */
export function isPartSearchUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || !isWebLink(value)) return false;
  const at = value.indexOf(PART_NUMBER_PLACEHOLDER);
  return at > 0 && !new URL(value).hostname.includes('{');
}

const optionalText = (max: number) => z.string().trim().max(max).default('');

/** A distributor's own fields beside its text. */
export const distributorFields = {
  input: {
    regions: z
      .array(distributorRegion)
      .min(1, 'required')
      .max(DISTRIBUTOR_REGIONS.length)
      .refine((regions) => new Set(regions).size === regions.length, 'alreadyTaken')
      .describe('cn, apac, emea, americas'),
    website: z.string().trim().max(500).refine(isWebLink, 'invalidLinkUrl'),
    partSearchUrl: z
      .string()
      .trim()
      .max(500)
      .refine(isPartSearchUrl, 'partSearchUrl')
      .describe('https address of its part search, with {partNumber} where the part number goes'),
    phone: optionalText(40),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === '' || z.email().safeParse(value).success, 'invalidEmail')
      .default(''),
    logo: siteImageUrl.default(''),
    sort: sortKey,
    enabled: z.boolean(),
  },
  output: {
    regions: z.array(distributorRegion),
    website: z.string(),
    partSearchUrl: z.string(),
    phone: z.string(),
    email: z.string(),
    logo: z.string(),
    sort: z.number().int(),
    enabled: z.boolean(),
  },
};

/** What the public record shows beside its text: every field but `enabled`, which is always true there. */
export const distributorPublicFields = {
  regions: distributorFields.output.regions,
  website: distributorFields.output.website,
  partSearchUrl: distributorFields.output.partSearchUrl,
  phone: distributorFields.output.phone,
  email: distributorFields.output.email,
  logo: distributorFields.output.logo,
  sort: distributorFields.output.sort,
};

const distributors = bilingualRecord(distributorI18n, distributorFields);
export const adminDistributorInput = distributors.input;
export type AdminDistributorInput = z.input<typeof adminDistributorInput>;

export const adminDistributor = distributors.record;
export type AdminDistributor = z.infer<typeof adminDistributor>;

export const DISTRIBUTOR_SORT_FIELDS = ['sort', 'id', 'createTime', 'updateTime'] as const;
export const adminDistributorListQuery = adminListQuery(DISTRIBUTOR_SORT_FIELDS).extend({
  region: distributorRegion.optional(),
  enabled: booleanQuery.optional(),
});
export type AdminDistributorListQuery = z.output<typeof adminDistributorListQuery>;

export const distributorRecord = jsonContentRecord(distributorI18n).extend(distributorPublicFields);
export type DistributorRecord = z.output<typeof distributorRecord>;
export const distributorAnswer = jsonContentAnswer(distributorI18n, distributorPublicFields);
