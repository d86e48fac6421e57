import {
  type AccountProfile,
  type AccountSecurity,
  AVATAR_URL_PATTERN,
  type accountProfileInput,
  avatarUrl,
  type MfaStatus,
  type PasswordChange,
  type PasswordChanged,
  type RemovedBinding,
  type SecurityUpdate,
} from '@coresense/shared';
import { type PasswordStrength, passwordStrength } from '@coresense/shared/password-strength';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError, type FieldProblem, invalidField } from '../../lib/app-error.ts';
import { type AuditRecorder, changedFields } from '../../lib/audit.ts';
import { bodyOf } from '../../lib/file-store.ts';
import type { Editor } from '../../lib/http.ts';
import { hashPassword } from '../../lib/password.ts';
import type { CurrentPasswordCheck } from '../auth/current-password.ts';
import type { FileAdminService } from '../files/files.admin.service.ts';
import { detectUploadType } from '../files/upload-type.ts';
import { SignInProviderRepository } from '../sign-in-providers/sign-in-providers.repository.ts';
import { StaffRepository } from '../staff/staff.repository.ts';
import { AccountRepository } from './account.repository.ts';

type ProfileInput = z.output<typeof accountProfileInput>;
type Account = NonNullable<Awaited<ReturnType<AccountRepository['find']>>>;

/** The acting user: who they are, where from, and the session to keep when the password changes. */
export interface AccountEditor extends Editor {
  sessionId: string | null;
}

export interface PasswordChangeEvent {
  userId: number;
  ip: string;
  removedBindings: RemovedBinding[];
}

export interface AccountDependencies {
  db: Kysely<Database>;
  audit: AuditRecorder;
  files: FileAdminService;
  mfaStatus: (userId: number) => Promise<MfaStatus>;
  currentPassword: CurrentPasswordCheck;
  onPasswordChanged?: (change: PasswordChangeEvent) => Promise<void>;
}

/** Security answers are compared as people remember them: case and surrounding spaces aside. */
function normalizeAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}

function toProfile(account: Account): AccountProfile {
  const { name, email, avatar, signature, country, province, city, address, phone } = account;
  return { name, email, avatar, signature, country, province, city, address, phone };
}

function securityView(account: Account) {
  return {
    phone: account.security_phone,
    question: account.security_question,
    backupEmail: account.backup_email,
  };
}

function strengthOf(value: string | null): PasswordStrength | null {
  return value === 'weak' || value === 'medium' || value === 'strong' ? value : null;
}

/** Avatar uploads a day for a user without `files:write`: a few tries at a photo, not a file store. */
export const AVATAR_UPLOADS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The signed-in user's own profile, password and security items (contract §11 "Account"). */
export class AccountService {
  readonly #db: Kysely<Database>;
  readonly #deps: AccountDependencies;

  constructor(deps: AccountDependencies) {
    this.#db = deps.db;
    this.#deps = deps;
  }

  async profile(userId: number): Promise<AccountProfile> {
    return toProfile(await this.#find(new AccountRepository(this.#db), userId));
  }

  /**
   * Replaces the profile. A new avatar of ours must be an image this user uploaded: any other
   * stored image, an unpublished one included, would become visible to all staff as an avatar.
   */
  async saveProfile(input: ProfileInput, editor: Editor): Promise<AccountProfile> {
    const userId = editor.actor.id;
    const avatarFile = AVATAR_URL_PATTERN.exec(input.avatar)?.[1];
    const avatarId = avatarFile === undefined ? undefined : Number(avatarFile);
    return this.#db.transaction().execute(async (trx) => {
      const account = new AccountRepository(trx);
      const before = toProfile(await this.#find(account, userId));
      if (input.avatar !== before.avatar && input.avatar !== '') {
        // Every staff browser showing the avatar requests it: only an image of one's own will do.
        if (avatarId === undefined) throw invalidField('avatar', 'invalidValue');
        if (!(await account.isOwnImage(avatarId, userId))) throw invalidField('avatar', 'unknownReference');
      }
      await account.saveProfile(userId, input);
      await account.referenceAvatar(userId, avatarId);
      const after = toProfile(await this.#find(account, userId));
      await this.#deps.audit.record(
        {
          ...editor,
          action: 'update-profile',
          resource: 'staff',
          resourceId: userId,
          title: editor.actor.username,
          changes: changedFields(before, after),
        },
        trx,
      );
      return after;
    });
  }

  /**
   * Stores an uploaded image through the file library (type judged by content, re-encoded to
   * WebP) and answers the address of its smallest copy, the one an avatar needs.
   */
  async uploadAvatar(input: { name: string; data: Buffer }, editor: Editor): Promise<{ url: string }> {
    const type = await detectUploadType(input.data, input.name);
    if (!type?.raster) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    // Avatars are stored in the file library: a user who may not upload there gets a daily ration.
    if (!editor.authorities.has('files:write')) {
      const since = new Date(Date.now() - DAY_MS).toISOString();
      const uploaded = await new AccountRepository(this.#db).countUploadsSince(editor.actor.id, since);
      if (uploaded >= AVATAR_UPLOADS_PER_DAY) throw new AppError('RATE_LIMITED');
    }
    // Small and read whole by its route (MAX_AVATAR_BYTES): checked before it is stored.
    const file = await this.#deps.files.upload({ name: input.name, stream: bodyOf(input.data) }, editor);
    return { url: avatarUrl(file.variants[0]?.id ?? file.id) };
  }

  /** An avatar image a signed-in user may see: their own upload, or anyone's avatar. */
  avatarFile(fileId: number, viewerId: number) {
    return new AccountRepository(this.#db).findAvatarFile(fileId, viewerId);
  }

  /**
   * A wrong current password and a weak new one are both reported at once; wrong current
   * passwords are throttled per account. The user's other sessions end; the one that made the
   * change stays signed in. Bound provider accounts are removed and answered: a password change
   * ends a compromise, and a binding an intruder made would still sign in without the password.
   */
  async changePassword(input: PasswordChange, editor: AccountEditor): Promise<PasswordChanged> {
    const userId = editor.actor.id;
    const account = await this.#find(new AccountRepository(this.#db), userId);
    const problems: FieldProblem[] = [];
    const checker = { userId, sessionId: editor.sessionId };
    if (!(await this.#deps.currentPassword.matches(checker, input.currentPassword))) {
      problems.push({ field: 'currentPassword', key: 'wrongCurrentPassword' });
    }
    const strength = passwordStrength(input.newPassword, [account.username, account.name, account.email]);
    if (strength === 'weak') problems.push({ field: 'newPassword', key: 'weakPassword' });
    if (problems.length) throw new AppError('VALIDATION_ERROR', problems);

    const passwordHash = await hashPassword(input.newPassword);
    const removedBindings = await this.#db.transaction().execute(async (trx) => {
      const staff = new StaffRepository(trx);
      await staff.setPasswordHash(userId, passwordHash);
      await staff.deleteSessionsOf(userId, editor.sessionId ?? undefined);
      await new AccountRepository(trx).setPasswordStrength(userId, strength);
      const removed = await new SignInProviderRepository(trx).unbindAll(userId);
      await this.#deps.audit.record(
        {
          ...editor,
          action: 'change-password',
          resource: 'staff',
          resourceId: userId,
          title: editor.actor.username,
          changes: removed.length ? { bindingsRemoved: removed } : {},
        },
        trx,
      );
      return removed;
    });
    await this.#deps.onPasswordChanged?.({ userId, ip: editor.ip, removedBindings });
    return { removedBindings };
  }

  /** Rates a password that just signed in, so the security page can show the strength of the current one. */
  async notePasswordStrength(userId: number, password: string): Promise<void> {
    const account = new AccountRepository(this.#db);
    const user = await account.find(userId);
    if (!user) return;
    const strength = passwordStrength(password, [user.username, user.name, user.email]);
    if (strength !== user.password_strength) await account.setPasswordStrength(userId, strength);
  }

  async security(userId: number): Promise<AccountSecurity> {
    const account = await this.#find(new AccountRepository(this.#db), userId);
    return {
      passwordStrength: strengthOf(account.password_strength),
      ...securityView(account),
      mfa: await this.#deps.mfaStatus(userId),
    };
  }

  /**
   * A new question needs its answer in the same request; an answer needs a question; an empty
   * question removes both.
   */
  async saveSecurity(input: SecurityUpdate, editor: Editor): Promise<AccountSecurity> {
    const userId = editor.actor.id;
    const before = await this.#find(new AccountRepository(this.#db), userId);
    const question = input.question ?? before.security_question;
    const newQuestion = input.question !== undefined && input.question !== before.security_question;
    if (input.answer !== undefined && question === '') throw invalidField('question', 'required');
    if (newQuestion && question !== '' && input.answer === undefined)
      throw invalidField('answer', 'required');
    let answerHash: string | null | undefined;
    if (question === '') answerHash = null;
    else if (input.answer !== undefined) answerHash = await hashPassword(normalizeAnswer(input.answer));

    await this.#db.transaction().execute(async (trx) => {
      const account = new AccountRepository(trx);
      await account.saveSecurity(userId, {
        security_phone: input.phone,
        security_question: input.question,
        backup_email: input.backupEmail,
        security_answer_hash: answerHash,
      });
      const after = await this.#find(account, userId);
      const changes: Record<string, unknown> = changedFields(securityView(before), securityView(after));
      if (input.answer !== undefined) changes.answerChanged = true;
      await this.#deps.audit.record(
        {
          ...editor,
          action: 'update-security',
          resource: 'staff',
          resourceId: userId,
          title: editor.actor.username,
          changes,
        },
        trx,
      );
    });
    return this.security(userId);
  }

  async #find(account: AccountRepository, userId: number): Promise<Account> {
    const found = await account.find(userId);
    // The session was loaded for this user in the same request: it exists unless deleted since.
    if (!found) throw new AppError('UNAUTHENTICATED');
    return found;
  }
}
