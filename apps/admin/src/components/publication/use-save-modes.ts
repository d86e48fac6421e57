import type { Lang } from '@coresense/shared/lang';
import type { FormInstance } from 'antd';
import { useRef } from 'react';
import { filledLangs, type I18n } from '../../lib/bilingual.ts';
import { t } from '../../locales/index.ts';

/**
 * The two saves of a bilingual editor (contract §10): "Save draft" publishes nothing, "Save and
 * publish" every written language; and the draft save the publication panel runs first, so that
 * what it publishes or previews is what the editor shows.
 */
export function useSaveModes<TValues extends { i18n?: I18n<unknown> }>(
  form: FormInstance<TValues>,
  unsaved: { isDirty: () => boolean; markClean: () => void },
) {
  // Which of the two buttons submitted the form.
  const publishing = useRef(true);
  return {
    /** The languages the running save publishes. */
    publishFor: (i18n: I18n<unknown> | undefined): Lang[] => (publishing.current ? filledLangs(i18n) : []),
    isPublishing: () => publishing.current,
    /** What the running save says once it succeeded. */
    savedMessage: () => t(publishing.current ? 'common.saved' : 'publication.draftSaved'),
    submitAs(publish: boolean) {
      publishing.current = publish;
      form.submit();
    },
    /** Saves the unsaved edits as a draft through `submit`; false when they could not be saved. */
    async saveEdits(submit: (values: TValues) => Promise<unknown>): Promise<boolean> {
      if (!unsaved.isDirty()) return true;
      try {
        await form.validateFields();
      } catch {
        return false;
      }
      publishing.current = false;
      if ((await submit(form.getFieldsValue(true) as TValues)) === undefined) return false;
      unsaved.markClean();
      return true;
    },
  };
}
