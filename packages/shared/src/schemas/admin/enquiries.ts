import { z } from 'zod';
import { LANGS } from '../../lang.ts';
import { idParam, keysetQuery } from '../common.ts';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '../enquiry.ts';
import { optionalText } from './back-office-common.ts';
import { adminListQuery, calendarDate } from './content-common.ts';

/* The enquiry inbox (`/api/v1/admin/enquiries`). */

export const adminEnquiry = z.object({
  id: z.number().int(),
  kind: z.enum(ENQUIRY_KINDS),
  productId: z.number().int().nullable(),
  productName: z
    .string()
    .nullable()
    .describe('The enquired product in the request language, if it still exists'),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  job: z.string(),
  product: z.string().describe('What the visitor typed in the product field'),
  jobId: z.number().int().nullable().describe('The position a job application is for'),
  jobPosition: z
    .string()
    .nullable()
    .describe('The position in the request language, if the job still exists'),
  cv: z
    .object({
      name: z.string(),
      size: z.number().int(),
      mime: z.string(),
      url: z.string().describe('Staff-only download (enquiries:read)'),
    })
    .nullable()
    .describe("A job application's CV"),
  country: z.string().describe('A sample request’s country of delivery'),
  application: z.string().describe('What a sample request’s parts are for'),
  parts: z
    .array(
      z.object({
        partNumber: z.string(),
        quantity: z.number().int(),
        productId: z.number().int().nullable(),
        productName: z.string().nullable().describe('In the request language, if the product still exists'),
      }),
    )
    .describe('A sample request’s parts, in the order asked; empty for other kinds'),
  mind: z.string(),
  lang: z.enum(LANGS),
  ip: z.string(),
  userAgent: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  note: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AdminEnquiry = z.infer<typeof adminEnquiry>;

const enquiryFilters = {
  kind: z.enum(ENQUIRY_KINDS).optional(),
  status: z.enum(ENQUIRY_STATUSES).optional(),
  productId: idParam.optional(),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .describe('Exactly this address, ignoring case: a member’s enquiries'),
  dateFrom: calendarDate.optional().describe('Received on or after this day (UTC)'),
  dateTo: calendarDate.optional().describe('Received on or before this day (UTC)'),
};

export const ENQUIRY_SORT_FIELDS = ['createTime', 'id', 'name', 'status'] as const;
export const adminEnquiryListQuery = adminListQuery(ENQUIRY_SORT_FIELDS)
  .extend(enquiryFilters)
  .extend(keysetQuery.shape);
export type AdminEnquiryListQuery = z.output<typeof adminEnquiryListQuery>;

/** The list's filters and sorting without paging: the export takes every match. */
export const adminEnquiryExportQuery = adminEnquiryListQuery.omit({
  pageNum: true,
  pageSize: true,
  after: true,
  before: true,
});
export type AdminEnquiryExportQuery = z.output<typeof adminEnquiryExportQuery>;

/**
 * A sample request's status moves only as `SAMPLE_MOVES` allows, and each move mails the
 * requester; its note is the tracking note of a shipment or the reason it was declined.
 */
export const adminEnquiryUpdate = z.object({
  status: z.enum(ENQUIRY_STATUSES),
  note: optionalText(2000),
});
export type AdminEnquiryUpdate = z.input<typeof adminEnquiryUpdate>;
