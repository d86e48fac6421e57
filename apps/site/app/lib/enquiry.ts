import type { Translate } from './messages';

/** Lengths of the consult form's own rows, which travel inside the message. */
export const QUANTITY_MAX = 100;
export const APPLICATION_MAX = 200;

/**
 * The enquiry form's fields as contract §3 takes them. It has no fields for a consult's quantity
 * and application, so they travel as the first lines of the message, labelled in the page's
 * language; the fetch of the form and the contact page's action (no scripts) send the same.
 */
export function enquiryOf(values: Record<string, string>, t: Translate): Record<string, string> {
  const { quantity, application, ...fieldsOfContract } = values;
  const extraLines = [
    quantity && `${t('form.quantity')}: ${quantity}`,
    application && `${t('form.application')}: ${application}`,
  ].filter(Boolean);
  return { ...fieldsOfContract, mind: [...extraLines, fieldsOfContract.mind].filter(Boolean).join('\n') };
}
