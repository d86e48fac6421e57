import type { ContractStatus } from '@coresense/shared';
import type { Keyed } from '../../../components/editable-rows.tsx';

export interface GoodsRow extends Keyed {
  productId: number | null;
  model: string;
  quantity: number;
  unitPrice: number;
}

export interface ContractForm {
  memberId?: number;
  number: string;
  signingDate: string;
  status: ContractStatus;
  note: string;
  goods: GoodsRow[];
  paymentTerms: string;
  deliveryTerms: string;
  /** The VAT rate the prices include, in percent; empty: none stated. */
  vatPercent: number | null;
}

/** Money is counted in whole cents, as the server does, so 0.1 + 0.2 stays 0.30. */
function cents(value: number | null | undefined): number {
  return Math.round((Number(value) || 0) * 100);
}

/** One row's amount: quantity × unit price, to the cent. */
export function goodsAmount(row: Pick<GoodsRow, 'quantity' | 'unitPrice'>): number {
  return (Math.round(Number(row.quantity) || 0) * cents(row.unitPrice)) / 100;
}

/** What the server will compute as the contract's total; shown while editing. */
export function goodsTotal(rows: readonly Pick<GoodsRow, 'quantity' | 'unitPrice'>[]): number {
  return (
    rows.reduce((sum, row) => sum + Math.round(Number(row.quantity) || 0) * cents(row.unitPrice), 0) / 100
  );
}

export function formatMoney(value: number): string {
  return value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
