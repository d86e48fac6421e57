import { ProForm } from '@ant-design/pro-components';
import type { Lang } from '@coresense/shared/lang';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { DATE_FORMAT } from '../../../lib/dates.ts';
import { t } from '../../../locales/index.ts';
import { type BlockCodec, BlockEditor } from '../components/block-editor.tsx';

interface PrivacyForm {
  updated: Dayjs | null;
  content: string;
}

const codec: BlockCodec<'privacy', PrivacyForm> = {
  toForm: (data) => ({ updated: data.updated ? dayjs(data.updated) : null, content: data.content ?? '' }),
  fromForm: (values, saved) => ({
    ...saved,
    updated: (values.updated ?? dayjs()).format('YYYY-MM-DD'),
    content: values.content ?? '',
  }),
};

/** The privacy policy: its text, edited, versioned and published per language like any page block. */
export default function PrivacyBlockPage() {
  return (
    <BlockEditor
      type="privacy"
      codec={codec}
      sitePath="/privacy"
      intro={t('blocks.privacy.intro')}
      renderLang={(lang) => <PrivacyFields lang={lang} />}
    />
  );
}

function PrivacyFields({ lang }: { lang: Lang }) {
  const field = (name: keyof PrivacyForm) => ['i18n', lang, name];
  return (
    <>
      <ProForm.Item
        name={field('updated')}
        label={t('blocks.privacy.updated')}
        tooltip={t('blocks.privacy.updated.hint')}
      >
        <DatePicker format={DATE_FORMAT} allowClear={false} />
      </ProForm.Item>
      <ProForm.Item name={field('content')} label={t('blocks.privacy.content')}>
        <RichTextEditor />
      </ProForm.Item>
    </>
  );
}
