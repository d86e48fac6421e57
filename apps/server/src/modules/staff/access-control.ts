import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { StaffRepository } from './staff.repository.ts';

/** The authority that manages roles: losing its last enabled holder would lock everyone out. */
export const ROLES_WRITE = 'roles:write';

/**
 * Runs a write to users or roles in one transaction, refusing it (on `field`) if it leaves no
 * enabled user holding `roles:write` where there was one. Checking the outcome rather than
 * each kind of change covers every path at once: removing a role, disabling or deleting a
 * user, editing a role's authorities or deleting the role.
 */
export async function changeAccessControl<T>(
  db: Kysely<Database>,
  field: string,
  write: (trx: Kysely<Database>, staff: StaffRepository) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const staff = new StaffRepository(trx);
    await staff.lockAccessControl();
    const holdersBefore = await staff.countEnabledHolders(ROLES_WRITE);
    const result = await write(trx, staff);
    if (holdersBefore > 0 && (await staff.countEnabledHolders(ROLES_WRITE)) === 0) {
      throw invalidField(field, 'lastRolesWriter');
    }
    return result;
  });
}

/**
 * Refuses (on `field`) a write that would grant any of `granted` the acting user does not hold,
 * so nobody can hand out, even to themself, more than they were given. Only what a write adds
 * is passed in: keeping or removing a grant needs no such right.
 */
export async function refuseUnheldGrants(
  staff: StaffRepository,
  actorId: number,
  granted: Iterable<string>,
  field: string,
): Promise<void> {
  const wanted = [...granted];
  if (wanted.length === 0) return;
  const held = new Set(await staff.authoritiesOf(actorId));
  if (wanted.some((authority) => !held.has(authority))) throw invalidField(field, 'notYoursToGrant');
}
