import { createHash, randomInt } from 'node:crypto';
import {
  type MfaEnabled,
  type MfaEnableInput,
  type MfaSetup,
  type MfaStatus,
  RECOVERY_CODE_COUNT,
  type Reauthentication,
  TOTP_PARAMETERS,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/schema.ts';
import { invalidField, locked } from '../../lib/app-error.ts';
import type { AccountLockout } from '../auth/account-lockout.ts';
import type { CurrentPasswordCheck, PasswordChecker } from '../auth/current-password.ts';
import type { SecondFactorCheck, SecondFactorResult } from '../auth/second-factor.ts';
import { TwoFactorRepository } from './two-factor.repository.ts';

/** The issuer an authenticator app shows beside the account. */
const ISSUER = 'CoreSense';
/** RFC 6238's advice: accept the step before and after the current one, for clocks that drift. */
const WINDOW = 1;
/** 160 bits, the size of an HMAC-SHA-1 key, as RFC 4226 recommends. */
const SECRET_BYTES = 20;
/** Crockford-like base32 without look-alikes (no 0/o, 1/l/i): easy to copy from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUP = 5;

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), ...TOTP_PARAMETERS });
}

/** Spaces and dashes are how people copy codes; case does not matter for recovery codes. */
function normalise(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalise(code)).digest('hex');
}

/** Ten characters (about 50 bits) in two groups: `abcde-fghjk`. */
function newRecoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_GROUP * 2 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, RECOVERY_GROUP).join('')}-${chars.slice(RECOVERY_GROUP).join('')}`;
}

/**
 * The step a 6-digit code belongs to, if it is valid now (within one step either way); undefined
 * otherwise. Callers still have to record the step as used, so that no code works twice.
 */
function stepOf(totp: TOTP, code: string, now: number): number | undefined {
  const token = normalise(code);
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp.validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

export interface TwoFactorDependencies {
  lockout: AccountLockout;
  currentPassword: CurrentPasswordCheck;
  /** Told when wrong codes lock the account's second factor, with the address of the last one. */
  onLocked?: (userId: number, ip: string) => Promise<void>;
}

/** The acting user of a request that asks for the password again. */
export interface Reauthenticating extends PasswordChecker {
  ip: string;
}

/**
 * Two-factor sign-in with TOTP (RFC 6238; contract §11). The secret is kept in the database as
 * is: the server has no key of its own to encrypt it with (sessions and passwords need none),
 * so a copy of the database reveals the secrets; the password hashes stay the first factor.
 */
export class TwoFactorService implements SecondFactorCheck {
  readonly #mfa: TwoFactorRepository;
  readonly #deps: TwoFactorDependencies;

  constructor(db: Kysely<Database>, deps: TwoFactorDependencies) {
    this.#mfa = new TwoFactorRepository(db);
    this.#deps = deps;
  }

  /** For the account's security summary (`GET /api/v1/account/security`). */
  async mfaStatus(staffId: number): Promise<MfaStatus> {
    const row = await this.#mfa.find(staffId);
    if (!row?.secret) return { enabled: false, recoveryCodesLeft: 0 };
    return { enabled: true, recoveryCodesLeft: await this.#mfa.countUnusedRecoveryCodes(staffId) };
  }

  /** A new secret, pending until a code from it confirms it; a second call replaces it. */
  async setup(user: { id: number; username: string }): Promise<MfaSetup> {
    const row = await this.#mfa.find(user.id);
    if (row?.secret) throw invalidField('code', 'mfaAlreadyEnabled');
    const secret = new Secret({ size: SECRET_BYTES }).base32;
    await this.#mfa.savePendingSecret(user.id, secret);
    return { secret, otpauthUrl: totpOf(secret, user.username).toString() };
  }

  /**
   * Confirms the pending secret with a current code and the user's password, typed again: a
   * stolen session must not be able to enrol an authenticator of its own and lock the owner out.
   * Answers the recovery codes, shown once.
   */
  async enable(user: PasswordChecker, input: MfaEnableInput, now = Date.now()): Promise<MfaEnabled> {
    const { userId } = user;
    const row = await this.#mfa.find(userId);
    if (row?.secret) throw invalidField('code', 'mfaAlreadyEnabled');
    if (!row?.pending_secret) throw invalidField('code', 'mfaNotSetUp');
    if (!(await this.#deps.currentPassword.matches(user, input.password, now))) {
      throw invalidField('password', 'wrongPassword');
    }
    const step = stepOf(totpOf(row.pending_secret, ''), input.code, now);
    if (step === undefined) throw invalidField('code', 'wrongMfaCode');
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    // The confirming code's step counts as used: it cannot also sign in.
    await this.#mfa.enable(userId, row.pending_secret, step, recoveryCodes.map(hashRecoveryCode));
    return { recoveryCodes };
  }

  /** Turns two-factor sign-in off, once the user's password proves it is them. */
  async disable(user: PasswordChecker, password: string): Promise<void> {
    if (!(await this.#deps.currentPassword.matches(user, password))) {
      throw invalidField('password', 'wrongPassword');
    }
    await this.#mfa.disable(user.userId);
  }

  /**
   * The password, and with two-factor sign-in on a code, typed again before a change that could
   * hand over the account; each throttled per account. Throws on the field that failed.
   */
  async reauthenticate(user: Reauthenticating, input: Reauthentication, now = Date.now()): Promise<void> {
    if (!(await this.#deps.currentPassword.matches(user, input.password, now))) {
      throw invalidField('password', 'wrongPassword');
    }
    if (!input.code && (await this.mfaStatus(user.userId)).enabled) throw invalidField('code', 'required');
    const result = await this.checkSecondFactor(user.userId, input.code, user.ip, now);
    if (result.outcome === 'locked') throw locked('secondFactorLocked', result.retryAfterSeconds);
    if (result.outcome === 'wrong') throw invalidField('code', 'wrongMfaCode');
  }

  /**
   * Whether a user whose password was right may go on: yes without two-factor sign-in; with it,
   * only with a current code not used before or an unused recovery code, each spent here. Wrong
   * codes are counted per account, from whatever address they come; past the limit only a
   * recovery code is checked (too long to guess, and how the owner gets back in) until the lock
   * ends, and the owner is told when it starts. A missing code is the first step of a sign-in,
   * not a guess: it is not counted.
   */
  async checkSecondFactor(
    userId: number,
    otp: string | undefined,
    ip: string,
    now = Date.now(),
  ): Promise<SecondFactorResult> {
    const row = await this.#mfa.find(userId);
    if (!row?.secret) return { outcome: 'passed' };
    if (!otp) return { outcome: 'wrong' };
    const { lockout } = this.#deps;
    const attempt = await lockout.attempt(userId, 'second-factor', now);
    const passed = attempt.locked
      ? await this.#mfa.useRecoveryCode(userId, hashRecoveryCode(otp))
      : await this.#usesCode(userId, row.secret, otp, now);
    if (passed) {
      await lockout.forgive(userId, 'second-factor');
      return { outcome: 'passed' };
    }
    if (attempt.last) await this.#deps.onLocked?.(userId, ip);
    if (attempt.locked || attempt.last) {
      return { outcome: 'locked', retryAfterSeconds: attempt.retryAfterSeconds };
    }
    return { outcome: 'wrong' };
  }

  async #usesCode(userId: number, secret: string, otp: string, now: number): Promise<boolean> {
    const step = stepOf(totpOf(secret, ''), otp, now);
    if (step !== undefined) return this.#mfa.useStep(userId, step);
    return this.#mfa.useRecoveryCode(userId, hashRecoveryCode(otp));
  }
}
