import { z } from 'zod';
import { LANGS } from '../../lang.ts';
import { ENQUIRY_KINDS } from '../enquiry.ts';

/* Group robots told of new enquiries: one webhook per kind of enquiry (issue 25).
 * Imported by its path (`@coresense/shared/schemas/admin/…`), not through the index: the
 * index is in the back-office's first chunk, whose sign-in budget these screens need not share.
 */

export const ROBOT_PLATFORMS = ['wecom', 'dingtalk', 'feishu'] as const;
export type RobotPlatform = (typeof ROBOT_PLATFORMS)[number];

/**
 * The hosts each platform's robots are reached at; the server posts to nothing else, so a
 * webhook address cannot turn it against another machine.
 */
export const ROBOT_HOSTS: Record<RobotPlatform, readonly string[]> = {
  wecom: ['qyapi.weixin.qq.com'],
  dingtalk: ['oapi.dingtalk.com'],
  feishu: ['open.feishu.cn', 'open.larksuite.com'],
};

/** The path each platform's webhook addresses start with. */
export const ROBOT_PATHS: Record<RobotPlatform, string> = {
  wecom: '/cgi-bin/webhook/send',
  dingtalk: '/robot/send',
  feishu: '/open-apis/bot/v2/hook/',
};

export const enquiryRobotPath = z.object({ kind: z.enum(ENQUIRY_KINDS) });

/**
 * `PUT /api/v1/admin/enquiry-robots/{kind}`. `secret`: absent keeps the stored one, `null` or ''
 * removes it, text replaces it.
 */
export const enquiryRobotInput = z.object({
  platform: z.enum(ROBOT_PLATFORMS),
  url: z.string().trim().max(500, 'tooLong'),
  secret: z.string().trim().max(200, 'tooLong').nullable().optional(),
  enabled: z.boolean(),
  lang: z.enum(LANGS).describe('The language of its messages'),
});
export type EnquiryRobotInput = z.infer<typeof enquiryRobotInput>;

export const enquiryRobot = z.object({
  kind: z.enum(ENQUIRY_KINDS),
  platform: z.enum(ROBOT_PLATFORMS),
  url: z.string(),
  secret: z
    .string()
    .nullable()
    .describe('The stored signing secret masked (its last 4 characters), null when there is none'),
  enabled: z.boolean(),
  lang: z.enum(LANGS),
  updateTime: z.string().nullable(),
});
export type EnquiryRobot = z.infer<typeof enquiryRobot>;

/** What a test message came to: delivered, or the platform's or the network's refusal. */
export const robotTestResult = z.object({ delivered: z.boolean(), error: z.string() });
export type RobotTestResult = z.infer<typeof robotTestResult>;
