import type { UiLocale } from '@coresense/shared/ui-locale';

/** The texts of one feature in one language, by key. */
export type Translation<Key extends string> = { [K in Key]: string };

/** A content feature's back-office texts in every interface language. */
export type FeatureMessages<Key extends string> = Record<UiLocale, Translation<Key>>;

/**
 * A content feature's texts, kept beside it in `features/<feature>/messages.ts` so that a content
 * type's menu entry, authority, titles and labels are written in one file. The Chinese texts name
 * the keys; the type check then reports a translation that lacks one of them, or has a key of its
 * own, on that language's line ("Property 'comments.avatar' is missing…").
 */
export function featureMessages<const Key extends string>(
  messages: { 'zh-CN': Translation<Key> } & Record<Exclude<UiLocale, 'zh-CN'>, Translation<NoInfer<Key>>>,
): FeatureMessages<Key> {
  return messages;
}
