import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ProForm, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  type AdminCrossReference,
  type AdminCrossReferenceInput,
  CROSS_REFERENCE_MATCHES,
  type CrossReferenceMatch,
} from '@coresense/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, AutoComplete, Button, Form, Modal, Select, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useProductOptions } from '../../../api/get-product-options.ts';
import { BusinessListPage } from '../../../components/business-list-page.tsx';
import type { ListColumn } from '../../../components/list-table.tsx';
import { timeColumn } from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { resourceApi } from '../../../lib/resource-api.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { pageTexts } from '../../../locales/page-texts.ts';
import {
  crossReferencesApi,
  manufacturersQuery,
  TEMPLATE_URL,
  useImportCrossReferences,
} from '../api/cross-references-api.ts';
import { CROSS_REFERENCE_TEXTS } from '../texts.ts';

const tr = pageTexts(CROSS_REFERENCE_TEXTS);
const uiLang = localeToLang(currentLocale);
const products = resourceApi<{ parts: Array<{ partNumber: string }> }, never>('products');

const MATCH_COLORS: Record<CrossReferenceMatch, string> = {
  'drop-in': 'success',
  'pin-compatible': 'blue',
  functional: 'default',
};
const matchLabel = (match: CrossReferenceMatch) => tr(`crossReferences.match.${match}`);

type FormValues = Omit<AdminCrossReferenceInput, 'partNumber'> & { partNumber?: string | null };

function toForm(record: AdminCrossReference | undefined): FormValues {
  if (!record) {
    return {
      competitorPartNumber: '',
      manufacturer: '',
      productId: undefined as unknown as number,
      match: 'pin-compatible',
      i18n: { zh_CN: { note: '' }, en_US: { note: '' } },
    };
  }
  const { competitorPartNumber, manufacturer, productId, partNumber, match, i18n } = record;
  return { competitorPartNumber, manufacturer, productId, partNumber, match, i18n };
}

const toInput = (values: FormValues): AdminCrossReferenceInput => ({
  ...values,
  partNumber: values.partNumber || null,
});

/**
 * `/admin/cross-references` (contract §13): other makers' part numbers and our products that
 * replace them, edited one at a time or imported from a CSV whole or not at all.
 */
export default function CrossReferenceListPage() {
  const canWrite = useAccess()['products:write'];
  const manufacturers = useQuery(manufacturersQuery());
  const columns: ListColumn<AdminCrossReference>[] = [
    {
      title: tr('crossReferences.competitorPartNumber'),
      dataIndex: 'competitorPartNumber',
      search: false,
      sorter: true,
      defaultSortOrder: 'ascend',
      render: (_dom, row) => <Typography.Text strong>{row.competitorPartNumber}</Typography.Text>,
    },
    {
      title: t('common.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: tr('crossReferences.keyword') },
    },
    {
      title: tr('crossReferences.manufacturer'),
      dataIndex: 'manufacturer',
      sorter: true,
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        options: (manufacturers.data ?? []).map((name) => ({ value: name, label: name })),
      },
    },
    {
      title: tr('crossReferences.product'),
      dataIndex: 'productId',
      search: false,
      minWidth: 180,
      render: (_dom, row) => `${row.product.model} ${row.product.name}`,
    },
    {
      title: tr('crossReferences.partNumber'),
      dataIndex: 'partNumber',
      search: false,
      render: (_dom, row) => row.partNumber ?? tr('crossReferences.anyPart'),
    },
    {
      title: tr('crossReferences.match'),
      dataIndex: 'match',
      sorter: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        CROSS_REFERENCE_MATCHES.map((match) => [match, { text: matchLabel(match) }]),
      ),
      render: (_dom, row) => <Tag color={MATCH_COLORS[row.match]}>{matchLabel(row.match)}</Tag>,
    },
    {
      title: tr('crossReferences.note'),
      dataIndex: 'i18n',
      search: false,
      ellipsis: true,
      minWidth: 160,
      responsive: ['lg'],
      render: (_dom, row) => row.i18n[uiLang].note || '—',
    },
    { ...timeColumn<AdminCrossReference>('updateTime', t('common.updateTime')), responsive: ['md'] },
  ];

  return (
    <BusinessListPage<AdminCrossReference, FormValues, AdminCrossReferenceInput>
      resource={crossReferencesApi}
      titles={{ newTitle: tr('crossReferences.new'), editTitle: tr('crossReferences.edit') }}
      intro={<Typography.Paragraph type="secondary">{tr('crossReferences.intro')}</Typography.Paragraph>}
      toolbar={[
        <Button key="template" icon={<DownloadOutlined />} href={TEMPLATE_URL} download>
          {tr('crossReferences.template')}
        </Button>,
        ...(canWrite ? [<ImportButton key="import" />] : []),
      ]}
      columns={columns}
      toForm={toForm}
      toInput={toInput}
      width={640}
      fields={({ record }) => (
        <CrossReferenceFields record={record} manufacturers={manufacturers.data ?? []} />
      )}
    />
  );
}

function CrossReferenceFields({
  record,
  manufacturers,
}: {
  record: AdminCrossReference | undefined;
  manufacturers: string[];
}) {
  const form = Form.useFormInstance<FormValues>();
  const productId = Form.useWatch('productId', form) as number | undefined;
  return (
    <>
      <ProFormText
        name="competitorPartNumber"
        label={tr('crossReferences.competitorPartNumber')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 64 }]}
        fieldProps={{ autoComplete: 'off' }}
      />
      <ProForm.Item
        name="manufacturer"
        label={tr('crossReferences.manufacturer')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 100 }]}
      >
        <AutoComplete
          options={manufacturers.map((name) => ({ value: name }))}
          filterOption={(input, option) =>
            String(option?.value ?? '')
              .toLowerCase()
              .includes(input.toLowerCase())
          }
        />
      </ProForm.Item>
      <ProForm.Item
        name="productId"
        label={tr('crossReferences.product')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <ProductSelect
          initial={
            record && { value: record.productId, label: `${record.product.name} (${record.product.model})` }
          }
          onChosen={() => form.setFieldValue('partNumber', null)}
        />
      </ProForm.Item>
      <ProForm.Item
        name="partNumber"
        label={tr('crossReferences.partNumber')}
        extra={tr('crossReferences.partNumber.hint')}
      >
        <PartSelect productId={productId} />
      </ProForm.Item>
      <ProFormRadio.Group
        name="match"
        label={tr('crossReferences.match')}
        radioType="button"
        rules={[{ required: true, message: t('validation.required') }]}
        options={CROSS_REFERENCE_MATCHES.map((value) => ({ value, label: matchLabel(value) }))}
      />
      <ProFormTextArea
        name={['i18n', 'zh_CN', 'note']}
        label={tr('crossReferences.note.zh_CN')}
        rules={[{ max: 500 }]}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 4 } }}
      />
      <ProFormTextArea
        name={['i18n', 'en_US', 'note']}
        label={tr('crossReferences.note.en_US')}
        rules={[{ max: 500 }]}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 4 } }}
      />
    </>
  );
}

/** A product found by name or model as it is typed; the record's own product is offered from the start. */
function ProductSelect({
  id,
  value,
  onChange,
  initial,
  onChosen,
}: {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  initial?: { value: number; label: string };
  onChosen: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const options = useProductOptions(keyword);
  const found = (options.data ?? []).map(({ value, label }) => ({ value, label }));
  const all =
    initial && !found.some((option) => option.value === initial.value) ? [initial, ...found] : found;
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(chosen) => {
        onChange?.(chosen);
        onChosen();
      }}
      options={all}
      showSearch
      filterOption={false}
      searchValue={typed}
      onSearch={setTyped}
      onBlur={() => setTyped('')}
      loading={options.isFetching}
      placeholder={tr('crossReferences.productPlaceholder')}
      data-testid="cross-reference-product"
    />
  );
}

/** One of the chosen product's parts, or none (the product as a whole). */
function PartSelect({
  id,
  value,
  onChange,
  productId,
}: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  productId: number | undefined;
}) {
  const product = useQuery({ ...products.get(productId ?? 0), enabled: productId !== undefined });
  return (
    <Select<string>
      id={id}
      value={value ?? undefined}
      onChange={(chosen) => onChange?.(chosen ?? null)}
      allowClear
      disabled={productId === undefined}
      loading={product.isFetching}
      placeholder={tr('crossReferences.anyPart')}
      options={(product.data?.parts ?? []).map((part) => ({
        value: part.partNumber,
        label: part.partNumber,
      }))}
    />
  );
}

/** Problems of a refused import, by line and column, as the server names them (`lines.<line>.<column>`). */
function importProblems(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.errors.map((problem) => {
    const [, line, column] = /^lines\.(\d+)\.(.+)$/.exec(problem.field) ?? [];
    return line
      ? tr('crossReferences.problemLine', { line, column: column ?? '', message: problem.message })
      : problem.message;
  });
}

/** "Import CSV": choose a file; it is imported whole, or nothing is and each problem is listed. */
function ImportButton() {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const importCsv = useImportCrossReferences();
  const close = () => {
    setOpen(false);
    setProblems([]);
  };
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {tr('crossReferences.import')}
      </Button>
      <Modal
        open={open}
        title={tr('crossReferences.importTitle')}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{tr('crossReferences.importHint')}</Typography.Paragraph>
        <Typography.Paragraph>
          <a href={TEMPLATE_URL} download>
            {tr('crossReferences.template')}
          </a>
        </Typography.Paragraph>
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          beforeUpload={(file) => {
            setProblems([]);
            importCsv.mutate(file, {
              onSuccess: (result) => {
                message.success(tr('crossReferences.imported', result));
                close();
              },
              onError: (error) => {
                const found = importProblems(error);
                // Listed here, line by line: the generic notice would only repeat them in one line.
                if (found.length > 0 && error instanceof ApiError) error.shownOnForm = true;
                setProblems(found);
              },
            });
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={importCsv.isPending} type="primary">
            {tr('crossReferences.chooseFile')}
          </Button>
        </Upload>
        {problems.length > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            showIcon
            message={tr('crossReferences.importFailed')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
          />
        )}
      </Modal>
    </>
  );
}
