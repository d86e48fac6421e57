import { ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { AdvantagesBlock } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { ImageInput } from '../../../components/upload-inputs.tsx';
import { t } from '../../../locales/index.ts';
import { type BlockCodec, BlockEditor } from '../components/block-editor.tsx';
import { CardList } from '../components/list-card-fields.tsx';

const codec: BlockCodec<'advantages', AdvantagesBlock> = {
  toForm: (data) => ({ list: data.list ?? [] }),
  fromForm: (values) => ({ list: values.list ?? [] }),
};

/** The `advantages` block (contract §2): the full list, which the home page falls back to. */
export default function AdvantagesBlockPage() {
  return (
    <BlockEditor
      type="advantages"
      codec={codec}
      sitePath="/index"
      intro={t('blocks.advantages.intro')}
      renderLang={(lang) => <AdvantageFields lang={lang} />}
    />
  );
}

function AdvantageFields({ lang }: { lang: Lang }) {
  return (
    <CardList
      name={['i18n', lang, 'list']}
      label={t('menu.pages.advantages')}
      max={30}
      newItem={() => ({ title: '', description: '', icon: '' })}
    >
      <ProFormText name="title" label={t('blocks.advantages.title')} width="md" rules={[{ max: 200 }]} />
      <ProFormTextArea
        name="description"
        label={t('common.description')}
        rules={[{ max: 1000 }]}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 4 } }}
      />
      <ProForm.Item name="icon" label={t('blocks.advantages.icon')}>
        <ImageInput />
      </ProForm.Item>
    </CardList>
  );
}
