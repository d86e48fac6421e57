import { FooterToolbar, PageContainer, ProCard, ProForm } from '@ant-design/pro-components';
import type { Lang } from '@coresense/shared/lang';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../app/pages/page-loading.tsx';
import { BilingualTabs } from '../../../components/bilingual-tabs.tsx';
import { ViewOnSite } from '../../../components/view-on-site.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useBilingualSubmit } from '../../../hooks/use-bilingual-submit.ts';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes.ts';
import { displayText } from '../../../lib/bilingual.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { productsApi, useProduct } from '../api/products-api.ts';
import { ProductBasicFields, ProductLangFields } from '../components/product-fields.tsx';
import { type ProductFormValues, toProductForm, toProductInput } from '../components/product-form-codec.ts';
import type { Product } from '../types.ts';

/** `/admin/products/:id`; a new product is made in steps (product-create-page.tsx). */
export default function ProductEditorPage() {
  const productId = Number(useParams().id);
  const product = useProduct(productId);
  if (product.isPending) return <PageLoading />;
  if (product.isError) throw product.error;
  return <ProductEditor key={productId} product={product.data} />;
}

function ProductEditor({ product }: { product: Product }) {
  const access = useAccess();
  const readOnly = !access['products:write'];
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const [lang, setLang] = useState<Lang>('zh_CN');
  // Once: rows get fresh keys on every conversion, and ProForm reads initial values only once.
  const [initialValues] = useState(() => toProductForm(product));
  const update = productsApi.useUpdate();
  const unsaved = useUnsavedChanges();

  const submit = useBilingualSubmit<ProductFormValues, Product>({
    form,
    onLangError: setLang,
    save: (values) => update.mutateAsync({ id: product.id, ...toProductInput(values) }),
  });

  const title =
    displayText(product.i18n, (value) => value.name, localeToLang(currentLocale)) || `#${product.id}`;

  return (
    <PageContainer title={title} onBack={() => navigate('/admin/products')}>
      <ProForm<ProductFormValues>
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={initialValues}
        onValuesChange={unsaved.markDirty}
        submitter={{
          render: (_props, buttons) =>
            readOnly ? null : (
              <FooterToolbar>
                <Space>
                  <ViewOnSite
                    path="/product/detail"
                    query={{ id: product.id }}
                    lang={lang}
                    published={product.enabled}
                  />
                  <Button onClick={() => navigate('/admin/products')}>{t('common.cancel')}</Button>
                  {buttons[1]}
                </Space>
              </FooterToolbar>
            ),
          searchConfig: { submitText: t('common.save') },
          submitButtonProps: { loading: update.isPending },
        }}
        onFinish={async (values) => {
          const saved = await submit(values);
          if (!saved) return false;
          unsaved.markClean();
          return true;
        }}
      >
        <ProCard title={t('products.basic')} bordered headerBordered style={{ marginBottom: 16 }}>
          <ProductBasicFields />
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
