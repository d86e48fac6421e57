import type { Lang } from '@coresense/shared/lang';
import { App, type FormInstance } from 'antd';
import { ApiError } from '../lib/api-client.ts';
import { filledLangs, type I18n, langOfField } from '../lib/bilingual.ts';
import { applyServerErrors } from '../lib/form-errors.ts';
import { t } from '../locales/index.ts';

/**
 * The save of a bilingual editor: refuses a record without any language, and on a 400 marks
 * the fields the server named, shows the tab of the first one and lists the rest elsewhere.
 */
export function useBilingualSubmit<TValues extends { i18n?: I18n<unknown> }, TResult>({
  form,
  save,
  onLangError,
  mapField,
  savedMessage = () => t('common.saved'),
}: {
  form: FormInstance;
  save: (values: TValues) => Promise<TResult>;
  onLangError?: (lang: Lang) => void;
  /** The form path of a field the server names, where it differs from the name (see `applyServerErrors`). */
  mapField?: (field: string) => (string | number)[];
  /** What a successful save says (a draft says the site is unchanged). */
  savedMessage?: () => string;
}) {
  const { message } = App.useApp();
  return async (values: TValues): Promise<TResult | undefined> => {
    if (filledLangs(values.i18n).length === 0) {
      message.error(t('bilingual.noLanguage'));
      return undefined;
    }
    try {
      const result = await save(values);
      message.success(savedMessage());
      return result;
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors.map((entry) => entry.field) : [];
      const lang = fields.map(langOfField).find((found) => found !== undefined);
      if (lang) onLangError?.(lang);
      applyServerErrors(form, error, mapField, (field) => {
        const fieldLang = langOfField(field);
        return fieldLang === undefined || fieldLang === lang;
      });
      return undefined;
    }
  };
}
