import { ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { HomeBlock } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { ImageInput } from '../../../components/upload-inputs.tsx';
import { t } from '../../../locales/index.ts';
import { usePublishedApplications, usePublishedProducts } from '../api/get-published-options.ts';
import { type BlockCodec, BlockEditor } from '../components/block-editor.tsx';
import { HighlightPicker } from '../components/highlight-picker.tsx';
import { CardList } from '../components/list-card-fields.tsx';

/** As many as the public home page shows. */
const HIGHLIGHTED_PRODUCTS = 6;
const HIGHLIGHTED_APPLICATIONS = 4;

type HomeForm = Required<HomeBlock>;

/** The advantages are the Advantages page's list: the home page shows that one. */
const codec: BlockCodec<'home', HomeForm> = {
  toForm: (data) => ({
    banners: data.banners ?? [],
    highlightProductIds: data.highlightProductIds ?? [],
    highlightApplicationIds: data.highlightApplicationIds ?? [],
  }),
  fromForm: (values) => ({
    banners: values.banners ?? [],
    highlightProductIds: values.highlightProductIds ?? [],
    highlightApplicationIds: values.highlightApplicationIds ?? [],
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
  const products = usePublishedProducts(lang);
  const applications = usePublishedApplications(lang);
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
      <ProForm.Item
        name={['i18n', lang, 'highlightProductIds']}
        label={t('blocks.home.highlightProducts')}
        tooltip={t('blocks.home.highlightProducts.hint')}
      >
        <HighlightPicker
          options={products.data ?? []}
          loading={products.isPending}
          max={HIGHLIGHTED_PRODUCTS}
          testId={`highlight-products-${lang}`}
        />
      </ProForm.Item>
      <ProForm.Item
        name={['i18n', lang, 'highlightApplicationIds']}
        label={t('blocks.home.highlightApplications')}
        tooltip={t('blocks.home.highlightApplications.hint')}
      >
        <HighlightPicker
          options={applications.data ?? []}
          loading={applications.isPending}
          max={HIGHLIGHTED_APPLICATIONS}
          testId={`highlight-applications-${lang}`}
        />
      </ProForm.Item>
    </>
  );
}
