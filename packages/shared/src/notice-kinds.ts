/*
 * The kinds of the header's notices (contract §11) as plain values, without their schemas: the
 * back-office's header needs the names, and zod would weigh on every page it shows.
 */

export const NOTICE_TYPES = ['notification', 'message', 'event'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * What a notice is about. The back-office shows each kind in its own words, filled in from
 * `extra.params`, so a notice reads in whichever of the four languages its reader uses.
 */
export const NOTICE_KINDS = [
  'enquiry-received',
  'contract-status-changed',
  'sign-in-new-address',
  'password-changed',
  'second-factor-locked',
  'account-bound',
  'bindings-removed',
  'server-error',
  'scheduled-action-failed',
  'mail-failed',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The tag colour of Ant Design Pro's notice list: something to do, under way, or to look at now. */
export const NOTICE_STATUSES = ['todo', 'processing', 'urgent'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
