import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

/*
 * Password strength for the server's checks and the back-office's meter (contract §11: common
 * and whitespace-only passwords are weak). Imported by its own path,
 * `@coresense/shared/password-strength`, not from the package's index: the dictionaries weigh
 * megabytes, and only the pages that show a meter should load them.
 */

export const PASSWORD_STRENGTHS = ['weak', 'medium', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

let configured = false;

/** The dictionaries are handed to zxcvbn on first use, so importing this module costs nothing. */
function configure(): void {
  if (configured) return;
  zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });
  configured = true;
}

/**
 * zxcvbn's estimate in three steps (NIST SP 800-63B asks to refuse common, expected or
 * compromised values): score 0–1, guessed within about a million tries (`12345678`,
 * `password`, `Passw0rd!`), is weak; 2 is medium; 3–4 strong. `userInputs` (the username,
 * a name) count as guessable words too.
 */
export function passwordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  if (password.trim() === '') return 'weak';
  configure();
  const { score } = zxcvbn(password, userInputs.filter(Boolean) as string[]);
  if (score <= 1) return 'weak';
  return score === 2 ? 'medium' : 'strong';
}

export const isWeakPassword = (password: string, userInputs: readonly string[] = []) =>
  passwordStrength(password, userInputs) === 'weak';

/**
 * A zod refinement for an object holding a new password in `field` (absent, null or empty is
 * left to the schema): a weak one is a `weakPassword` issue on that field. The values of
 * `userFields` (e.g. the username) are treated as guessable.
 */
export function refuseWeakPassword<T extends Record<string, unknown>>(
  field: keyof T & string,
  userFields: ReadonlyArray<keyof T & string> = [],
) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const fields: Record<string, unknown> = value;
    const password = fields[field];
    if (typeof password !== 'string' || password === '') return;
    const inputs = userFields.map((name) => fields[name]).filter((v): v is string => typeof v === 'string');
    if (isWeakPassword(password, inputs))
      ctx.addIssue({ code: 'custom', message: 'weakPassword', path: [field] });
  };
}
