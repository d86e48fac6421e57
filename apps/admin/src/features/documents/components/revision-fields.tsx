import { ProForm, ProFormDatePicker, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { AdminRevisionInput, FileRef } from '@coresense/shared';
import { revisionNote } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import dayjs, { type Dayjs } from 'dayjs';
import { FileInput } from '../../../components/upload-inputs.tsx';
import { EDIT_LANGS, LANG_LABELS } from '../../../lib/bilingual.ts';
import { t } from '../../../locales/index.ts';

/** A revision as the form holds it: the file as its reference (shown by name), the date as picked. */
export interface RevisionValues {
  revision: string;
  date: string | Dayjs;
  file?: FileRef | null;
  i18n?: Partial<Record<Lang, { changes?: string }>>;
}

const MAX_CHANGES = revisionNote.shape.changes.maxLength ?? 4000;

/** The API's revision body: both change notes are sent, an empty one as empty. */
export function revisionInput(values: Partial<RevisionValues>): AdminRevisionInput {
  return {
    revision: values.revision?.trim() ?? '',
    date: dayjs(values.date).format('YYYY-MM-DD'),
    fileId: values.file?.id ?? 0,
    i18n: Object.fromEntries(
      EDIT_LANGS.map((lang) => [lang, { changes: values.i18n?.[lang]?.changes ?? '' }]),
    ),
  };
}

/** The form path of a revision field the server names (`fileId` is the file input). */
export const revisionFieldPath = (field: string, prefix: string[] = []) =>
  [...prefix, ...(field === 'fileId' ? ['file'] : field.split('.'))] as string[];

/**
 * A revision's fields: its short name, date, file and change note in both languages, under
 * `prefix` (a new document's first revision is `revision.*`, the dialog's the form's own).
 */
export function RevisionFields({ prefix = [] }: { prefix?: string[] }) {
  const name = (...path: string[]) => [...prefix, ...path];
  return (
    <>
      <ProForm.Group>
        <ProFormText
          name={name('revision')}
          label={t('documents.revision')}
          tooltip={t('documents.revision.hint')}
          width="xs"
          rules={[{ required: true, whitespace: true }, { max: 20 }]}
        />
        <ProFormDatePicker
          name={name('date')}
          label={t('documents.date')}
          width="sm"
          // A revision is most often released the day it is uploaded.
          initialValue={dayjs().format('YYYY-MM-DD')}
          rules={[{ required: true }]}
        />
      </ProForm.Group>
      <ProForm.Item name={name('file')} label={t('documents.file')} rules={[{ required: true }]}>
        <FileInput />
      </ProForm.Item>
      {EDIT_LANGS.map((lang) => (
        <ProFormTextArea
          key={lang}
          name={name('i18n', lang, 'changes')}
          label={t('documents.changesIn', { lang: LANG_LABELS[lang] })}
          rules={[{ max: MAX_CHANGES }]}
          fieldProps={{ autoSize: { minRows: 2, maxRows: 5 } }}
        />
      ))}
    </>
  );
}
