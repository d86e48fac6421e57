import { createHash, randomInt } from 'node:crypto';
import {
  type MfaEnabled,
  type MfaSetup,
  type MfaStatus,
  RECOVERY_CODE_COUNT,
  TOTP_PARAMETERS,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { StaffRepository } from '../staff/staff.repository.ts';
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

/**
 * Two-factor sign-in with TOTP (RFC 6238; contract §11). The secret is kept in the database as
 * is: the server has no key of its own to encrypt it with (sessions and passwords need none),
 * so a copy of the database reveals the secrets; the password hashes stay the first factor.
 */
export class TwoFactorService {
  readonly #mfa: TwoFactorRepository;
  readonly #staff: StaffRepository;

  constructor(db: Kysely<Database>) {
    this.#mfa = new TwoFactorRepository(db);
    this.#staff = new StaffRepository(db);
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

  /** Confirms the pending secret with a current code; answers the recovery codes, shown once. */
  async enable(userId: number, code: string, now = Date.now()): Promise<MfaEnabled> {
    const row = await this.#mfa.find(userId);
    if (row?.secret) throw invalidField('code', 'mfaAlreadyEnabled');
    if (!row?.pending_secret) throw invalidField('code', 'mfaNotSetUp');
    const step = stepOf(totpOf(row.pending_secret, ''), code, now);
    if (step === undefined) throw invalidField('code', 'wrongMfaCode');
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    // The confirming code's step counts as used: it cannot also sign in.
    await this.#mfa.enable(userId, row.pending_secret, step, recoveryCodes.map(hashRecoveryCode));
    return { recoveryCodes };
  }

  /** Turns two-factor sign-in off, once the user's password proves it is them. */
  async disable(user: { id: number; username: string }, password: string): Promise<void> {
    const account = await this.#staff.findUserByUsername(user.username);
    if (!account || !(await verifyPassword(account.password_hash, password))) {
      throw invalidField('password', 'wrongPassword');
    }
    await this.#mfa.disable(user.id);
  }

  /**
   * Whether a sign-in whose password was right may go on: yes without two-factor sign-in; with
   * it, only with a current code not used before or an unused recovery code, each spent here.
   */
  async passesSecondFactor(userId: number, otp: string | undefined, now = Date.now()): Promise<boolean> {
    const row = await this.#mfa.find(userId);
    if (!row?.secret) return true;
    if (!otp) return false;
    const step = stepOf(totpOf(row.secret, ''), otp, now);
    if (step !== undefined) return this.#mfa.useStep(userId, step);
    return this.#mfa.useRecoveryCode(userId, hashRecoveryCode(otp));
  }
}
