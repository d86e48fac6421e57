import { type ProColumns, ProForm, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { enumToken, PARAMETER_TYPES, type ParameterType, parameterKey } from '@coresense/shared';
import { AutoComplete, Form, Space, Tag, Typography } from 'antd';
import {
  optionLabel,
  type ParameterDefinition,
  parameterLabel,
} from '../../../api/get-parameter-definitions.ts';
import { BusinessListPage } from '../../../components/business-list-page.tsx';
import { EditableRows } from '../../../components/editable-rows.tsx';
import { SortField } from '../../../components/sort-field.tsx';
import { sortColumn } from '../../../components/table-columns.tsx';
import { t } from '../../../locales/index.ts';
import { productParametersApi } from '../api/product-parameters-api.ts';
import {
  type OptionRow,
  type ParameterFormValues,
  toParameterForm,
  toParameterInput,
} from '../components/parameter-form-codec.ts';

/** A rule checking a value against the API's own schema (keys and tokens are written in filter addresses). */
const schemaRule = (schema: { safeParse: (value: unknown) => { success: boolean } }, message: string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (value && !schema.safeParse(value).success) throw new Error(message);
  },
});
/** Canonical units offered while typing (contract §8); any other may be typed. */
const UNIT_SUGGESTIONS = ['g', 'dps', 'Pa', 'V', 'A', 'Hz', '°C', '%RH', 'T', 'm', 's', 'W', 'dB', 'bit'];

const typeLabel = (type: ParameterType) => t(`parameters.type.${type}`);

const columns: ProColumns<ParameterDefinition>[] = [
  {
    title: t('parameters.key'),
    dataIndex: 'key',
    search: false,
    render: (_dom, definition) => <Typography.Text code>{definition.key}</Typography.Text>,
  },
  {
    title: t('parameters.label'),
    dataIndex: 'keyword',
    minWidth: 160,
    fieldProps: { placeholder: t('parameters.keyword') },
    render: (_dom, definition) => parameterLabel(definition),
  },
  {
    title: t('parameters.type'),
    dataIndex: 'type',
    search: false,
    width: 110,
    render: (_dom, definition) => <Tag>{typeLabel(definition.type)}</Tag>,
  },
  {
    title: t('parameters.unit'),
    dataIndex: 'unit',
    search: false,
    width: 90,
    render: (_dom, definition) => definition.unit || '—',
  },
  {
    title: t('parameters.options'),
    dataIndex: 'options',
    search: false,
    minWidth: 200,
    render: (_dom, definition) =>
      definition.type === 'enum' && definition.options?.length ? (
        <Space size={[4, 4]} wrap>
          {definition.options.map((option) => (
            <Tag key={option.value}>{optionLabel(option)}</Tag>
          ))}
        </Space>
      ) : (
        '—'
      ),
  },
  {
    title: t('parameters.usedBy'),
    dataIndex: 'productCount',
    search: false,
    width: 150,
    render: (_dom, definition) =>
      t('parameters.usedBy.counts', {
        categories: definition.categoryIds.length,
        products: definition.productCount,
      }),
  },
  sortColumn<ParameterDefinition>(),
];

/**
 * `/admin/product-parameters`: the typed parameters categories give their products — a key
 * named once for good, labels in both languages, a type, the canonical unit numbers are stored
 * in, and an enum's options.
 */
export default function ParameterListPage() {
  return (
    <BusinessListPage<ParameterDefinition, ParameterFormValues, ReturnType<typeof toParameterInput>>
      resource={productParametersApi}
      titles={{ new: 'parameters.new', edit: 'parameters.edit' }}
      columns={columns}
      toForm={toParameterForm}
      toInput={toParameterInput}
      width={720}
      actions={{
        canDelete: (definition) => definition.categoryIds.length === 0 && definition.productCount === 0,
      }}
      fields={({ record, readOnly }) => (
        <ParameterFields editing={record !== undefined} readOnly={readOnly} />
      )}
    />
  );
}

function ParameterFields({ editing, readOnly }: { editing: boolean; readOnly: boolean }) {
  const type = (Form.useWatch('type', { preserve: true }) as ParameterType | undefined) ?? 'number';
  return (
    <>
      <ProForm.Group>
        <ProFormText
          name="key"
          label={t('parameters.key')}
          width="md"
          disabled={editing}
          tooltip={t('parameters.key.hint')}
          extra={editing ? t('parameters.key.fixed') : undefined}
          rules={[
            { required: true, message: t('validation.required') },
            schemaRule(parameterKey, t('parameters.key.pattern')),
          ]}
          fieldProps={{ 'data-testid': 'parameter-key' } as object}
        />
        <SortField />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormText
          name={['i18n', 'zh_CN', 'label']}
          label={t('parameters.label.zh_CN')}
          width="md"
          rules={[{ required: true, message: t('validation.required') }, { max: 100 }]}
        />
        <ProFormText
          name={['i18n', 'en_US', 'label']}
          label={t('parameters.label.en_US')}
          width="md"
          rules={[{ required: true, message: t('validation.required') }, { max: 100 }]}
        />
      </ProForm.Group>
      <ProFormRadio.Group
        name="type"
        label={t('parameters.type')}
        radioType="button"
        options={PARAMETER_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
        extra={t(`parameters.type.${type}.hint`)}
      />
      {type === 'number' && (
        <ProForm.Item
          name="unit"
          label={t('parameters.unit')}
          tooltip={t('parameters.unit.hint')}
          rules={[{ required: true, message: t('validation.required') }, { max: 20 }]}
        >
          <AutoComplete
            style={{ width: 216 }}
            options={UNIT_SUGGESTIONS.map((unit) => ({ value: unit }))}
            filterOption={(input, option) => String(option?.value ?? '').startsWith(input)}
            data-testid="parameter-unit"
          />
        </ProForm.Item>
      )}
      {type === 'enum' && (
        <ProForm.Item label={t('parameters.options')} tooltip={t('parameters.options.hint')} required>
          <EditableRows<OptionRow>
            name={['options']}
            disabled={readOnly}
            newRow={() => ({ value: '', i18n: { zh_CN: { label: '' }, en_US: { label: '' } } })}
            columns={[
              {
                title: t('parameters.option.value'),
                dataIndex: 'value',
                width: '28%',
                formItemProps: {
                  rules: [
                    { required: true, message: t('validation.required') },
                    schemaRule(enumToken, t('parameters.option.pattern')),
                  ],
                },
              },
              {
                title: t('parameters.label.zh_CN'),
                dataIndex: ['i18n', 'zh_CN', 'label'],
                formItemProps: { rules: [{ required: true, message: t('validation.required') }] },
              },
              {
                title: t('parameters.label.en_US'),
                dataIndex: ['i18n', 'en_US', 'label'],
                formItemProps: { rules: [{ required: true, message: t('validation.required') }] },
              },
            ]}
          />
        </ProForm.Item>
      )}
    </>
  );
}
