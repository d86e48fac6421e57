import type { Kysely } from 'kysely';

/*
 * Package sizes move from metres to millimetres, the unit every datasheet gives them in (a
 * filter box read "2m" as 2 mm), and the public data each product text keeps (`facts`) is brought
 * to the displays of the day: millimetres, a real minus sign (U+2212) in negative figures, and
 * an accuracy's single figure with its ± ("±2 %RH"). Written without application code, as the
 * repository formatted them when this migration was written; `down` turns millimetres back into
 * metres and leaves the displays as they are.
 */

const FACTOR = 1000;
const MINUS = '\u2212';

type Scale = (n: number) => number;
const toMillimetres: Scale = (n) => Number((n * FACTOR).toPrecision(12));
const toMetres: Scale = (n) => Number((n / FACTOR).toPrecision(12));

interface FactsParameter {
  key: string;
  unit: string;
  value: unknown;
  min: number | null;
  max: number | null;
  display: string;
}

const scaled = (value: unknown, scale: Scale) => (typeof value === 'number' ? scale(value) : value);

/** A millimetre figure as the displays write it: no prefix, at most six significant digits. */
function millimetreDisplay(parameter: FactsParameter): string {
  const mm = (n: number) => `${Number(n.toPrecision(6))} mm`;
  const { value, min, max } = parameter;
  if (typeof value === 'number') return mm(value);
  if (min !== null && max !== null) {
    if (min === max) return mm(min);
    if (min === -max && max > 0) return `±${mm(max)}`;
    return `${mm(min)} – ${mm(max)}`;
  }
  if (min !== null) return `≥ ${mm(min)}`;
  if (max !== null) return `≤ ${mm(max)}`;
  return '';
}

function isNumeric(parameter: FactsParameter): boolean {
  return [parameter.value, parameter.min, parameter.max].some((figure) => typeof figure === 'number');
}

function updatedFacts(text: string, packageKeys: ReadonlySet<string>): string {
  const facts = JSON.parse(text) as { parameters?: FactsParameter[] };
  for (const parameter of facts.parameters ?? []) {
    if (packageKeys.has(parameter.key)) {
      parameter.unit = 'mm';
      parameter.value = scaled(parameter.value, toMillimetres);
      parameter.min = scaled(parameter.min, toMillimetres) as number | null;
      parameter.max = scaled(parameter.max, toMillimetres) as number | null;
      parameter.display = millimetreDisplay(parameter);
      continue;
    }
    if (!isNumeric(parameter)) continue;
    parameter.display = parameter.display.replace(/(^|[\s≥≤±])-(?=\d)/g, `$1${MINUS}`);
    const tolerance = /(accuracy|tolerance)$/i.test(parameter.key);
    if (
      tolerance &&
      typeof parameter.value === 'number' &&
      parameter.value > 0 &&
      !parameter.display.startsWith('±')
    ) {
      parameter.display = `±${parameter.display}`;
    }
  }
  return JSON.stringify(facts);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
async function rescale(db: Kysely<any>, from: string, to: string, scale: Scale): Promise<Set<string>> {
  const parameters: Array<{ id: number; key: string }> = await db
    .selectFrom('product_parameters')
    .select(['id', 'key'])
    .where('unit', '=', from)
    .where('key', 'in', ['packageLength', 'packageWidth', 'packageHeight'])
    .execute();
  if (parameters.length === 0) return new Set();
  const ids = parameters.map((parameter) => parameter.id);
  await db.updateTable('product_parameters').set({ unit: to }).where('id', 'in', ids).execute();
  const values: Array<{
    product_id: number;
    parameter_id: number;
    num_min: number | null;
    num_max: number | null;
  }> = await db
    .selectFrom('product_parameter_values')
    .select(['product_id', 'parameter_id', 'num_min', 'num_max'])
    .where('parameter_id', 'in', ids)
    .execute();
  for (const row of values) {
    await db
      .updateTable('product_parameter_values')
      .set({
        num_min: row.num_min === null ? null : scale(Number(row.num_min)),
        num_max: row.num_max === null ? null : scale(Number(row.num_max)),
      })
      .where('product_id', '=', row.product_id)
      .where('parameter_id', '=', row.parameter_id)
      .execute();
  }
  // The working copies: a restored version must not bring metres back.
  const keys = new Set(parameters.map((parameter) => parameter.key));
  const versions: Array<{ id: number; snapshot: string }> = await db
    .selectFrom('content_versions')
    .select(['id', 'snapshot'])
    .where('resource', '=', 'products')
    .execute();
  for (const version of versions) {
    const snapshot = JSON.parse(version.snapshot) as {
      parameterValues?: Array<{ key: string; value: unknown; min: unknown; max: unknown }>;
    };
    const changed = (snapshot.parameterValues ?? []).filter((entry) => keys.has(entry.key));
    if (changed.length === 0) continue;
    for (const entry of changed) {
      entry.value = scaled(entry.value, scale);
      entry.min = scaled(entry.min, scale);
      entry.max = scaled(entry.max, scale);
    }
    await db
      .updateTable('content_versions')
      .set({ snapshot: JSON.stringify(snapshot) })
      .where('id', '=', version.id)
      .execute();
  }
  return keys;
}

/** Metres again for `down`: the figures and unit of the package sizes, their displays kept. */
function factsInMetres(text: string, packageKeys: ReadonlySet<string>): string {
  const facts = JSON.parse(text) as { parameters?: FactsParameter[] };
  for (const parameter of facts.parameters ?? []) {
    if (!packageKeys.has(parameter.key)) continue;
    parameter.unit = 'm';
    parameter.value = scaled(parameter.value, toMetres);
    parameter.min = scaled(parameter.min, toMetres) as number | null;
    parameter.max = scaled(parameter.max, toMetres) as number | null;
  }
  return JSON.stringify(facts);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
async function rewriteFacts(db: Kysely<any>, rewrite: (facts: string) => string): Promise<void> {
  const texts: Array<{ product_id: number; lang: string; facts: string }> = await db
    .selectFrom('product_i18n')
    .select(['product_id', 'lang', 'facts'])
    .execute();
  for (const text of texts) {
    const facts = rewrite(text.facts);
    if (facts === text.facts) continue;
    await db
      .updateTable('product_i18n')
      .set({ facts })
      .where('product_id', '=', text.product_id)
      .where('lang', '=', text.lang)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const packageKeys = await rescale(db, 'm', 'mm', toMillimetres);
  await rewriteFacts(db, (facts) => updatedFacts(facts, packageKeys));
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  const packageKeys = await rescale(db, 'mm', 'm', toMetres);
  if (packageKeys.size) await rewriteFacts(db, (facts) => factsInMetres(facts, packageKeys));
}
