import { z } from 'zod';
import {
  adminListQuery,
  adminRecordFields,
  calendarDate,
  recordId,
  sortKey,
} from './admin/content-common.ts';

/*
 * Product data for engineers (contract §8): typed parameters, orderable parts and the lifecycle
 * status, as the public API answers them and as the back-office edits them. Numbers are always
 * in the parameter's canonical unit; `units.ts` reads and writes them with SI prefixes.
 */

export const PRODUCT_STATUSES = ['preview', 'active', 'nrnd', 'lifebuy', 'obsolete'] as const;
export const productStatus = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatus>;

export const PARAMETER_TYPES = ['number', 'enum', 'boolean'] as const;
export const parameterType = z.enum(PARAMETER_TYPES);
export type ParameterType = z.infer<typeof parameterType>;

/** A parameter key, as it appears in `p.<key>` query names: letters and digits, a letter first. */
export const parameterKey = z
  .string()
  .max(40)
  .regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'invalidFormat');

/** An enum value: a token that does not change with the language (its label does). */
export const enumToken = z
  .string()
  .max(40)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'invalidFormat');

/** A number, an enum token or a boolean, by the parameter's type; null when the value is a range. */
export const parameterScalar = z.union([z.number(), z.string(), z.boolean()]).nullable();

/** A product's parameter as the public `jsonStr.parameters` carries it. */
export const productParameter = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  value: parameterScalar.describe('one number, an enum token or a boolean; null for a range'),
  min: z.number().nullable().describe('lower end of a range (null: open, or a single value)'),
  max: z.number().nullable().describe('upper end of a range (null: open, or a single value)'),
  display: z.string().describe('the value formatted in the request language, e.g. "1.71 V – 3.6 V"'),
});
export type ProductParameter = z.infer<typeof productParameter>;

const partText = (max: number) => z.string().trim().max(max);

/** Statuses that may carry lifecycle dates (contract §13); `lifebuy` must have a last-order date. */
export const DATED_STATUSES: readonly ProductStatus[] = ['nrnd', 'lifebuy', 'obsolete'];

/** A product's or a part's last-order and last-ship days (contract §13), `YYYY-MM-DD` or null. */
export const lifecycleDates = {
  lastOrderDate: calendarDate.nullable().default(null),
  lastShipDate: calendarDate.nullable().default(null),
};

export interface LifecycleDated {
  status: ProductStatus;
  lastOrderDate: string | null;
  lastShipDate: string | null;
}

/**
 * The lifecycle dates checked against the status, each problem on its field: `lifebuy` needs a
 * last-order date, only `nrnd`, `lifebuy` and `obsolete` may carry dates, and shipping does not
 * end before ordering does.
 */
export function checkLifecycleDates(dated: LifecycleDated, context: z.RefinementCtx) {
  const { status, lastOrderDate, lastShipDate } = dated;
  const refuse = (field: keyof LifecycleDated, message: string) =>
    context.addIssue({ code: 'custom', path: [field], message });
  if (!DATED_STATUSES.includes(status)) {
    if (lastOrderDate !== null) refuse('lastOrderDate', 'datesNotForStatus');
    if (lastShipDate !== null) refuse('lastShipDate', 'datesNotForStatus');
  } else if (lastOrderDate === null) {
    if (status === 'lifebuy') refuse('lastOrderDate', 'required');
  } else if (lastShipDate !== null && lastShipDate < lastOrderDate) {
    refuse('lastShipDate', 'endBeforeStart');
  }
}

/** One orderable part of a product (a row of its part table). */
export const productPart = z
  .object({
    partNumber: z.string().trim().min(1, 'required').max(60),
    status: productStatus,
    package: partText(60),
    pins: z.number().int().min(0).max(10_000),
    packageQty: z.number().int().min(0).max(10_000_000),
    tempMin: z.number().min(-273).max(1000).describe('°C'),
    tempMax: z.number().min(-273).max(1000).describe('°C'),
    msl: partText(20),
    rohs: z.boolean(),
    marking: partText(40),
    ...lifecycleDates,
  })
  .refine((part) => part.tempMin <= part.tempMax, { path: ['tempMax'], message: 'minAboveMax' })
  .superRefine(checkLifecycleDates);
export type ProductPart = z.infer<typeof productPart>;
export type ProductPartInput = z.input<typeof productPart>;

/** A published change notice (a `pcn` document of §9) that names the product. */
export const changeNotice = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  date: z.string(),
  url: z.string(),
});
export type ChangeNotice = z.infer<typeof changeNotice>;

/** What a product's public `jsonStr` gains (contract §8). */
export const productDataContent = z.object({
  status: productStatus,
  replacementIds: z.array(z.number().int()).describe('other published products that replace this one'),
  parameters: z.array(productParameter),
  parts: z.array(productPart),
  ...lifecycleDates,
  changeNotices: z.array(changeNotice),
});
export type ProductDataContent = z.infer<typeof productDataContent>;

export const parameterOption = z.object({
  value: z.union([z.string(), z.boolean()]).describe('an enum token, or true/false'),
  label: z.string(),
  count: z.number().int().describe('published products having this value'),
});

/** An item of `GET /api/v1/product/parameters`. */
export const parameterFacet = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  type: parameterType,
  min: z.number().nullable().describe('smallest value among published products (numbers only)'),
  max: z.number().nullable().describe('largest value among published products (numbers only)'),
  options: z
    .array(parameterOption)
    .nullable()
    .describe('enum and boolean values with counts; null for numbers'),
});
export type ParameterFacet = z.infer<typeof parameterFacet>;

/** `GET /api/v1/product/compare`. */
export const compareAnswer = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      model: z.string(),
      status: productStatus,
      cover: z.string(),
    }),
  ),
  rows: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      unit: z.string(),
      values: z.array(z.string().nullable()).describe('each product’s display, in the order of ids'),
      same: z.boolean().describe('every value equal, nulls included'),
    }),
  ),
});
export type CompareAnswer = z.infer<typeof compareAnswer>;

/** The list query's product-data fields besides the dynamic `p.<key>` filters. */
export const productListDataQuery = z.object({
  status: z
    .string()
    .max(200)
    .optional()
    .describe('comma-separated statuses: preview, active, nrnd, lifebuy, obsolete'),
  sort: z
    .string()
    .max(60)
    .optional()
    .describe('p.<key> or -p.<key>: numeric order, products without it last'),
});

/* Back-office: the `product-parameters` resource. */

const labelText = z.object({ label: z.string().trim().min(1, 'required').max(100) });
const bothLangs = <T extends z.ZodType>(text: T) => z.object({ zh_CN: text, en_US: text });

export const parameterOptionDefinition = z.object({ value: enumToken, i18n: bothLangs(labelText) });
export type ParameterOptionDefinition = z.infer<typeof parameterOptionDefinition>;

const parameterDefinitionFields = {
  key: parameterKey,
  type: parameterType,
  unit: z
    .string()
    .trim()
    .max(20)
    .default('')
    .describe('canonical unit, e.g. V, A, Hz, g, °C; empty for none'),
  sort: sortKey,
  options: z
    .array(parameterOptionDefinition)
    .max(100)
    .default([])
    .describe('enum values; empty for other types'),
  i18n: bothLangs(labelText),
};

export const adminProductParameterInput = z
  .object(parameterDefinitionFields)
  .superRefine((definition, context) => {
    if (definition.type === 'enum' && definition.options.length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'required' });
    }
    if (definition.type !== 'enum' && definition.options.length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'invalidValue' });
    }
    const seen = new Set<string>();
    definition.options.forEach((option, index) => {
      if (seen.has(option.value)) {
        context.addIssue({ code: 'custom', path: ['options', index, 'value'], message: 'alreadyTaken' });
      }
      seen.add(option.value);
    });
  });
export type AdminProductParameterInput = z.input<typeof adminProductParameterInput>;

export const adminProductParameter = z.object({
  id: z.number().int(),
  createTime: adminRecordFields.createTime,
  updateTime: adminRecordFields.updateTime,
  ...parameterDefinitionFields,
  unit: z.string(),
  options: z.array(parameterOptionDefinition),
  categoryIds: z.array(z.number().int()).describe('categories listing this parameter'),
  productCount: z.number().int().describe('products holding a value for it'),
});
export type AdminProductParameter = z.infer<typeof adminProductParameter>;

export const PRODUCT_PARAMETER_SORT_FIELDS = ['sort', 'key', 'id', 'createTime', 'updateTime'] as const;
export const adminProductParameterListQuery = adminListQuery(PRODUCT_PARAMETER_SORT_FIELDS).extend({
  type: parameterType.optional(),
});
export type AdminProductParameterListQuery = z.output<typeof adminProductParameterListQuery>;

/* Back-office: what products and categories gain. */

/**
 * A product's value for one parameter as the back-office sends it: `value` for one number, an
 * enum token or a boolean; `min`/`max` for a range (either may be null: open on that side).
 */
export const adminParameterValueInput = z
  .object({
    key: parameterKey,
    value: parameterScalar.optional(),
    min: z.number().nullish(),
    max: z.number().nullish(),
  })
  .refine((entry) => entry.min == null || entry.max == null || entry.min <= entry.max, {
    path: ['max'],
    message: 'minAboveMax',
  });
export const adminParameterValue = z.object({
  key: z.string(),
  value: parameterScalar,
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type AdminParameterValue = z.infer<typeof adminParameterValue>;

function noRepeats<T>(items: T[], identity: (item: T) => unknown, field: string, context: z.RefinementCtx) {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    const id = identity(item);
    if (seen.has(id)) context.addIssue({ code: 'custom', path: [index, field], message: 'alreadyTaken' });
    seen.add(id);
  });
}

/** Fields `adminProductInput` gains; absent ones take these defaults. */
export const adminProductDataInput = {
  status: productStatus.default('active'),
  ...lifecycleDates,
  replacementIds: z
    .array(recordId)
    .max(20)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'alreadyTaken'),
  parameterValues: z
    .array(adminParameterValueInput)
    .max(200)
    .default([])
    .superRefine((values, context) => noRepeats(values, (entry) => entry.key, 'key', context)),
  parts: z
    .array(productPart)
    .max(200)
    .default([])
    .superRefine((parts, context) =>
      noRepeats(parts, (part) => part.partNumber.toUpperCase(), 'partNumber', context),
    ),
};

/** Fields `adminProduct` gains. */
export const adminProductDataOutput = {
  status: productStatus,
  ...lifecycleDates,
  replacementIds: z.array(z.number().int()),
  parameterValues: z.array(adminParameterValue),
  parts: z.array(productPart),
};

/** Field `adminProductCategoryInput` gains: the category's parameters, in display order. */
export const adminCategoryParameterKeys = z
  .array(parameterKey)
  .max(100)
  .default([])
  .refine((keys) => new Set(keys).size === keys.length, 'alreadyTaken');

/**
 * What the product list takes besides paging, category and keyword, as the site hands it to the
 * server's `ProductService.list` and `categoryOptions`: `filters` by parameter key (without the
 * `p.` of the query names) in the query syntax, `status` values, `sort` as `p.<key>` or `-p.<key>`.
 * Anything unreadable is a 400 `VALIDATION_ERROR` naming the query field.
 */
export interface ProductDataFilter {
  keyword?: string;
  filters?: Record<string, string>;
  status?: string[];
  sort?: string;
}
