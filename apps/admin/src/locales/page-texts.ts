import { formatMessage } from '@coresense/shared/i18n/format';
import type { FeatureMessages } from './feature-messages.ts';
import { currentLocale } from './index.ts';

/**
 * The translator of texts that one page alone shows, kept in that page's lazy chunk rather than
 * in the dictionary of the first chunk, whose every byte the sign-in page pays for (its budget
 * in tests/e2e/shell.test.ts). The menu entry and the labels other screens share stay in the
 * dictionary.
 */
export function pageTexts<Key extends string>(messages: FeatureMessages<Key>) {
  const texts = messages[currentLocale];
  return (key: Key, values?: Record<string, string | number>): string =>
    formatMessage(texts[key] || messages['zh-CN'][key] || key, values);
}
