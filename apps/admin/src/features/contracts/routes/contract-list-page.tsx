import {
  ProForm,
  ProFormDatePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  type AdminContract,
  type AdminContractInput,
  CONTRACT_STATUSES,
  CONTRACT_TRANSITIONS,
  contractFrozen,
} from '@coresense/shared';
import { Alert, Form, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useProductOptions } from '../../../api/get-product-options.ts';
import { BusinessListPage } from '../../../components/business-list-page.tsx';
import {
  ContractStatusTag,
  contractStatusLabel as statusLabel,
} from '../../../components/contract-status-tag.tsx';
import { EditableRows, withoutRowKeys, withRowKeys } from '../../../components/editable-rows.tsx';
import { timeColumn } from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { DATE_FORMAT } from '../../../lib/dates.ts';
import { t } from '../../../locales/index.ts';
import { useMemberOptions } from '../api/get-member-options.ts';
import { useNextContractNumber } from '../api/get-next-number.ts';
import {
  type ContractForm,
  formatMoney,
  type GoodsRow,
  goodsAmount,
  goodsTotal,
} from '../components/money.ts';

/** The VAT rate a new contract starts with: China's general rate on goods. */
const DEFAULT_VAT_PERCENT = 13;

function toForm(contract: AdminContract | undefined): ContractForm {
  return {
    memberId: contract?.memberId,
    // A new contract's number is proposed once the form opens (ProposedNumber).
    number: contract?.number ?? '',
    paymentTerms: contract?.paymentTerms ?? '',
    deliveryTerms: contract?.deliveryTerms ?? '',
    vatPercent: contract ? contract.vatPercent : DEFAULT_VAT_PERCENT,
    signingDate: contract?.signingDate ?? dayjs().format('YYYY-MM-DD'),
    status: contract?.status ?? 'draft',
    note: contract?.note ?? '',
    goods: withRowKeys(
      contract?.goods.map(({ productId, model, quantity, unitPrice }) => ({
        productId,
        model,
        quantity,
        unitPrice,
      })),
    ),
  };
}

function toInput(values: ContractForm): AdminContractInput {
  return {
    memberId: values.memberId!,
    number: values.number,
    signingDate: dayjs(values.signingDate).format('YYYY-MM-DD'),
    status: values.status,
    note: values.note ?? '',
    paymentTerms: values.paymentTerms ?? '',
    deliveryTerms: values.deliveryTerms ?? '',
    vatPercent: values.vatPercent ?? null,
    goods: withoutRowKeys(values.goods).map((row) => ({ ...row, productId: row.productId ?? null })),
  };
}

/** Signing management: contracts with members, their goods and the total the server computes. */
export default function ContractListPage() {
  const access = useAccess();
  const members = useMemberOptions('');
  const memberOptions = members.data ?? [];
  return (
    <BusinessListPage<AdminContract, ContractForm, AdminContractInput>
      resource="contracts"
      titles={{ new: 'contracts.new', edit: 'contracts.edit' }}
      columns={[
        {
          title: t('contracts.number'),
          dataIndex: 'number',
          search: false,
          sorter: true,
          width: 140,
          render: (_dom, contract) => <Link to={`/admin/contracts/${contract.id}`}>{contract.number}</Link>,
        },
        {
          title: t('common.keyword'),
          dataIndex: 'keyword',
          hideInTable: true,
          fieldProps: { placeholder: t('contracts.keyword') },
        },
        {
          title: t('contracts.member'),
          dataIndex: 'memberId',
          valueType: 'select',
          minWidth: 120,
          fieldProps: { options: memberOptions, showSearch: true, optionFilterProp: 'label' },
          render: (_dom, contract) =>
            access['members:read'] ? (
              <Link to={`/admin/members/${contract.memberId}`}>{contract.memberName}</Link>
            ) : (
              contract.memberName
            ),
        },
        {
          title: t('contracts.signingDate'),
          dataIndex: 'signingDate',
          valueType: 'date',
          fieldProps: { format: DATE_FORMAT },
          search: false,
          sorter: true,
          width: 124,
        },
        {
          title: t('contracts.signingDate'),
          dataIndex: 'dateRange',
          valueType: 'dateRange',
          hideInTable: true,
          search: { transform: ([dateFrom, dateTo]: [string, string]) => ({ dateFrom, dateTo }) },
        },
        {
          title: t('common.status'),
          dataIndex: 'status',
          valueType: 'select',
          width: 100,
          valueEnum: Object.fromEntries(
            CONTRACT_STATUSES.map((status) => [status, { text: statusLabel(status) }]),
          ),
          render: (_dom, contract) => <ContractStatusTag status={contract.status} />,
        },
        {
          title: t('contracts.goods'),
          dataIndex: 'goods',
          search: false,
          width: 80,
          hiddenByDefault: true,
          render: (_dom, contract) => contract.goods.length,
        },
        {
          title: t('contracts.total'),
          dataIndex: 'total',
          search: false,
          sorter: true,
          align: 'right',
          width: 130,
          render: (_dom, contract) => formatMoney(contract.total),
        },
        timeColumn<AdminContract>('updateTime', t('common.updateTime')),
      ]}
      toForm={toForm}
      toInput={toInput}
      width={960}
      actions={{
        width: 112,
        // A contract that left draft is cancelled, not deleted (the server refuses it too).
        canDelete: (contract) => !contractFrozen(contract.status),
        extra: (contract) => [
          <Link key="detail" to={`/admin/contracts/${contract.id}`}>
            {t('common.detail')}
          </Link>,
        ],
      }}
      fields={({ record, readOnly }) => {
        // What was signed stays as signed (the server refuses it too); a new record may start anywhere.
        const frozen = record !== undefined && contractFrozen(record.status);
        const statuses = record ? [record.status, ...CONTRACT_TRANSITIONS[record.status]] : CONTRACT_STATUSES;
        return (
          <>
            {frozen && !readOnly && (
              <Alert
                type="info"
                showIcon
                message={t('contractDetail.lockedHint')}
                style={{ marginBottom: 16 }}
              />
            )}
            {record === undefined && <ProposedNumber />}
            <ProForm.Group>
              <ProFormText
                name="number"
                label={t('contracts.number')}
                width="sm"
                disabled={frozen}
                tooltip={record === undefined ? t('contracts.number.proposed') : undefined}
                rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 50 }]}
              />
              <ProFormSelect
                name="memberId"
                label={t('contracts.member')}
                width="md"
                disabled={frozen}
                options={memberOptions}
                fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
                rules={[{ required: true, message: t('validation.required') }]}
              />
              <ProFormDatePicker
                name="signingDate"
                label={t('contracts.signingDate')}
                disabled={frozen}
                rules={[{ required: true, message: t('validation.required') }]}
              />
              <ProFormSelect
                name="status"
                label={t('common.status')}
                width="xs"
                options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
              />
            </ProForm.Group>
            <GoodsField readOnly={readOnly || frozen} />
            <ProForm.Group>
              <ProFormDigit
                name="vatPercent"
                label={t('contracts.vatPercent')}
                tooltip={t('contracts.vatPercent.hint')}
                width="xs"
                disabled={frozen}
                min={0}
                max={100}
                fieldProps={{ precision: 0, addonAfter: '%' }}
              />
            </ProForm.Group>
            <ProFormTextArea
              name="paymentTerms"
              label={t('contracts.paymentTerms')}
              disabled={frozen}
              rules={[{ max: 1000 }]}
              fieldProps={{
                autoSize: { minRows: 1, maxRows: 4 },
                placeholder: t('contracts.paymentTerms.placeholder'),
              }}
            />
            <ProFormTextArea
              name="deliveryTerms"
              label={t('contracts.deliveryTerms')}
              disabled={frozen}
              rules={[{ max: 1000 }]}
              fieldProps={{
                autoSize: { minRows: 1, maxRows: 4 },
                placeholder: t('contracts.deliveryTerms.placeholder'),
              }}
            />
            <ProFormTextArea
              name="note"
              label={t('contracts.note')}
              rules={[{ max: 2000 }]}
              fieldProps={{ autoSize: { minRows: 2, maxRows: 6 } }}
            />
          </>
        );
      }}
    />
  );
}

/** The goods rows, adding up as they are typed; the server computes the total it keeps. */
function GoodsField({ readOnly }: { readOnly: boolean }) {
  const form = Form.useFormInstance();
  const products = useProductOptions('');
  const goods = (Form.useWatch('goods') as GoodsRow[] | undefined) ?? [];
  // Picking a product fills in its model, which the line needs (it may still be changed after).
  const picked = useRef(new Map<string, number | null>());
  useEffect(() => {
    goods.forEach((row, index) => {
      const before = picked.current.get(row.key);
      picked.current.set(row.key, row.productId ?? null);
      if (before === undefined || before === (row.productId ?? null)) return;
      const model = products.data?.find((option) => option.value === row.productId)?.model;
      if (model) form.setFieldValue(['goods', index, 'model'], model);
    });
  }, [form, goods, products.data]);
  return (
    <>
      <ProForm.Item label={t('contracts.goods')}>
        <EditableRows<GoodsRow>
          name={['goods']}
          disabled={readOnly}
          maxRows={200}
          newRow={() => ({ productId: null, model: '', quantity: 1, unitPrice: 0 })}
          columns={[
            {
              title: t('contracts.product'),
              dataIndex: 'productId',
              valueType: 'select',
              width: '28%',
              fieldProps: {
                options: products.data ?? [],
                showSearch: true,
                optionFilterProp: 'label',
                allowClear: true,
              },
            },
            {
              title: t('contracts.model'),
              dataIndex: 'model',
              width: '18%',
              formItemProps: {
                rules: [{ required: true, whitespace: true, message: t('validation.required') }],
              },
            },
            {
              title: t('contracts.quantity'),
              dataIndex: 'quantity',
              valueType: 'digit',
              width: 110,
              fieldProps: { min: 1, max: 1_000_000, precision: 0 },
              formItemProps: { rules: [{ required: true, message: t('validation.required') }] },
            },
            {
              title: t('contracts.unitPrice'),
              dataIndex: 'unitPrice',
              valueType: 'digit',
              width: 140,
              fieldProps: { min: 0, max: 100_000_000, precision: 2 },
              formItemProps: { rules: [{ required: true, message: t('validation.required') }] },
            },
            {
              title: t('contracts.amount'),
              dataIndex: 'amount',
              editable: false,
              align: 'right',
              width: 130,
              render: (_dom, row) => formatMoney(goodsAmount(row)),
            },
          ]}
        />
      </ProForm.Item>
      <Statistic
        title={t('contracts.total')}
        value={formatMoney(goodsTotal(goods))}
        style={{ textAlign: 'right', marginBottom: 16 }}
        data-testid="contract-total"
      />
    </>
  );
}

/** Fills a new contract's number with the next free one of this year, unless one was typed already. */
function ProposedNumber() {
  const form = Form.useFormInstance();
  const proposed = useNextContractNumber();
  useEffect(() => {
    if (proposed.data && !form.getFieldValue('number')) form.setFieldValue('number', proposed.data);
  }, [form, proposed.data]);
  return null;
}
