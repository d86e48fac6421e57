import type { MessageKey } from '../../locales/index.ts';
import { t } from '../../locales/index.ts';

/** The fields versions name most, with their labels; others are shown in words from their name. */
const FIELD_LABELS: Record<string, MessageKey> = {
  title: 'history.field.title',
  name: 'history.field.name',
  summary: 'history.field.summary',
  content: 'history.field.content',
  description: 'history.field.description',
  enabled: 'history.field.enabled',
  sort: 'history.field.sort',
  publishTime: 'history.field.publishTime',
  type: 'history.field.type',
  coverImg: 'history.field.image',
  cover: 'history.field.image',
  startDate: 'history.field.startDate',
  endDate: 'history.field.endDate',
  booth: 'history.field.booth',
  image: 'history.field.image',
  imageUrl: 'history.field.image',
  img: 'history.field.image',
  files: 'history.field.files',
  address: 'history.field.address',
  company: 'history.field.company',
};

/** A field's label: a known one in the interface language, else its name in words (`seoTitle` → "seo title"). */
export function fieldLabel(field: string): string {
  const key = FIELD_LABELS[field];
  if (key) return t(key);
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}
