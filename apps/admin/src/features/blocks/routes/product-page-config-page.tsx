import { ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { ProductPageBlock } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { ImageInput } from '../../../components/upload-inputs.tsx';
import { t } from '../../../locales/index.ts';
import { type BlockCodec, BlockEditor } from '../components/block-editor.tsx';

const codec: BlockCodec<'productPage', ProductPageBlock> = {
  toForm: (data) => ({ title: '', subtitle: '', banner: '', description: '', ...data }),
  fromForm: (values) => values,
};

/** The heading of the product list page (`/api/v1/product/page/config`). */
export default function ProductPageConfigPage() {
  return (
    <BlockEditor
      type="productPage"
      codec={codec}
      sitePath="/product"
      intro={t('blocks.productPage.intro')}
      renderLang={(lang) => <ProductPageFields lang={lang} />}
    />
  );
}

function ProductPageFields({ lang }: { lang: Lang }) {
  const field = (name: keyof ProductPageBlock) => ['i18n', lang, name];
  return (
    <>
      <ProFormText name={field('title')} label={t('content.title')} rules={[{ max: 200 }]} />
      <ProFormText name={field('subtitle')} label={t('blocks.subtitle')} rules={[{ max: 500 }]} />
      <ProForm.Item name={field('banner')} label={t('blocks.banner')}>
        <ImageInput />
      </ProForm.Item>
      <ProFormTextArea
        name={field('description')}
        label={t('common.description')}
        rules={[{ max: 2000 }]}
        fieldProps={{ autoSize: { minRows: 3, maxRows: 8 } }}
      />
    </>
  );
}
