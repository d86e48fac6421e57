import { createHash, randomBytes } from 'node:crypto';
import type { Lang, RemovedBinding } from '@coresense/shared';
import { passwordStrength } from '@coresense/shared/password-strength';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, type FieldProblem } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/password.ts';
import { AccountRepository } from '../account/account.repository.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail.outbox.ts';
import { SignInProviderRepository } from '../sign-in-providers/sign-in-providers.repository.ts';
import { StaffRepository } from '../staff/staff.repository.ts';

/** How long a mailed link works. */
export const RESET_LINK_MINUTES = 30;
/** Links one account may be sent in that time, whatever the addresses asking: no mail flood. */
const LINKS_PER_WINDOW = 3;
/** Where the back-office's page of the link is. */
export const RESET_PAGE = '/user/reset-password';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const MAILS: Record<
  Lang,
  { subject: string; link: (url: string) => string; done: { subject: string; body: string } }
> = {
  zh_CN: {
    subject: '重置 CoreSense 管理后台密码',
    link: (url) =>
      `有人（希望是您）请求重置您在 CoreSense 管理后台的密码。\n\n请在 ${RESET_LINK_MINUTES} 分钟内打开以下链接设置新密码，链接只能使用一次：\n${url}\n\n如果不是您本人操作，请忽略本邮件，您的密码不会改变。`,
    done: {
      subject: 'CoreSense 管理后台密码已重置',
      body: '您的管理后台密码刚刚通过“忘记密码”重置，所有已登录的会话都已退出，绑定的第三方账号已解除。\n\n如果不是您本人操作，请立即联系管理员。',
    },
  },
  en_US: {
    subject: 'Reset your CoreSense back-office password',
    link: (url) =>
      `Someone (we hope you) asked to reset your CoreSense back-office password.\n\nOpen this link within ${RESET_LINK_MINUTES} minutes to set a new one; it works once:\n${url}\n\nIf this was not you, ignore this mail: your password stays as it is.`,
    done: {
      subject: 'Your CoreSense back-office password was reset',
      body: 'Your back-office password was just reset through "Forgot password": every session was signed out and linked third-party accounts were removed.\n\nIf this was not you, contact your administrator at once.',
    },
  },
};

export interface PasswordResetDeps {
  audit: AuditRecorder;
  /** After a reset: the notices a password change sends. */
  onPasswordReset?: (event: { userId: number; removedBindings: RemovedBinding[] }) => Promise<void>;
}

/**
 * "Forgot password": a one-time link, valid 30 minutes, mailed through the outbox to the
 * account's email and backup email; its page sets a new password as a password change does.
 * Asking answers the same whether or not an account matched, so nobody learns which exist.
 */
export class PasswordResetService {
  readonly #db: Kysely<Database>;
  readonly #deps: PasswordResetDeps;

  constructor(db: Kysely<Database>, deps: PasswordResetDeps) {
    this.#db = db;
    this.#deps = deps;
  }

  /** Mails a link for the enabled account named by `account` (username, email or backup email), if any. */
  async request(account: string, options: { origin: string; lang: Lang; ip?: string }): Promise<void> {
    const name = account.trim().toLowerCase();
    const user = await this.#db
      .selectFrom('staff_users as u')
      .leftJoin('staff_profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.username', 'u.email', 'p.backup_email'])
      .where('u.enabled', '=', true)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['u.username']), '=', name),
          eb(eb.fn('lower', ['u.email']), '=', name),
          eb(eb.fn('lower', ['p.backup_email']), '=', name),
        ]),
      )
      .orderBy('u.id')
      .executeTakeFirst();
    if (!user) return;
    const recipients = [
      ...new Set([user.email, user.backup_email].filter((to): to is string => Boolean(to))),
    ];
    if (recipients.length === 0) return;

    const now = Date.now();
    const token = randomBytes(32).toString('base64url');
    const url = `${options.origin}${RESET_PAGE}?token=${token}`;
    const text = MAILS[options.lang];
    await this.#db.transaction().execute(async (trx) => {
      const recent = await trx
        .selectFrom('password_reset_tokens')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', user.id)
        .where('created_at', '>', new Date(now - RESET_LINK_MINUTES * 60_000).toISOString())
        .executeTakeFirstOrThrow();
      if (Number(recent.count) >= LINKS_PER_WINDOW) return;
      await trx
        .insertInto('password_reset_tokens')
        .values({
          token_hash: sha256(token),
          user_id: user.id,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + RESET_LINK_MINUTES * 60_000).toISOString(),
        })
        .execute();
      await enqueueMail(
        trx,
        recipients.map((to): OutgoingMail => ({ to, subject: text.subject, body: text.link(url) })),
      );
      await this.#deps.audit.record(
        {
          actor: null,
          ip: options.ip,
          action: 'password-reset-requested',
          resource: 'staff',
          resourceId: user.id,
          title: user.username,
          changes: {},
        },
        trx,
      );
    });
  }

  /**
   * Sets the password of the link's account: the link must be unused and unexpired, the password
   * not weak. Every link of the account is spent, every session ended and every binding removed
   * (as a password change does), all in one transaction; the owner is told by notice and mail.
   */
  async reset(token: string, newPassword: string, options: { lang: Lang; ip?: string }): Promise<void> {
    const now = nowIso();
    const link = await this.#db
      .selectFrom('password_reset_tokens as t')
      .innerJoin('staff_users as u', 'u.id', 't.user_id')
      .leftJoin('staff_profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.username', 'u.name', 'u.email', 'p.backup_email'])
      .where('t.token_hash', '=', sha256(token))
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', now)
      .where('u.enabled', '=', true)
      .executeTakeFirst();
    const problems: FieldProblem[] = [];
    if (!link) problems.push({ field: 'token', key: 'resetLinkInvalid' });
    const strength = passwordStrength(newPassword, link ? [link.username, link.name, link.email] : []);
    if (strength === 'weak') problems.push({ field: 'newPassword', key: 'weakPassword' });
    if (!link || problems.length) throw new AppError('VALIDATION_ERROR', problems);

    const passwordHash = await hashPassword(newPassword);
    const text = MAILS[options.lang].done;
    const removedBindings = await this.#db.transaction().execute(async (trx) => {
      // Spent first, and only if still unspent: of two resets with one link, one wins.
      const spent = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', sha256(token))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) === 0) {
        throw new AppError('VALIDATION_ERROR', [{ field: 'token', key: 'resetLinkInvalid' }]);
      }
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('user_id', '=', link.id)
        .where('used_at', 'is', null)
        .execute();
      const staff = new StaffRepository(trx);
      await staff.setPasswordHash(link.id, passwordHash);
      await staff.deleteSessionsOf(link.id);
      await new AccountRepository(trx).setPasswordStrength(link.id, strength);
      const removed = await new SignInProviderRepository(trx).unbindAll(link.id);
      const recipients = [
        ...new Set([link.email, link.backup_email].filter((to): to is string => Boolean(to))),
      ];
      await enqueueMail(
        trx,
        recipients.map((to) => ({ to, subject: text.subject, body: text.body })),
      );
      await this.#deps.audit.record(
        {
          actor: { id: link.id, username: link.username },
          ip: options.ip,
          action: 'reset-password-by-link',
          resource: 'staff',
          resourceId: link.id,
          title: link.username,
          changes: removed.length ? { bindingsRemoved: removed } : {},
        },
        trx,
      );
      return removed;
    });
    await this.#deps.onPasswordReset?.({ userId: link.id, removedBindings });
  }
}
