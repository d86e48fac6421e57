import type { MessageKey } from '../../locales/index.ts';
import { t } from '../../locales/index.ts';

/** The fields versions name most, with their labels; others are shown in words from their name. */
const FIELD_LABELS: Record<string, MessageKey> = {
  title: 'content.title',
  name: 'common.name',
  summary: 'content.summary',
  content: 'content.body',
  description: 'common.description',
  enabled: 'visibility.column',
  sort: 'common.sort',
  publishTime: 'news.publishTime',
  type: 'history.field.type',
  cover: 'content.cover',
  coverImg: 'content.cover',
  image: 'history.field.image',
  imageUrl: 'history.field.image',
  img: 'history.field.image',
  files: 'history.field.files',
  startDate: 'news.startDate',
  endDate: 'news.endDate',
  address: 'news.address',
  booth: 'news.booth',
  company: 'comments.company',
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
