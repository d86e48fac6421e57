import { ADMIN_ROLE, type MessageKey } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, invalidField } from '../../lib/app-error.ts';
import { StaffRepository } from './staff.repository.ts';

/** The authority that manages roles: losing its last enabled holder would lock everyone out. */
export const ROLES_WRITE = 'roles:write';
/** The authority that manages staff users, passwords included. */
export const STAFF_WRITE = 'staff:write';

/**
 * What must never be left without an enabled holder: someone with the built-in admin role (it
 * carries every authority), and someone who can still manage staff and roles. The first guard
 * broken is the one reported.
 */
const KEPT_HOLDERS: Array<{ count: (staff: StaffRepository) => Promise<number>; key: MessageKey }> = [
  { count: (staff) => staff.countEnabledRoleHolders(ADMIN_ROLE), key: 'lastAdministrator' },
  { count: (staff) => staff.countEnabledHolders(ROLES_WRITE), key: 'lastRolesWriter' },
  { count: (staff) => staff.countEnabledHolders(STAFF_WRITE), key: 'lastStaffWriter' },
];

/**
 * Runs a write to users or roles in one transaction, refusing it (on `field`) if it leaves no
 * enabled holder of the admin role, of `roles:write` or of `staff:write` where there was one.
 * Checking the outcome rather than each kind of change covers every path at once: removing a
 * role, disabling or deleting a user, editing a role's authorities or deleting the role.
 */
export async function changeAccessControl<T>(
  db: Kysely<Database>,
  field: string,
  write: (trx: Kysely<Database>, staff: StaffRepository) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const staff = new StaffRepository(trx);
    await staff.lockAccessControl();
    const before: number[] = [];
    for (const guard of KEPT_HOLDERS) before.push(await guard.count(staff));
    const result = await write(trx, staff);
    for (const [index, guard] of KEPT_HOLDERS.entries()) {
      if (before[index]! > 0 && (await guard.count(staff)) === 0) throw invalidField(field, guard.key);
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

/**
 * Refuses (403) any write to another user who holds an authority the acting user lacks: whoever
 * could set that user's password, disable them or change their roles could otherwise take over,
 * or lock out, an account worth more than their own. The check weighs what the editor holds
 * against what the target holds, not only the route's authority.
 */
export async function refuseOutranking(
  staff: StaffRepository,
  actorId: number,
  targetId: number,
): Promise<void> {
  if (actorId === targetId) return;
  const mine = new Set(await staff.authoritiesOf(actorId));
  const targetHolds = await staff.authoritiesOf(targetId);
  if (targetHolds.some((authority) => !mine.has(authority))) throw forbidden('outranksYou');
}
