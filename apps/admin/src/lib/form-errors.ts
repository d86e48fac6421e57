import type { FormInstance } from 'antd';
import { ApiError } from './api-client.ts';

/** `i18n.en_US.specs.0.name` → `['i18n', 'en_US', 'specs', 0, 'name']`. */
export function fieldPath(field: string, prefix: (string | number)[] = []): (string | number)[] {
  return [...prefix, ...field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))];
}

/**
 * Marks the fields a 400 names on the form; `mapField` renames server paths to form paths.
 * Answers the fields it marked.
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  mapField: (field: string) => (string | number)[] = (field) => fieldPath(field),
): string[] {
  if (!(error instanceof ApiError) || error.errors.length === 0) return [];
  form.setFields(error.errors.map((entry) => ({ name: mapField(entry.field), errors: [entry.message] })));
  return error.errors.map((entry) => entry.field);
}
