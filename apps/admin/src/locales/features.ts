import type { UiLocale } from '@coresense/shared/ui-locale';
import applications from '../features/applications/messages.ts';
import comments from '../features/comments/messages.ts';
import documents from '../features/documents/messages.ts';
import investor from '../features/investor/messages.ts';
import news from '../features/news/messages.ts';
import productCategories from '../features/product-categories/messages.ts';
import products from '../features/products/messages.ts';
import recruit from '../features/recruit/messages.ts';
import type { FeatureMessages, Translation } from './feature-messages.ts';

/**
 * The content types whose texts live beside them (`features/<feature>/messages.ts`), by their API
 * resource, with the prefix of their keys: a field `f` of the resource is labelled by the key
 * `<prefix>.<f>` where the feature has one (lib/field-labels.ts).
 */
export const CONTENT_FEATURES = {
  applications: { prefix: 'applications', messages: applications },
  comments: { prefix: 'comments', messages: comments },
  documents: { prefix: 'documents', messages: documents },
  investor: { prefix: 'investor', messages: investor },
  news: { prefix: 'news', messages: news },
  'product-categories': { prefix: 'categories', messages: productCategories },
  products: { prefix: 'products', messages: products },
  recruit: { prefix: 'recruit', messages: recruit },
} as const;

type KeyOf<Messages> = Messages extends FeatureMessages<infer Key> ? Key : never;
export type FeatureKey = KeyOf<(typeof CONTENT_FEATURES)[keyof typeof CONTENT_FEATURES]['messages']>;

/** Every feature's texts in `locale`, in one object; a key belongs to one feature. */
export function featureTexts(locale: UiLocale): Translation<FeatureKey> {
  const features = Object.values(CONTENT_FEATURES).map(({ messages }) => messages);
  return Object.assign({}, ...features.map((messages) => messages[locale]));
}
