import { createHmac } from 'node:crypto';
import type { RobotPlatform } from '@coresense/shared/schemas/admin/enquiry-robots';

/*
 * How each platform's group robot is posted to. WeCom signs nothing (the key in the address is
 * the credential); DingTalk and Feishu sign with the robot's secret when one is set.
 */

/** DingTalk: base64(HMAC-SHA256(key = secret, message = timestamp + "\n" + secret)), timestamp in ms. */
export function dingTalkSign(secret: string, timestampMs: number): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
}

/** Feishu/Lark: base64(HMAC-SHA256(key = timestamp + "\n" + secret, message = "")), timestamp in s. */
export function feishuSign(secret: string, timestampSeconds: number): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

export interface RobotRequest {
  url: string;
  body: Record<string, unknown>;
}

/** The request that posts `text` to a robot of `platform` at `url`, signed with `secret` if any. */
export function robotRequest(
  platform: RobotPlatform,
  url: string,
  secret: string,
  text: string,
  now: number,
): RobotRequest {
  switch (platform) {
    case 'wecom':
      return { url, body: { msgtype: 'text', text: { content: text } } };
    case 'dingtalk': {
      const signed = new URL(url);
      if (secret) {
        // URLSearchParams percent-encodes the base64 (`+`, `/`, `=`), as DingTalk asks.
        signed.searchParams.set('timestamp', String(now));
        signed.searchParams.set('sign', dingTalkSign(secret, now));
      }
      return { url: signed.toString(), body: { msgtype: 'text', text: { content: text } } };
    }
    case 'feishu': {
      const timestamp = Math.floor(now / 1000);
      const signature = secret ? { timestamp: String(timestamp), sign: feishuSign(secret, timestamp) } : {};
      return { url, body: { ...signature, msg_type: 'text', content: { text } } };
    }
  }
}

/**
 * Why the platform refused a post it answered with HTTP 200, or undefined when it took it: each
 * answers a JSON object whose code is 0 on success (`errcode`; Feishu `code`, formerly `StatusCode`).
 */
export function platformRefusal(platform: RobotPlatform, answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return 'the answer is not a JSON object';
  const fields = answer as Record<string, unknown>;
  const code = platform === 'feishu' ? (fields.code ?? fields.StatusCode) : fields.errcode;
  if (code === 0) return undefined;
  const message = platform === 'feishu' ? (fields.msg ?? fields.StatusMessage) : fields.errmsg;
  return `code ${String(code)}: ${String(message ?? '')}`;
}
