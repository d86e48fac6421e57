import {
  ProForm,
  ProFormDatePicker,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import {
  DATED_STATUSES,
  formatParameterDisplay,
  inputExamples,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@coresense/shared';
import { Alert, Col, Empty, Form, Row, Select, Typography } from 'antd';
import type { FormInstance, Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  optionLabel,
  type ParameterDefinition,
  parameterLabel,
} from '../../../api/get-parameter-definitions.ts';
import { useProductOptions } from '../../../api/get-product-options.ts';
import { EditableRows } from '../../../components/editable-rows.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { pageTexts } from '../../../locales/page-texts.ts';
import { LIFECYCLE_TEXTS } from '../lifecycle-texts.ts';
import { canonicalText, readNumberText, type StoredNumber } from './parameter-values.ts';
import type { PartRow } from './product-form-codec.ts';
import { useCategoryParameters } from './use-category-parameters.ts';

/*
 * A product's engineering data, shared by the editor and the creation steps: its lifecycle
 * status and replacements, its typed parameter values and its orderable parts.
 */

/** The statuses whose product visitors are sent on to its replacements. */
const REPLACED: readonly ProductStatus[] = ['nrnd', 'lifebuy', 'obsolete'];
/** JEDEC J-STD-020 moisture sensitivity levels. */
const MSL_LEVELS = ['1', '2', '2a', '3', '4', '5', '5a', '6'];

const tr = pageTexts(LIFECYCLE_TEXTS);

const statusLabel = (status: ProductStatus) => t(`products.status.${status}`);
const statusOptions = () => PRODUCT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

/** The lifecycle status, said in plain words under it, and the products that replace this one. */
export function ProductLifecycleFields({ productId }: { productId?: number }) {
  const status = (Form.useWatch('status', { preserve: true }) as ProductStatus | undefined) ?? 'active';
  const replacements = (Form.useWatch('replacementIds', { preserve: true }) as number[] | undefined) ?? [];
  const missing = REPLACED.includes(status) && replacements.length === 0;
  return (
    <ProForm.Group>
      <ProFormSelect
        name="status"
        label={t('products.status')}
        width="md"
        options={statusOptions()}
        allowClear={false}
        rules={[{ required: true, message: t('validation.required') }]}
        extra={<span className="product-status-help">{t(`products.status.${status}.help`)}</span>}
        fieldProps={{ 'data-testid': 'product-status' } as object}
      />
      <ProForm.Item
        name="replacementIds"
        label={t('products.replacements')}
        tooltip={t('products.replacements.hint')}
        extra={
          missing ? (
            <Typography.Text type="warning">{t('products.replacements.missing')}</Typography.Text>
          ) : undefined
        }
      >
        <ProductPicker exclude={productId} />
      </ProForm.Item>
      {DATED_STATUSES.includes(status) && <LifecycleDates required={status === 'lifebuy'} />}
    </ProForm.Group>
  );
}

/** Shipping cannot end before ordering does (the server says so too, on the same field). */
const shipAfterOrder =
  (orderField: Array<string | number>) =>
  ({ getFieldValue }: FormInstance): Rule => ({
    validator: async (_rule, value) => {
      const order = getFieldValue(orderField);
      if (value && order && dayjs(value).isBefore(dayjs(order), 'day')) {
        throw new Error(tr('products.shipBeforeOrder'));
      }
    },
  });

/** The last-order and last-ship days of a product being phased out (contract §13). */
function LifecycleDates({ required }: { required: boolean }) {
  return (
    <>
      <ProFormDatePicker
        name="lastOrderDate"
        label={t('products.lastOrderDate')}
        rules={required ? [{ required: true, message: t('validation.required') }] : []}
      />
      <ProFormDatePicker
        name="lastShipDate"
        label={t('products.lastShipDate')}
        dependencies={['lastOrderDate']}
        rules={[shipAfterOrder(['lastOrderDate'])]}
      />
    </>
  );
}

/**
 * Products chosen by name or model, looked up on the server as the editor types (a catalogue
 * may hold thousands); the names of those chosen stay shown whatever the search.
 */
function ProductPicker({
  id,
  value = [],
  onChange,
  exclude,
}: {
  /** The form item's, so that its label names the picker. */
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  exclude?: number;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const products = useProductOptions(keyword);
  const seen = useRef(new Map<number, string>());
  for (const option of products.data ?? []) seen.current.set(option.value, option.label);
  const found = (products.data ?? []).filter((option) => option.value !== exclude);
  const chosen = value
    .filter((id) => !found.some((option) => option.value === id))
    .map((id) => ({ value: id, label: seen.current.get(id) ?? `#${id}` }));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(ids) => onChange?.(ids)}
      options={[...found, ...chosen]}
      showSearch
      filterOption={false}
      searchValue={typed}
      onSearch={setTyped}
      onBlur={() => setTyped('')}
      loading={products.isFetching}
      maxCount={20}
      placeholder={t('products.replacements.placeholder')}
      style={{ width: 440, maxWidth: '100%' }}
      data-testid="product-replacements"
    />
  );
}

/** How a stored number reads once saved: the canonical value and its display. */
function savedText(stored: StoredNumber, unit: string, key: string): string {
  const lang = localeToLang(currentLocale);
  const single = 'value' in stored;
  const canonical = single
    ? `${canonicalText(stored.value)} ${unit}`
    : `${stored.min === null ? '…' : canonicalText(stored.min)} – ${stored.max === null ? '…' : canonicalText(stored.max)} ${unit}`;
  const display = formatParameterDisplay(
    single
      ? { key, type: 'number', unit, value: stored.value, min: null, max: null }
      : { key, type: 'number', unit, value: null, min: stored.min, max: stored.max },
    lang,
  );
  return t('products.parameters.savedAs', { canonical, display });
}

function numberRule(definition: ParameterDefinition): Rule {
  const unit = definition.unit ?? '';
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || String(value).trim() === '') return;
      const read = readNumberText(String(value), unit);
      if (read.ok) return;
      throw new Error(
        read.problem === 'unit'
          ? t('products.parameters.wrongUnit', { found: read.found, unit })
          : t('products.parameters.unreadable', { unit }),
      );
    },
  };
}

function NumberParameterField({ definition }: { definition: ParameterDefinition }) {
  const name = ['parameters', definition.key];
  const unit = definition.unit ?? '';
  const text = Form.useWatch(name, { preserve: true }) as unknown;
  const read = typeof text === 'string' && text.trim() ? readNumberText(text, unit) : undefined;
  return (
    <ProFormText
      name={name}
      label={unit ? `${parameterLabel(definition)} (${unit})` : parameterLabel(definition)}
      placeholder={t('products.parameters.numberPlaceholder', { examples: inputExamples(unit) })}
      rules={[numberRule(definition)]}
      validateFirst
      extra={
        read?.ok ? (
          <span className="parameter-converted" data-testid={`parameter-converted-${definition.key}`}>
            {savedText(read.stored, unit, definition.key)}
          </span>
        ) : undefined
      }
      fieldProps={{ 'data-testid': `parameter-${definition.key}`, allowClear: true } as object}
    />
  );
}

/** A switch shows "no" before anyone touched it: the field says when no value is stored. */
function BooleanParameterField({ definition }: { definition: ParameterDefinition }) {
  const name = ['parameters', definition.key];
  const value = Form.useWatch(name, { preserve: true }) as unknown;
  return (
    <ProFormSwitch
      name={name}
      label={parameterLabel(definition)}
      checkedChildren={t('common.yes')}
      unCheckedChildren={t('common.no')}
      extra={typeof value === 'boolean' ? undefined : t('products.parameters.unset')}
      fieldProps={{ 'data-testid': `parameter-${definition.key}` } as object}
    />
  );
}

function ParameterField({ definition }: { definition: ParameterDefinition }) {
  if (definition.type === 'number') return <NumberParameterField definition={definition} />;
  if (definition.type === 'boolean') return <BooleanParameterField definition={definition} />;
  const name = ['parameters', definition.key];
  return (
    <ProFormSelect
      name={name}
      label={parameterLabel(definition)}
      placeholder={t('products.parameters.choose')}
      options={(definition.options ?? []).map((option) => ({
        value: option.value,
        label: optionLabel(option),
      }))}
      fieldProps={{ 'data-testid': `parameter-${definition.key}` } as object}
    />
  );
}

/** The typed values of the parameters of the category chosen above. */
export function ProductParameterFields() {
  const classifyId = Form.useWatch('classifyId', { preserve: true }) as number | undefined;
  const parameters = useCategoryParameters(classifyId);
  const access = useAccess();
  if (parameters.state === 'no-access')
    return <Alert type="info" showIcon message={t('products.parameters.noAccess')} />;
  if (parameters.state === 'failed')
    return <QueryError compact error={parameters.error} onRetry={parameters.retry} />;
  if (parameters.state === 'loading')
    return <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>;
  if (classifyId === undefined)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.parameters.chooseCategory')} />
    );
  if (parameters.definitions.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            {t('products.parameters.none')}{' '}
            {access['product-categories:write'] && (
              <Link to="/admin/product-categories">{t('products.parameters.chooseThem')}</Link>
            )}
          </>
        }
      />
    );
  return (
    <Row gutter={24} data-testid="product-parameters">
      {parameters.definitions.map((definition) => (
        <Col key={definition.key} xs={24} md={12} xl={8}>
          <ParameterField definition={definition} />
        </Col>
      ))}
    </Row>
  );
}

const integer = { precision: 0, min: 0 };
const required = { required: true, message: t('validation.required') };

/** The orderable parts as rows: part number, status, package and what a buyer checks. */
export function ProductPartsField({ readOnly }: { readOnly: boolean }) {
  const status = (Form.useWatch('status', { preserve: true }) as ProductStatus | undefined) ?? 'active';
  return (
    <div data-testid="product-parts">
      <EditableRows<PartRow>
        name={['parts']}
        disabled={readOnly}
        scroll={{ x: 1280 }}
        newRow={() => ({
          partNumber: '',
          status,
          package: '',
          pins: null,
          packageQty: null,
          tempMin: -40,
          tempMax: 85,
          msl: '',
          rohs: true,
          marking: '',
        })}
        columns={[
          {
            title: t('products.parts.partNumber'),
            dataIndex: 'partNumber',
            width: 180,
            fixed: 'left',
            formItemProps: { rules: [required, { max: 60 }] },
          },
          {
            title: t('products.status'),
            dataIndex: 'status',
            width: 150,
            valueType: 'select',
            fieldProps: { options: statusOptions(), allowClear: false },
            render: (_dom, part) => statusLabel(part.status),
          },
          {
            title: t('products.parts.package'),
            dataIndex: 'package',
            width: 130,
            formItemProps: { rules: [{ max: 60 }] },
          },
          {
            title: t('products.parts.pins'),
            dataIndex: 'pins',
            width: 90,
            valueType: 'digit',
            fieldProps: { ...integer, max: 10_000 },
            formItemProps: { rules: [required] },
          },
          {
            title: t('products.parts.packageQty'),
            dataIndex: 'packageQty',
            width: 120,
            valueType: 'digit',
            fieldProps: { ...integer, max: 10_000_000 },
            formItemProps: { rules: [required] },
          },
          {
            title: t('products.parts.tempMin'),
            dataIndex: 'tempMin',
            width: 110,
            valueType: 'digit',
            fieldProps: { min: -273, max: 1000 },
            formItemProps: { rules: [required] },
          },
          {
            title: t('products.parts.tempMax'),
            dataIndex: 'tempMax',
            width: 110,
            valueType: 'digit',
            fieldProps: { min: -273, max: 1000 },
            formItemProps: { rules: [required] },
          },
          {
            title: 'MSL',
            dataIndex: 'msl',
            width: 90,
            valueType: 'select',
            fieldProps: { options: MSL_LEVELS.map((level) => ({ value: level, label: level })) },
          },
          {
            title: 'RoHS',
            dataIndex: 'rohs',
            width: 80,
            valueType: 'switch',
            render: (_dom, part) => (part.rohs ? t('common.yes') : t('common.no')),
          },
          {
            title: t('products.parts.marking'),
            dataIndex: 'marking',
            width: 120,
            formItemProps: { rules: [{ max: 40 }] },
          },
          {
            title: t('products.lastOrderDate'),
            dataIndex: 'lastOrderDate',
            width: 150,
            valueType: 'date',
            tooltip: tr('products.parts.datesHint'),
          },
          {
            title: t('products.lastShipDate'),
            dataIndex: 'lastShipDate',
            width: 150,
            valueType: 'date',
          },
        ]}
      />
    </div>
  );
}
