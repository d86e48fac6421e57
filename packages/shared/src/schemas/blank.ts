import { z } from 'zod';

/**
 * The blank value of a schema: '' for a text, [] for a list, false, 0, null where allowed, a
 * default where the schema has one, and an object of its fields' blanks. A new form, a fixture
 * or demo content starts from it, so a field added to a text schema needs no edit there. It is a
 * starting point, not a valid record: a required text is blank too.
 */
export function blankOf<Schema extends z.ZodType>(schema: Schema): z.output<Schema> {
  return blank(schema) as z.output<Schema>;
}

function blank(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodDefault) return schema.def.defaultValue;
  if (schema instanceof z.ZodNullable) return null;
  if (schema instanceof z.ZodOptional) return undefined;
  if (schema instanceof z.ZodObject) {
    const fields: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const value = blank(field);
      if (value !== undefined) fields[name] = value;
    }
    return fields;
  }
  if (schema instanceof z.ZodString) return '';
  if (schema instanceof z.ZodArray) return [];
  if (schema instanceof z.ZodBoolean) return false;
  if (schema instanceof z.ZodNumber) return 0;
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodPipe) return blank(schema.in as z.ZodType);
  throw new Error(`blankOf: no blank for a ${schema.def.type}`);
}
