import { PageContainer, ProCard, ProForm } from '@ant-design/pro-components';
import type { Lang } from '@coresense/shared/lang';
import { Button, Descriptions, Form, Result, Space, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useParameterDefinitions } from '../../../api/get-parameter-definitions.ts';
import { BilingualTabs, LANG_LABELS } from '../../../components/bilingual-tabs.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useBilingualSubmit } from '../../../hooks/use-bilingual-submit.ts';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { displayText, EDIT_LANGS, filledLangs, isBlank, langOfField } from '../../../lib/bilingual.ts';
import { fieldPath } from '../../../lib/form-errors.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { productsApi } from '../api/products-api.ts';
import {
  ProductLifecycleFields,
  ProductParameterFields,
  ProductPartsField,
} from '../components/product-data-fields.tsx';
import {
  PRODUCT_DATA_FIELDS,
  PRODUCT_PARTS,
  ProductBasicFields,
  ProductLangFields,
} from '../components/product-fields.tsx';
import {
  type ProductFormValues,
  productFieldPath,
  toProductForm,
  toProductInput,
} from '../components/product-form-codec.ts';
import { categoryDefinitions } from '../components/use-category-parameters.ts';
import type { Product, ProductInput } from '../types.ts';

/** The parts asked for one step at a time; the last step shows what will be created. */
const STEPS = ['basics', 'texts', 'specs', 'review'] as const;
type Step = (typeof STEPS)[number];
type FieldName = (string | number)[];

/** The form names a step holds, so that "next" checks only what the step shows. */
function fieldsOf(step: Step): FieldName[] {
  if (step === 'basics') return PRODUCT_PARTS.basics.map((name) => [name]);
  if (step === 'review') return [];
  const perLang = EDIT_LANGS.flatMap((lang) => PRODUCT_PARTS[step].map((name) => ['i18n', lang, name]));
  return step === 'specs' ? [...PRODUCT_DATA_FIELDS.map((name) => [name]), ...perLang] : perLang;
}

/** Which step shows a field the server refused (`i18n.en_US.specs.0.name`, `parts.0.pins`, `classifyId`). */
function stepOf(field: string): Step {
  const [first = '', , name] = field.split('.');
  if (first === 'parameterValues' || first === 'parts') return 'specs';
  if (first !== 'i18n') return 'basics';
  return (PRODUCT_PARTS.specs as readonly string[]).includes(name ?? '') ? 'specs' : 'texts';
}

/**
 * `/admin/products/new`: a product made in steps (the "step form" of product-spec §2) with the
 * editor's own fields and rules: basics, the texts per language, specifications and files, a
 * review. One form holds every step, so going back keeps what was typed.
 */
export default function ProductCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const [initialValues] = useState(() => toProductForm(undefined));
  const [step, setStep] = useState<Step>('basics');
  const [lang, setLang] = useState<Lang>('zh_CN');
  const [failure, setFailure] = useState<string>();
  const create = productsApi.useCreate();
  const unsaved = useUnsavedChanges();
  const lastError = useRef<unknown>(undefined);
  const sent = useRef<ProductInput>(undefined);
  // "Save as draft" creates the product public in no language (contract §10).
  const asDraft = useRef(false);
  const mayReadParameters = useAccess()['product-parameters:read'];
  const definitions = useParameterDefinitions(mayReadParameters);
  const categories = useCategoryOptions();

  const submit = useBilingualSubmit<ProductFormValues, Product>({
    form,
    onLangError: setLang,
    mapField: (field) => productFieldPath(field, sent.current) ?? fieldPath(field),
    save: async (values) => {
      lastError.current = undefined;
      try {
        // A new product has no stored values to keep: without the definitions it starts with none.
        // Shown on the site: "Create" publishes every language written, "Save draft" none.
        sent.current = toProductInput(
          values,
          { definitions: categoryDefinitions(values.classifyId, categories.data, definitions.data) },
          true,
        );
        return await create.mutateAsync({ ...sent.current, ...(asDraft.current && { publish: [] }) });
      } catch (error) {
        lastError.current = error;
        throw error;
      }
    },
  });

  const index = STEPS.indexOf(step);

  // Each step starts at its top, not where the last one was scrolled to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  async function next() {
    try {
      await form.validateFields(fieldsOf(step), { recursive: true });
      setStep(STEPS[index + 1] ?? step);
    } catch (error) {
      // Show the language tab of the first field in error; the form marks the field itself.
      const first = (error as { errorFields?: { name: FieldName }[] }).errorFields?.[0]?.name;
      const fieldLang = first?.[0] === 'i18n' ? (first[1] as Lang) : undefined;
      if (fieldLang) setLang(fieldLang);
    }
  }

  async function save(draft: boolean) {
    asDraft.current = draft;
    setFailure(undefined);
    const values = form.getFieldsValue(true) as ProductFormValues;
    const saved = await submit(values);
    if (saved) {
      unsaved.markClean();
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
      return;
    }
    const error = lastError.current;
    const fields = error instanceof ApiError ? error.errors.map((entry) => entry.field) : [];
    if (fields.length > 0) {
      setStep(stepOf(fields[0]!));
      const fieldLang = langOfField(fields[0]!);
      if (fieldLang) setLang(fieldLang);
    } else if (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <PageContainer title={t('products.new')} onBack={() => navigate('/admin/products')}>
      <ProCard bordered className="product-step-form">
        <Steps
          className="product-steps"
          current={index}
          items={STEPS.map((name) => ({ title: t(`products.steps.${name}`) }))}
        />
        <ProForm<ProductFormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={unsaved.markDirty}
          submitter={false}
        >
          {/* Hidden, not unmounted: a step's fields keep their values and rules while others show. */}
          <div hidden={step !== 'basics'} data-testid="step-basics">
            <ProductBasicFields />
            <ProductLifecycleFields />
          </div>
          <div hidden={step !== 'texts'} data-testid="step-texts">
            <BilingualTabs activeLang={lang} onActiveLangChange={setLang}>
              {(tabLang) => <ProductLangFields lang={tabLang} readOnly={false} part="texts" />}
            </BilingualTabs>
          </div>
          <div hidden={step !== 'specs'} data-testid="step-specs">
            <ProCard title={t('products.parameters')} bordered headerBordered className="product-step-card">
              <ProductParameterFields />
            </ProCard>
            <ProCard title={t('products.parts')} bordered headerBordered className="product-step-card">
              <ProductPartsField readOnly={false} />
            </ProCard>
            <BilingualTabs activeLang={lang} onActiveLangChange={setLang}>
              {(tabLang) => <ProductLangFields lang={tabLang} readOnly={false} part="specs" />}
            </BilingualTabs>
          </div>
        </ProForm>
        {step === 'review' &&
          (failure ? (
            <Result
              status="error"
              title={t('products.steps.failed')}
              subTitle={failure}
              extra={
                <Button type="primary" onClick={() => setFailure(undefined)}>
                  {t('products.steps.backToReview')}
                </Button>
              }
            />
          ) : (
            <ProductReview values={form.getFieldsValue(true) as ProductFormValues} />
          ))}
        {!failure && (
          <Space className="product-steps-actions">
            {index > 0 && (
              <Button onClick={() => setStep(STEPS[index - 1]!)}>{t('products.steps.previous')}</Button>
            )}
            {step === 'review' ? (
              <>
                <Button loading={create.isPending && asDraft.current} onClick={() => save(true)}>
                  {t('publication.saveDraft')}
                </Button>
                <Button
                  type="primary"
                  loading={create.isPending && !asDraft.current}
                  onClick={() => save(false)}
                >
                  {t('products.steps.create')}
                </Button>
              </>
            ) : (
              <Button type="primary" onClick={next}>
                {t('products.steps.next')}
              </Button>
            )}
          </Space>
        )}
      </ProCard>
    </PageContainer>
  );
}

/** What the product will be, per language written: the last look before it is created. */
function ProductReview({ values }: { values: ProductFormValues }) {
  const categories = useCategoryOptions();
  const category = categories.data?.find((option) => option.id === values.classifyId);
  const langs = filledLangs(values.i18n);
  return (
    <div className="product-review" data-testid="step-review">
      <Descriptions bordered size="small" column={1} title={t('products.steps.basics')}>
        <Descriptions.Item label={t('products.category')}>{category?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('common.sort')}>{values.sort ?? 0}</Descriptions.Item>
        <Descriptions.Item label={t('products.status')}>
          {t(`products.status.${values.status}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('products.replacements')}>
          {values.replacementIds.length}
        </Descriptions.Item>
        <Descriptions.Item label={t('products.parameters')}>
          {Object.values(values.parameters ?? {}).filter((value) => !isBlank(value)).length}
        </Descriptions.Item>
        <Descriptions.Item label={t('products.parts')}>{values.parts.length}</Descriptions.Item>
      </Descriptions>
      {langs.map((lang) => {
        const text = values.i18n[lang];
        const count = (list: unknown[]) => list.filter((item) => !isBlank(item)).length;
        return (
          <Descriptions
            key={lang}
            bordered
            size="small"
            column={1}
            title={LANG_LABELS[lang]}
            style={{ marginTop: 24 }}
          >
            <Descriptions.Item label={t('products.name')}>{text.name || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('products.model')}>{text.model || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('products.summary')}>{text.summary || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('products.specs')}>{count(text.specs)}</Descriptions.Item>
            <Descriptions.Item label={t('products.models')}>{count(text.models)}</Descriptions.Item>
            <Descriptions.Item label={t('products.files')}>{count(text.files)}</Descriptions.Item>
          </Descriptions>
        );
      })}
      {langs.length < EDIT_LANGS.length && (
        <p className="product-steps-note">
          {t('products.steps.oneLanguage', {
            lang: LANG_LABELS[EDIT_LANGS.find((lang) => !langs.includes(lang))!],
          })}
        </p>
      )}
    </div>
  );
}
