import {
  FooterToolbar,
  PageContainer,
  ProCard,
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { Lang } from '@coresense/shared/lang';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../app/pages/page-loading.tsx';
import { BilingualTabs, LANG_LABELS, requiredInLang } from '../../../components/bilingual-tabs.tsx';
import { EditableRows } from '../../../components/editable-rows.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { FileListInput, ImageInput, ImageListInput } from '../../../components/upload-inputs.tsx';
import { ViewOnSite } from '../../../components/view-on-site.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useBilingualSubmit } from '../../../hooks/use-bilingual-submit.ts';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes.ts';
import { displayText } from '../../../lib/bilingual.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { productsApi, useProduct } from '../api/products-api.ts';
import {
  type ProductFormValues,
  type ProductLangForm,
  toProductForm,
  toProductInput,
} from '../components/product-form-codec.ts';
import type { Product } from '../types.ts';

type SpecRow = ProductLangForm['specs'][number];
type ModelRow = ProductLangForm['models'][number];

/** `/admin/products/new` and `/admin/products/:id`. */
export default function ProductEditorPage() {
  const { id } = useParams();
  const productId = id === undefined ? undefined : Number(id);
  const product = useProduct(productId);
  if (productId !== undefined && product.isPending) return <PageLoading />;
  if (product.isError) throw product.error;
  return <ProductEditor key={productId ?? 'new'} product={product.data} />;
}

function ProductEditor({ product }: { product: Product | undefined }) {
  const access = useAccess();
  const readOnly = !access['products:write'];
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const [lang, setLang] = useState<Lang>('zh_CN');
  // Once: rows get fresh keys on every conversion, and ProForm reads initial values only once.
  const [initialValues] = useState(() => toProductForm(product));
  const categories = useCategoryOptions();
  const create = productsApi.useCreate();
  const update = productsApi.useUpdate();
  const enabled = Form.useWatch('enabled', form) ?? product?.enabled ?? false;
  const unsaved = useUnsavedChanges();

  const submit = useBilingualSubmit<ProductFormValues, Product>({
    form,
    onLangError: setLang,
    save: (values) =>
      product
        ? update.mutateAsync({ id: product.id, ...toProductInput(values) })
        : create.mutateAsync(toProductInput(values)),
  });

  const title = product
    ? displayText(product.i18n, (value) => value.name, localeToLang(currentLocale)) || `#${product.id}`
    : t('products.new');

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
                  {product && (
                    <ViewOnSite
                      path="/product/detail"
                      query={{ id: product.id }}
                      lang={lang}
                      published={product.enabled}
                    />
                  )}
                  <Button onClick={() => navigate('/admin/products')}>{t('common.cancel')}</Button>
                  {buttons[1]}
                </Space>
              </FooterToolbar>
            ),
          searchConfig: { submitText: t('common.save') },
          submitButtonProps: { loading: create.isPending || update.isPending },
        }}
        onFinish={async (values) => {
          const saved = await submit(values);
          if (!saved) return false;
          unsaved.markClean();
          if (!product) {
            navigate('/admin/result', {
              state: {
                status: 'success',
                title: t('products.created'),
                subTitle: displayText(saved.i18n, (value) => value.name, localeToLang(currentLocale)),
                actions: [
                  { label: t('common.continueEditing'), to: `/admin/products/${saved.id}`, primary: true },
                  { label: t('products.backToList'), to: '/admin/products' },
                  { label: t('products.new'), to: '/admin/products/new' },
                ],
              },
            });
          }
          return true;
        }}
      >
        <ProCard title={t('products.basic')} bordered headerBordered style={{ marginBottom: 16 }}>
          <ProForm.Group>
            <ProFormSelect
              name="classifyId"
              label={t('products.category')}
              width="md"
              options={(categories.data ?? []).map((category) => ({
                label: category.name,
                value: category.id,
              }))}
              rules={[{ required: true, message: t('validation.required') }]}
              fieldProps={{ loading: categories.isPending }}
            />
            <ProFormDigit
              name="sort"
              label={t('common.sort')}
              width="xs"
              min={0}
              max={1_000_000}
              fieldProps={{ precision: 0 }}
              tooltip={t('common.sort.hint')}
            />
            <ProFormSwitch
              name="enabled"
              label={t('common.status')}
              checkedChildren={t('common.published')}
              unCheckedChildren={t('common.unpublished')}
              extra={enabled ? undefined : t('common.unpublished.hint')}
            />
          </ProForm.Group>
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

function ProductLangFields({ lang, readOnly }: { lang: Lang; readOnly: boolean }) {
  const form = Form.useFormInstance();
  const field = (name: string) => ['i18n', lang, name];
  return (
    <>
      <ProForm.Group>
        <ProFormText
          name={field('name')}
          label={t('products.name')}
          width="lg"
          rules={[requiredInLang(form, lang), { max: 200 }]}
          fieldProps={{ 'data-testid': `product-name-${lang}` } as object}
        />
        <ProFormText name={field('model')} label={t('products.model')} width="md" rules={[{ max: 200 }]} />
      </ProForm.Group>
      <ProFormTextArea
        name={field('summary')}
        label={t('products.summary')}
        rules={[{ max: 1000 }]}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 5 }, showCount: true, maxLength: 1000 }}
      />
      <ProForm.Item name={field('cover')} label={t('products.cover')}>
        <ImageInput />
      </ProForm.Item>
      <ProForm.Item name={field('images')} label={t('products.images')}>
        <ImageListInput />
      </ProForm.Item>
      <ProFormTextArea
        name={field('features')}
        label={t('products.features')}
        tooltip={t('products.features.hint')}
        fieldProps={{ autoSize: { minRows: 3, maxRows: 10 } }}
      />
      <ProForm.Item label={t('products.specs')}>
        <EditableRows<SpecRow>
          name={field('specs')}
          disabled={readOnly}
          newRow={() => ({ name: '', value: '' })}
          columns={[
            {
              title: t('products.specs.name'),
              dataIndex: 'name',
              formItemProps: { rules: [{ required: true, message: t('validation.required') }] },
            },
            { title: t('products.specs.value'), dataIndex: 'value' },
          ]}
        />
      </ProForm.Item>
      <ProForm.Item label={t('products.models')}>
        <EditableRows<ModelRow>
          name={field('models')}
          disabled={readOnly}
          newRow={() => ({ model: '', description: '' })}
          columns={[
            {
              title: t('products.model'),
              dataIndex: 'model',
              width: '30%',
              formItemProps: { rules: [{ required: true, message: t('validation.required') }] },
            },
            { title: t('products.models.description'), dataIndex: 'description' },
          ]}
        />
      </ProForm.Item>
      <ProForm.Item name={field('description')} label={t('products.description')}>
        <RichTextEditor placeholder={t('products.description.placeholder', { lang: LANG_LABELS[lang] })} />
      </ProForm.Item>
      <ProForm.Item name={field('files')} label={t('products.files')} tooltip={t('products.files.hint')}>
        <FileListInput />
      </ProForm.Item>
    </>
  );
}
