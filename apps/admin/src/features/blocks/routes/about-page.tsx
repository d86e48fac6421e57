import { ProForm, ProFormText } from '@ant-design/pro-components';
import { type AboutBlock, yearMonth } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { EditableRows, type Keyed, withoutRowKeys, withRowKeys } from '../../../components/editable-rows.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { ImageInput } from '../../../components/upload-inputs.tsx';
import { t } from '../../../locales/index.ts';
import { type BlockCodec, BlockEditor } from '../components/block-editor.tsx';

type HistoryRow = AboutBlock['history'][number] & Keyed;
type SubsidiaryRow = AboutBlock['subsidiaries'][number] & Keyed;
interface AboutForm {
  title: string;
  introduction: string;
  image: string;
  history: HistoryRow[];
  subsidiaries: SubsidiaryRow[];
}

const codec: BlockCodec<'about', AboutForm> = {
  toForm: (data) => ({
    title: data.title ?? '',
    introduction: data.introduction ?? '',
    image: data.image ?? '',
    history: withRowKeys(data.history),
    subsidiaries: withRowKeys(data.subsidiaries),
  }),
  fromForm: (values, saved) => ({
    ...saved,
    title: values.title,
    introduction: values.introduction ?? '',
    image: values.image,
    history: withoutRowKeys(values.history),
    subsidiaries: withoutRowKeys(values.subsidiaries),
  }),
};

/** About us: the introduction, the development history (shown newest first) and the subsidiaries. */
export default function AboutBlockPage() {
  return (
    <BlockEditor
      type="about"
      codec={codec}
      sitePath="/about-us"
      intro={t('blocks.about.intro')}
      renderLang={(lang) => <AboutFields lang={lang} />}
    />
  );
}

function AboutFields({ lang }: { lang: Lang }) {
  const field = (name: keyof AboutForm) => ['i18n', lang, name];
  return (
    <>
      <ProFormText name={field('title')} label={t('content.title')} rules={[{ max: 200 }]} />
      <ProForm.Item name={field('introduction')} label={t('blocks.about.introduction')}>
        <RichTextEditor />
      </ProForm.Item>
      <ProForm.Item name={field('image')} label={t('blocks.about.image')}>
        <ImageInput />
      </ProForm.Item>
      <ProForm.Item label={t('blocks.about.history')} tooltip={t('blocks.about.history.hint')}>
        <EditableRows<HistoryRow>
          name={field('history')}
          newRow={() => ({ time: '', title: '', description: '' })}
          columns={[
            {
              title: t('blocks.about.time'),
              dataIndex: 'time',
              width: 130,
              formItemProps: {
                rules: [
                  { required: true, message: t('validation.required') },
                  // The server's own rule (a real month), so the form refuses what the server would.
                  {
                    validator: async (_rule: unknown, value: unknown) => {
                      if (value && !yearMonth.safeParse(value).success) {
                        throw new Error(t('blocks.about.time.format'));
                      }
                    },
                  },
                ],
              },
              fieldProps: { placeholder: '2024-05' },
            },
            { title: t('content.title'), dataIndex: 'title', width: '30%' },
            {
              title: t('common.description'),
              dataIndex: 'description',
              valueType: 'textarea',
              fieldProps: { autoSize: { minRows: 1, maxRows: 4 } },
            },
          ]}
        />
      </ProForm.Item>
      <ProForm.Item label={t('blocks.about.subsidiaries')}>
        <EditableRows<SubsidiaryRow>
          name={field('subsidiaries')}
          newRow={() => ({ name: '', city: '', address: '', phone: '' })}
          columns={[
            { title: t('common.name'), dataIndex: 'name', width: '28%' },
            { title: t('blocks.city'), dataIndex: 'city', width: 110 },
            { title: t('news.address'), dataIndex: 'address' },
            { title: t('blocks.phone'), dataIndex: 'phone', width: 170 },
          ]}
        />
      </ProForm.Item>
    </>
  );
}
