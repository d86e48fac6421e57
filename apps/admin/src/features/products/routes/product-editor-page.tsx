import { FooterToolbar, PageContainer, ProCard, ProForm } from '@ant-design/pro-components';
import type { Lang } from '@coresense/shared/lang';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Grid, Space } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type ParameterDefinition, useParameterDefinitions } from '../../../api/get-parameter-definitions.ts';
import { PageLoading } from '../../../app/pages/page-loading.tsx';
import { BilingualTabs } from '../../../components/bilingual-tabs.tsx';
import { PublicationPanel } from '../../../components/publication/publication-panel.tsx';
import { useSaveModes } from '../../../components/publication/use-save-modes.ts';
import { HistoryButton } from '../../../components/version-history/history-button.tsx';
import { ViewOnSite } from '../../../components/view-on-site.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useBilingualSubmit } from '../../../hooks/use-bilingual-submit.ts';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes.ts';
import { displayText, filledLangs, type I18n } from '../../../lib/bilingual.ts';
import { fieldPath } from '../../../lib/form-errors.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { productsApi, useProduct } from '../api/products-api.ts';
import {
  ProductLifecycleFields,
  ProductParameterFields,
  ProductPartsField,
} from '../components/product-data-fields.tsx';
import { ProductBasicFields, ProductLangFields } from '../components/product-fields.tsx';
import {
  type ParameterSource,
  type ProductFormValues,
  productFieldPath,
  toProductForm,
  toProductInput,
} from '../components/product-form-codec.ts';
import { categoryDefinitions } from '../components/use-category-parameters.ts';
import type { Product, ProductInput } from '../types.ts';

/** `/admin/products/:id`; a new product is made in steps (product-create-page.tsx). */
export default function ProductEditorPage() {
  const productId = Number(useParams().id);
  const product = useProduct(productId);
  // The stored numbers are shown in their units, so the definitions come first (for those who may read them).
  const definitions = useParameterDefinitions(useAccess()['product-parameters:read']);
  const queryClient = useQueryClient();
  // A restore puts the restored product in the cache, then the editor starts again from it.
  const [generation, setGeneration] = useState(0);
  if (product.isPending || definitions.isLoading) return <PageLoading />;
  if (product.isError) throw product.error;
  if (definitions.isError) throw definitions.error;
  return (
    <ProductEditor
      key={`${productId}:${generation}`}
      product={product.data}
      definitions={definitions.data}
      onRestored={(restored) => {
        queryClient.setQueryData(productsApi.keys.detail(productId), restored);
        setGeneration((count) => count + 1);
      }}
      onPublicationChanged={(changed) =>
        queryClient.setQueryData(productsApi.keys.detail(productId), changed)
      }
    />
  );
}

function ProductEditor({
  product,
  definitions,
  onRestored,
  onPublicationChanged,
}: {
  product: Product;
  onRestored: (product: Product) => void;
  /** After a publish, unpublish or schedule: the product as the server answered it. */
  onPublicationChanged: (product: Product) => void;
  /** Undefined for a user who may not read them: the values are then kept as stored. */
  definitions: ParameterDefinition[] | undefined;
}) {
  const access = useAccess();
  const readOnly = !access['products:write'];
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const [lang, setLang] = useState<Lang>('zh_CN');
  // Once: rows get fresh keys on every conversion, and ProForm reads initial values only once.
  const [initialValues] = useState(() => toProductForm(product, definitions));
  const categories = useCategoryOptions();
  const update = productsApi.useUpdate();
  const unsaved = useUnsavedChanges();
  const sent = useRef<ProductInput>(undefined);
  const modes = useSaveModes(form, unsaved);
  const i18n = Form.useWatch('i18n', form) as I18n<unknown> | undefined;

  const parameterSource = (values: ProductFormValues): ParameterSource =>
    definitions
      ? { definitions: categoryDefinitions(values.classifyId, categories.data, definitions) }
      : { keep: product.parameterValues };

  const submit = useBilingualSubmit<ProductFormValues, Product>({
    form,
    onLangError: setLang,
    save: (values) => {
      sent.current = toProductInput(values, parameterSource(values), product.enabled);
      return update.mutateAsync({ id: product.id, ...sent.current, publish: modes.publishFor(values.i18n) });
    },
    savedMessage: modes.savedMessage,
    mapField: (field) => productFieldPath(field, sent.current) ?? fieldPath(field),
  });

  const phone = Grid.useBreakpoint().sm === false;
  const title =
    displayText(product.i18n, (value) => value.name, localeToLang(currentLocale)) || `#${product.id}`;

  return (
    <PageContainer
      title={title}
      onBack={() => navigate('/admin/products')}
      extra={
        <HistoryButton
          base={`/api/v1/admin/products/${product.id}`}
          title={title}
          canRestore={!readOnly}
          invalidates={[productsApi.keys.all]}
          onRestored={(restored) => {
            unsaved.markClean();
            onRestored(restored as Product);
          }}
        />
      }
    >
      <ProForm<ProductFormValues>
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={initialValues}
        onValuesChange={unsaved.markDirty}
        submitter={{
          render: () =>
            readOnly ? null : (
              <FooterToolbar>
                {/* A landmark of its own: the bar is drawn outside the page's main content. */}
                <section aria-label={t('common.actions')}>
                  <Space wrap>
                    <ViewOnSite
                      path="/product/detail"
                      query={{ id: product.id }}
                      lang={lang}
                      published={!product.hidden}
                      // On a phone the four buttons fit one line with this one as an icon.
                      compact={phone}
                    />
                    <Button onClick={() => navigate('/admin/products')}>{t('common.cancel')}</Button>
                    <Button
                      loading={update.isPending && !modes.isPublishing()}
                      onClick={() => modes.submitAs(false)}
                    >
                      {t('publication.saveDraft')}
                    </Button>
                    <Button
                      type="primary"
                      loading={update.isPending && modes.isPublishing()}
                      onClick={() => modes.submitAs(true)}
                    >
                      {t('publication.saveAndPublish')}
                    </Button>
                  </Space>
                </section>
              </FooterToolbar>
            ),
        }}
        onFinish={async (values) => {
          const saved = await submit(values);
          if (!saved) return false;
          unsaved.markClean();
          return true;
        }}
      >
        {product.publication && (
          <ProCard title={t('publication.title')} bordered headerBordered style={{ marginBottom: 16 }}>
            <PublicationPanel<Product>
              base={`/api/v1/admin/products/${product.id}`}
              publication={product.publication}
              written={filledLangs(i18n)}
              canWrite={!readOnly}
              saveEdits={() => modes.saveEdits(submit)}
              onChanged={onPublicationChanged}
              invalidates={[productsApi.keys.all]}
              visibility={{ enabled: product.enabled, hidden: product.hidden }}
            />
          </ProCard>
        )}
        <ProCard title={t('products.basic')} bordered headerBordered style={{ marginBottom: 16 }}>
          <ProductBasicFields />
          <ProductLifecycleFields productId={product.id} />
        </ProCard>
        <ProCard
          title={t('products.parameters')}
          tooltip={t('products.parameters.hint')}
          bordered
          headerBordered
          style={{ marginBottom: 16 }}
        >
          <ProductParameterFields />
        </ProCard>
        <ProCard title={t('products.parts')} bordered headerBordered style={{ marginBottom: 16 }}>
          <ProductPartsField readOnly={readOnly} />
        </ProCard>
        <ProCard title={t('products.content')} bordered headerBordered>
          <BilingualTabs activeLang={lang} onActiveLangChange={setLang}>
            {(tabLang) => <ProductLangFields lang={tabLang} readOnly={readOnly} />}
          </BilingualTabs>
        </ProCard>
      </ProForm>
    </PageContainer>
  );
}
