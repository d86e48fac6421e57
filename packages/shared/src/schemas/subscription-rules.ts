/*
 * The change alerts' rules as plain values, without zod (contract §9): the server's schemas and
 * purge, the site's subscription form and its privacy page read the same topics and periods.
 */

/** What a subscription may follow besides products. */
export const SUBSCRIPTION_TOPICS = ['news', 'investor', 'documents'] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];

/** How long a request waits for its confirmation before it is deleted (the privacy page says so). */
export const UNCONFIRMED_SUBSCRIPTION_DAYS = 7;
