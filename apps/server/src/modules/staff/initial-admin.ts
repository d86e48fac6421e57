import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_ROLE, ALL_AUTHORITIES } from '@coresense/shared';
import { isWeakPassword } from '@coresense/shared/password-strength';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { StaffService } from './staff.service.ts';

export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

/**
 * Contract §7, run on every start: the built-in `admin` role is brought up to every authority
 * (new resources included), and a database without staff gets its first administrator. Without
 * ADMIN_PASSWORD a random one is printed once and left in DATA_DIR, readable by the owner only.
 */
export async function ensureInitialAdmin(
  db: Kysely<Database>,
  config: Pick<Config, 'adminUsername' | 'adminPassword' | 'dataDir'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  out: Pick<NodeJS.WritableStream, 'write'> = process.stdout,
): Promise<void> {
  const staff = new StaffService(db);
  const adminRoleId = await staff.ensureRole({
    name: ADMIN_ROLE,
    // Worded by the back-office in the user's language.
    description: '',
    builtin: true,
    authorities: ALL_AUTHORITIES,
  });
  if ((await staff.countUsers()) > 0) return;

  const username = config.adminUsername;
  const password = config.adminPassword ?? randomBytes(18).toString('base64url');
  const id = await staff.createUser({ username, password, name: username, roleIds: [adminRoleId] });
  // Another server process starting at the same moment created it first.
  if (id === undefined) return;
  log.info({ username }, 'created the first administrator');
  if (config.adminPassword) {
    // Refusing to start would only push operators to work around it; the warning names the fix.
    if (isWeakPassword(config.adminPassword, [username])) {
      log.warn(
        { username },
        'ADMIN_PASSWORD is weak (common, a sequence or spaces only): change it after signing in',
      );
    }
    return;
  }

  const file = path.join(config.dataDir, INITIAL_PASSWORD_FILE);
  await mkdir(config.dataDir, { recursive: true });
  // A fresh file, so the mode applies: an old copy may have been readable by others.
  await rm(file, { force: true });
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  out.write(
    `\nFirst administrator created.\n  username: ${username}\n  password: ${password}\n` +
      `The password is also in ${file}; change it after signing in and delete the file.\n\n`,
  );
}
