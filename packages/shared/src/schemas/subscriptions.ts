import { z } from 'zod';
import { LANGS, parseLang } from '../lang.ts';
import { adminListQuery, MAX_INT32 } from './admin/content-common.ts';
import { contactSubmission } from './enquiry.ts';
import { SUBSCRIPTION_TOPICS } from './subscription-rules.ts';

/* Change alerts by email (contract §9): the public subscription and the back-office's view of it. */

export {
  SUBSCRIPTION_TOPICS,
  type SubscriptionTopic,
  UNCONFIRMED_SUBSCRIPTION_DAYS,
} from './subscription-rules.ts';

/** Products one subscription may name at most: a page subscribes to one, a request to a few. */
export const SUBSCRIPTION_MAX_PRODUCTS = 50;

/** A form sends one value as text and several as an array; JSON sends an array. */
const asList = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : Array.isArray(value) ? value : [value];

const productIdItem = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
  z
    .number('invalidValue')
    .int('invalidValue')
    .positive('unknownReference')
    .max(MAX_INT32, 'unknownReference'),
);

export const subscriptionRequest = z
  .object({
    email: contactSubmission.shape.email,
    lang: z.preprocess(
      (value) => (typeof value === 'string' ? (parseLang(value) ?? value) : value),
      z.enum(LANGS, 'invalidValue'),
    ),
    productIds: z.preprocess(asList, z.array(productIdItem).max(SUBSCRIPTION_MAX_PRODUCTS).optional()),
    topics: z.preprocess(asList, z.array(z.enum(SUBSCRIPTION_TOPICS, 'invalidValue')).max(3).optional()),
  })
  .superRefine((request, context) => {
    if (!request.productIds?.length && !request.topics?.length) {
      context.addIssue({ code: 'custom', path: ['topics'], message: 'nothingToSubscribe' });
    }
  })
  .transform((request) => ({
    email: request.email,
    lang: request.lang,
    productIds: [...new Set(request.productIds ?? [])],
    topics: [...new Set(request.topics ?? [])],
  }));
export type SubscriptionRequest = z.output<typeof subscriptionRequest>;

/** `?token=` of the confirmation and unsubscribe links. */
export const subscriptionTokenQuery = z.object({ token: z.string().max(200) });

export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed'] as const;

const namedProduct = z.object({ id: z.number().int(), name: z.string() });

export const adminSubscription = z.object({
  id: z.number().int(),
  email: z.string(),
  lang: z.enum(LANGS),
  topics: z.array(z.enum(SUBSCRIPTION_TOPICS)),
  products: z.array(namedProduct).describe('Products followed, named in the request language'),
  status: z.enum(SUBSCRIPTION_STATUSES),
  confirmTime: z.string().nullable(),
  pending: z
    .object({
      lang: z.enum(LANGS),
      topics: z.array(z.enum(SUBSCRIPTION_TOPICS)),
      productIds: z.array(z.number().int()),
      products: z.array(namedProduct).describe('The products asked for, named in the request language'),
    })
    .nullable()
    .describe('A request not confirmed yet: applied when its link is followed'),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscription>;

export const adminSubscriptionListQuery = adminListQuery(['createTime', 'email']).extend({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export type AdminSubscriptionListQuery = z.output<typeof adminSubscriptionListQuery>;

export const subscriptionExportQuery = z.object({ email: contactSubmission.shape.email });

/** What is kept of one address, for a data-protection request (PIPL art. 45, GDPR art. 15). */
export const subscriptionExport = z.object({
  email: z.string(),
  exportTime: z.string(),
  subscriptions: z.array(adminSubscription),
  mails: z
    .array(
      z.object({
        subject: z.string(),
        createTime: z.string(),
        sentTime: z.string().nullable(),
      }),
    )
    .describe('Mail to the address kept in the outbox'),
});
export type SubscriptionExport = z.infer<typeof subscriptionExport>;
