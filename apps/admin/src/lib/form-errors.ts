import type { FieldError } from '@coresense/shared';
import { type FormInstance, notification } from 'antd';
import { createElement } from 'react';
import { type MessageKey, t } from '../locales/index.ts';
import { ApiError } from './api-client.ts';

/** `i18n.en_US.specs.0.name` → `['i18n', 'en_US', 'specs', 0, 'name']`. */
export function fieldPath(field: string, prefix: (string | number)[] = []): (string | number)[] {
  return [...prefix, ...field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))];
}

const LANG_NAMES: Record<string, MessageKey> = { zh_CN: 'form.lang.zh_CN', en_US: 'form.lang.en_US' };
/** Where a field's label may live, most specific first; the field's own name when none does. */
const LABEL_AREAS = ['field', 'content', 'news', 'common'];

function labelOf(part: string): string {
  if (/^\d+$/.test(part)) return `#${Number(part) + 1}`;
  if (LANG_NAMES[part]) return t(LANG_NAMES[part]);
  for (const area of LABEL_AREAS) {
    const key = `${area}.${part}` as MessageKey;
    const label = t(key);
    if (label !== key) return label;
  }
  return part;
}

/** `i18n.en_US.address` → `English · Address`: what a person calls the field. */
export function readableField(field: string): string {
  return field
    .split('.')
    .filter((part) => part !== 'i18n' && part !== 'data')
    .map(labelOf)
    .join(' · ');
}

/** The errors no one can see on the form, listed in one notification so none goes unnoticed. */
function summarize(errors: FieldError[]) {
  notification.error({
    key: 'form-errors',
    message: t('form.errorsElsewhere'),
    description: createElement(
      'ul',
      { className: 'form-error-summary', style: { margin: 0, paddingInlineStart: 18 } },
      errors.map((entry) =>
        createElement('li', { key: entry.field }, `${readableField(entry.field)}: ${entry.message}`),
      ),
    ),
  });
}

/**
 * Marks the fields a 400 names on the form; `mapField` renames server paths to form paths.
 * A field the form does not show (not rendered, or `shown` says it is out of sight, such as
 * the other language's tab) is listed in a notification instead. Answers the fields named.
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  mapField: (field: string) => (string | number)[] = (field) => fieldPath(field),
  shown: (field: string) => boolean = () => true,
): string[] {
  if (!(error instanceof ApiError) || error.errors.length === 0) return [];
  const named = error.errors.map((entry) => ({ ...entry, name: mapField(entry.field) }));
  form.setFields(named.map((entry) => ({ name: entry.name, errors: [entry.message] })));
  // A name the form has no field for keeps no error: that is how an unrendered field shows.
  const unseen = named.filter((entry) => form.getFieldError(entry.name).length === 0 || !shown(entry.field));
  if (unseen.length > 0) summarize(unseen);
  error.shownOnForm = true;
  return error.errors.map((entry) => entry.field);
}
