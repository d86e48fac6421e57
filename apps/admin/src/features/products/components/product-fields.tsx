import { ProForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { Lang } from '@coresense/shared/lang';
import { Form } from 'antd';
import { LANG_LABELS, requiredInLang } from '../../../components/bilingual-tabs.tsx';
import { EditableRows } from '../../../components/editable-rows.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { SortField } from '../../../components/sort-field.tsx';
import { FileListInput, ImageInput, ImageListInput } from '../../../components/upload-inputs.tsx';
import { t } from '../../../locales/index.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import type { ProductLangForm } from './product-form-codec.ts';

/*
 * A product's fields, shared by the editor (one page) and the creation steps (three parts of
 * them), so that both ask for the same things under the same rules.
 */

type SpecRow = ProductLangForm['specs'][number];
type ModelRow = ProductLangForm['models'][number];

/** What each part of a product's fields holds, as form names under `i18n.<lang>` or the record. */
export const PRODUCT_PARTS = {
  basics: ['classifyId', 'sort', 'status', 'replacementIds'],
  texts: ['name', 'model', 'summary', 'cover', 'images', 'features', 'description'],
  specs: ['specs', 'models', 'files'],
} as const;

/** The language-independent fields the specifications step holds beside its per-language ones. */
export const PRODUCT_DATA_FIELDS = ['parameters', 'parts'] as const;

export type ProductLangPart = 'all' | 'texts' | 'specs';

/** The category and list order. */
export function ProductBasicFields() {
  const categories = useCategoryOptions();
  return (
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
      <SortField min={0} tooltip={t('common.sort.hint')} />
    </ProForm.Group>
  );
}

/** One language's fields: all of them (the editor), or the texts or the specifications and files. */
export function ProductLangFields({
  lang,
  readOnly,
  part = 'all',
}: {
  lang: Lang;
  readOnly: boolean;
  part?: ProductLangPart;
}) {
  const form = Form.useFormInstance();
  const field = (name: string) => ['i18n', lang, name];
  const texts = part !== 'specs';
  const specs = part !== 'texts';
  return (
    <>
      {texts && (
        <>
          <ProForm.Group>
            <ProFormText
              name={field('name')}
              label={t('products.name')}
              width="lg"
              rules={[requiredInLang(form, lang), { max: 200 }]}
              fieldProps={{ 'data-testid': `product-name-${lang}` } as object}
            />
            <ProFormText
              name={field('model')}
              label={t('products.model')}
              width="md"
              rules={[{ max: 200 }]}
              fieldProps={{ 'data-testid': `product-model-${lang}` } as object}
            />
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
        </>
      )}
      {specs && (
        <>
          <ProForm.Item label={t('products.specs')} extra={t('products.specs.rule')}>
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
        </>
      )}
      {texts && (
        <ProForm.Item name={field('description')} label={t('products.description')}>
          <RichTextEditor placeholder={t('products.description.placeholder', { lang: LANG_LABELS[lang] })} />
        </ProForm.Item>
      )}
      {specs && (
        <ProForm.Item name={field('files')} label={t('products.files')} tooltip={t('products.files.hint')}>
          <FileListInput />
        </ProForm.Item>
      )}
    </>
  );
}
