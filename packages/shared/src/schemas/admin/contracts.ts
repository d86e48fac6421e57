import { z } from 'zod';
import { idParam } from '../common.ts';
import { optionalText, requiredName } from './back-office-common.ts';
import { adminListQuery, calendarDate, recordId } from './content-common.ts';

/* Contracts with members (`/api/v1/admin/contracts`); money is exact to the cent. */

export const CONTRACT_STATUSES = ['draft', 'signed', 'executing', 'completed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * The workflow: draft → signed → executing → completed, and cancelled from any state before
 * completed. Completed and cancelled are final; a signed contract never goes back to draft
 * (a wrong one is cancelled and written anew), so what was signed stays as it was signed.
 */
export const CONTRACT_TRANSITIONS: Record<ContractStatus, readonly ContractStatus[]> = {
  draft: ['signed', 'cancelled'],
  signed: ['executing', 'cancelled'],
  executing: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canMoveContract(from: ContractStatus, to: ContractStatus): boolean {
  return CONTRACT_TRANSITIONS[from].includes(to);
}

/**
 * The fields printed on the signed paper: once a contract has left draft they no longer change
 * (the total follows the goods). The note is the team's own and stays editable.
 */
export const CONTRACT_FROZEN_FIELDS = [
  'memberId',
  'number',
  'signingDate',
  'goods',
  'paymentTerms',
  'deliveryTerms',
  'vatPercent',
] as const;

export function contractFrozen(status: ContractStatus): boolean {
  return status !== 'draft';
}

/** Largest unit price accepted: 100 million, with cents. */
export const MAX_UNIT_PRICE = 100_000_000;

/** A sum of money with at most two decimals, e.g. 12.5 or 0.99. */
const money = z
  .number()
  .min(0)
  .max(MAX_UNIT_PRICE)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'invalidFormat');

export const contractGoodsInput = z.object({
  productId: recordId.nullish().transform((value) => value ?? null),
  model: requiredName(100),
  quantity: z.number().int().min(1).max(1_000_000),
  unitPrice: money,
});

export const adminContractInput = z.object({
  memberId: recordId,
  number: requiredName(50),
  signingDate: calendarDate,
  status: z.enum(CONTRACT_STATUSES),
  note: optionalText(2000),
  goods: z.array(contractGoodsInput).max(200),
  paymentTerms: optionalText(1000).describe('Terms of payment, printed on the contract'),
  deliveryTerms: optionalText(1000).describe('Terms of delivery, printed on the contract'),
  vatPercent: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullish()
    .transform((value) => value ?? null)
    .describe('The VAT rate (percent) the unit prices include; null or absent: none stated'),
});
export type AdminContractInput = z.input<typeof adminContractInput>;

export const contractGoods = z.object({
  productId: z.number().int().nullable(),
  model: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number().describe('quantity × unitPrice'),
});

export const adminContract = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  number: z.string(),
  signingDate: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  note: z.string(),
  goods: z.array(contractGoods),
  total: z.number().describe('Computed on the server: the sum of the goods, to the cent'),
  paymentTerms: z.string(),
  deliveryTerms: z.string(),
  vatPercent: z.number().int().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AdminContract = z.infer<typeof adminContract>;

/** The numbers proposed for new contracts: `CS-2026-0001`, counted per year. */
export const CONTRACT_NUMBER_PREFIX = 'CS';

/** `GET /api/v1/admin/contracts/next-number?year=`: the next free number of that year. */
export const nextContractNumberQuery = z.object({
  year: z.coerce
    .number()
    .int()
    .min(2000)
    .max(2999)
    .optional()
    .describe('The signing year; default this year (SITE_TIME_ZONE)'),
});
export const nextContractNumber = z.object({ number: z.string() });

/** `POST /api/v1/admin/contracts/{id}/status`: one step of the workflow. */
export const contractStatusChange = z.object({ status: z.enum(CONTRACT_STATUSES) });
export type ContractStatusChange = z.input<typeof contractStatusChange>;

export const CONTRACT_SORT_FIELDS = [
  'id',
  'number',
  'signingDate',
  'total',
  'createTime',
  'updateTime',
] as const;
export const adminContractListQuery = adminListQuery(CONTRACT_SORT_FIELDS).extend({
  memberId: idParam.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  dateFrom: calendarDate.optional().describe('Signed on or after this day'),
  dateTo: calendarDate.optional().describe('Signed on or before this day'),
});
export type AdminContractListQuery = z.output<typeof adminContractListQuery>;
