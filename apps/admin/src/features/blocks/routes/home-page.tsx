import { ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { HomeBlock } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { ImageInput } from '../../../components/upload-inputs.tsx';
import { t } from '../../../locales/index.ts';
import { type BlockCodec, BlockEditor } from '../components/block-editor.tsx';
import { CardList } from '../components/list-card-fields.tsx';

type HomeForm = Pick<HomeBlock, 'banners' | 'advantages'>;

/** Highlighted products and applications are kept as they are: this page edits the banners and advantages. */
const codec: BlockCodec<'home', HomeForm> = {
  toForm: (data) => ({ banners: data.banners ?? [], advantages: data.advantages ?? [] }),
  fromForm: (values, saved) => ({
    ...saved,
    banners: values.banners ?? [],
    advantages: values.advantages ?? [],
  }),
};

export default function HomeBlockPage() {
  return (
    <BlockEditor
      type="home"
      codec={codec}
      sitePath="/index"
      intro={t('blocks.home.intro')}
      renderLang={(lang) => <HomeFields lang={lang} />}
    />
  );
}

function HomeFields({ lang }: { lang: Lang }) {
  return (
    <>
      <CardList
        name={['i18n', lang, 'banners']}
        label={t('blocks.home.banners')}
        max={10}
        newItem={() => ({ title: '', subtitle: '', image: '', link: '' })}
      >
        <ProForm.Group>
          <ProFormText name="title" label={t('blocks.home.bannerTitle')} width="md" rules={[{ max: 200 }]} />
          <ProFormText
            name="link"
            label={t('blocks.home.bannerLink')}
            width="md"
            tooltip={t('blocks.home.bannerLink.hint')}
            rules={[{ max: 500 }]}
          />
        </ProForm.Group>
        <ProFormTextArea
          name="subtitle"
          label={t('blocks.home.bannerSubtitle')}
          rules={[{ max: 500 }]}
          fieldProps={{ autoSize: { minRows: 1, maxRows: 3 } }}
        />
        <ProForm.Item
          name="image"
          label={t('blocks.home.bannerImage')}
          tooltip={t('blocks.home.bannerImage.hint')}
        >
          <ImageInput />
        </ProForm.Item>
      </CardList>
      <CardList
        name={['i18n', lang, 'advantages']}
        label={t('blocks.home.advantages')}
        max={12}
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
    </>
  );
}
