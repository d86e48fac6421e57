import { z } from 'zod';

/* The header's notices and the user's notification switches (contract §11). */

import { NOTICE_KINDS, NOTICE_STATUSES, NOTICE_TYPES } from '../notice-kinds.ts';

export type { NoticeKind, NoticeStatus, NoticeType } from '../notice-kinds.ts';
export { NOTICE_KINDS, NOTICE_STATUSES, NOTICE_TYPES };

const noticeParams = z
  .record(z.string(), z.union([z.string(), z.number(), z.null()]))
  .describe('The values the texts of this kind are filled in with');

export const notice = z.object({
  id: z.number().int().positive(),
  type: z.enum(NOTICE_TYPES),
  title: z.string().describe('In the language of `lang` (zh_CN or en_US)'),
  description: z.string(),
  datetime: z.string().describe('ISO-8601 UTC'),
  read: z.boolean(),
  extra: z.object({
    kind: z.enum(NOTICE_KINDS),
    params: noticeParams,
    link: z.string().nullable().describe('The back-office page the notice is about, if any'),
  }),
  status: z.enum(NOTICE_STATUSES),
});
export type Notice = z.infer<typeof notice>;

export const clearNoticesRequest = z.object({ type: z.enum(NOTICE_TYPES) });

export const notificationSwitches = z.object({
  accountPassword: z.boolean().describe('Sign-ins from a new address and password changes'),
  systemMessages: z.boolean().describe('Failures of the system: errors, scheduled actions, mail'),
  todo: z.boolean().describe('New enquiries to handle'),
  todoEmail: z
    .boolean()
    .describe(
      'New enquiries, product enquiries and job applications also by email, with a link to the inbox (off by default)',
    ),
});
export type NotificationSwitches = z.infer<typeof notificationSwitches>;
/** A change of the switches: an absent `todoEmail` keeps it as it is (contract §11 names the other three). */
export const notificationSwitchesInput = notificationSwitches.extend({
  todoEmail: notificationSwitches.shape.todoEmail.optional(),
});
export type NotificationSwitchesInput = z.infer<typeof notificationSwitchesInput>;
