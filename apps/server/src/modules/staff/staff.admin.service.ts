import { randomBytes } from 'node:crypto';
import type {
  AdminStaff,
  AdminStaffListQuery,
  adminStaffCreate,
  adminStaffUpdate,
  Paged,
  PasswordResetResult,
  RemovedBinding,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { cancelByAuthor } from '../../content/schedule/schedule.repository.ts';
import { toBool, toIso } from '../../db/column-types.ts';
import { uniqueOn } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { changedFields } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import { hashPassword } from '../../lib/password.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { SignInProviderRepository } from '../sign-in-providers/sign-in-providers.repository.ts';
import { changeAccessControl, refuseOutranking, refuseUnheldGrants } from './access-control.ts';
import { StaffRepository } from './staff.repository.ts';

type StaffCreate = z.output<typeof adminStaffCreate>;
type StaffUpdate = z.output<typeof adminStaffUpdate>;
type UserRow = NonNullable<Awaited<ReturnType<StaffRepository['findUser']>>>;

/** The acting staff member, and the stored id of the request's session (kept when acting on oneself). */
export interface StaffEditor extends Editor {
  sessionId?: string;
}

/** Told, once the change is saved, which bound accounts a new password took away from a user. */
export type BindingsRemovedListener = (userId: number, removed: RemovedBinding[]) => Promise<void>;

/** 18 random bytes: 24 characters of base64url, about 144 bits. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** What the audit log compares: the editable fields, never the password. */
function auditView(user: AdminStaff): Record<string, unknown> {
  const { username, name, email, phone, avatar, enabled, roleIds } = user;
  return { username, name, email, phone, avatar, enabled, roleIds };
}

/**
 * Back-office management of staff users: guards against locking oneself or everyone out,
 * against handing out roles that carry authorities the editor does not hold, and against
 * touching a user who holds an authority the editor does not.
 */
export class StaffAdminService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditLogService;

  readonly #onBindingsRemoved: BindingsRemovedListener | undefined;

  constructor(db: Kysely<Database>, audit: AuditLogService, onBindingsRemoved?: BindingsRemovedListener) {
    this.#db = db;
    this.#audit = audit;
    this.#onBindingsRemoved = onBindingsRemoved;
  }

  async list(query: AdminStaffListQuery): Promise<Paged<AdminStaff>> {
    const staff = new StaffRepository(this.#db);
    const { rows, total } = await staff.listUsers(query);
    return {
      list: await this.#toRecords(staff, rows),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  async get(id: number): Promise<AdminStaff | undefined> {
    return this.#read(new StaffRepository(this.#db), id);
  }

  /** Roles to pick from in the staff editor, for users who may not read roles themselves. */
  async roleOptions(): Promise<Array<{ label: string; value: number }>> {
    const roles = await new StaffRepository(this.#db).allRoles();
    return roles.map((role) => ({ label: role.name, value: role.id }));
  }

  async create(input: StaffCreate, editor: StaffEditor): Promise<AdminStaff> {
    const passwordHash = await hashPassword(input.password);
    const roleIds = [...new Set(input.roleIds)];
    return this.#db.transaction().execute(async (trx) => {
      const staff = new StaffRepository(trx);
      await this.#checkRoles(staff, input.roleIds);
      await this.#refuseUnheldRoles(staff, editor, roleIds);
      const id = await staff.insertUser({ ...input, passwordHash });
      if (id === undefined) throw invalidField('username', 'alreadyTaken');
      await staff.replaceUserRoles(id, roleIds);
      const created = await this.#readOrFail(staff, id);
      await this.#audit.record(
        { ...editor, action: 'create', resource: 'staff', resourceId: id, changes: auditView(created) },
        trx,
      );
      return created;
    });
  }

  /**
   * Full update; `undefined` when there is no such user. An absent password is kept; a new one
   * removes the user's bound provider accounts, as a reset does.
   */
  async update(id: number, input: StaffUpdate, editor: StaffEditor): Promise<AdminStaff | undefined> {
    if (id === editor.actor.id && !input.enabled) throw invalidField('enabled', 'notOnYourself');
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const roleIds = [...new Set(input.roleIds)];
    let removedBindings: RemovedBinding[] = [];
    const updated = await uniqueOn('username', () =>
      changeAccessControl(this.#db, input.enabled ? 'roleIds' : 'enabled', async (trx, staff) => {
        const before = await this.#read(staff, id);
        if (!before) return undefined;
        await refuseOutranking(staff, editor.actor.id, id);
        await this.#checkRoles(staff, input.roleIds);
        const added = roleIds.filter((roleId) => !before.roleIds.includes(roleId));
        await this.#refuseUnheldRoles(staff, editor, added);
        const { username, name, email, phone, avatar, enabled } = input;
        await staff.updateUser(id, { username, name, email, phone, avatar, enabled });
        await staff.replaceUserRoles(id, roleIds);
        if (passwordHash) {
          await staff.setPasswordHash(id, passwordHash);
          removedBindings = await new SignInProviderRepository(trx).unbindAll(id);
        }
        // A disabled user is signed out at once; a new password ends the other sessions.
        if (!enabled) await staff.deleteSessionsOf(id);
        else if (passwordHash) await staff.deleteSessionsOf(id, this.#ownSession(id, editor));
        const after = await this.#readOrFail(staff, id);
        const changes: Record<string, unknown> = changedFields(auditView(before), auditView(after));
        if (passwordHash) changes.passwordChanged = true;
        if (removedBindings.length) changes.bindingsRemoved = removedBindings;
        await this.#audit.record(
          { ...editor, action: 'update', resource: 'staff', resourceId: id, changes, subject: after },
          trx,
        );
        return after;
      }),
    );
    if (updated) await this.#bindingsRemoved(id, removedBindings);
    return updated;
  }

  async #bindingsRemoved(userId: number, removed: RemovedBinding[]): Promise<void> {
    if (removed.length) await this.#onBindingsRemoved?.(userId, removed);
  }

  /** `false` when there is no such user. */
  async delete(id: number, editor: StaffEditor): Promise<boolean> {
    if (id === editor.actor.id) throw invalidField('id', 'notOnYourself');
    return changeAccessControl(this.#db, 'id', async (trx, staff) => {
      const before = await this.#read(staff, id);
      if (!before) return false;
      await refuseOutranking(staff, editor.actor.id, id);
      await cancelByAuthor(trx, id);
      await staff.deleteUser(id);
      await this.#audit.record(
        { ...editor, action: 'delete', resource: 'staff', resourceId: id, changes: auditView(before) },
        trx,
      );
      return true;
    });
  }

  /**
   * Gives the user a new random password, answered only here: it is stored hashed. The user's
   * sessions end, except the caller's own when resetting their own password. Refused for a user
   * holding an authority the caller lacks: the new password would hand over that account.
   * Its bound provider accounts are removed too: a reset ends a compromise, and a binding the
   * intruder made would still sign in without the password.
   */
  async resetPassword(id: number, editor: StaffEditor): Promise<PasswordResetResult | undefined> {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const result = await this.#db.transaction().execute(async (trx) => {
      const staff = new StaffRepository(trx);
      await staff.lockAccessControl();
      const user = await staff.findUser(id);
      if (!user) return undefined;
      await refuseOutranking(staff, editor.actor.id, id);
      await staff.setPasswordHash(id, passwordHash);
      await staff.deleteSessionsOf(id, this.#ownSession(id, editor));
      const removedBindings = await new SignInProviderRepository(trx).unbindAll(id);
      const changes = removedBindings.length ? { bindingsRemoved: removedBindings } : {};
      await this.#audit.record(
        { ...editor, action: 'reset-password', resource: 'staff', resourceId: id, changes, subject: user },
        trx,
      );
      return { id, username: user.username, password, removedBindings };
    });
    if (result) await this.#bindingsRemoved(id, result.removedBindings);
    return result;
  }

  #ownSession(userId: number, editor: StaffEditor): string | undefined {
    return userId === editor.actor.id ? editor.sessionId : undefined;
  }

  async #checkRoles(staff: StaffRepository, roleIds: number[]): Promise<void> {
    const existing = new Set(await staff.existingRoleIds(roleIds));
    const unknown = roleIds.findIndex((roleId) => !existing.has(roleId));
    if (unknown >= 0) throw invalidField(`roleIds.${unknown}`, 'unknownReference');
  }

  /** A role may be given only by someone who holds every authority it carries. */
  async #refuseUnheldRoles(staff: StaffRepository, editor: StaffEditor, roleIds: number[]): Promise<void> {
    const grants = await staff.authoritiesOfRoles(roleIds);
    await refuseUnheldGrants(
      staff,
      editor.actor.id,
      grants.map((grant) => grant.authority),
      'roleIds',
    );
  }

  async #read(staff: StaffRepository, id: number): Promise<AdminStaff | undefined> {
    const row = await staff.findUser(id);
    if (!row) return undefined;
    const [record] = await this.#toRecords(staff, [row]);
    return record;
  }

  async #readOrFail(staff: StaffRepository, id: number): Promise<AdminStaff> {
    const record = await this.#read(staff, id);
    if (!record) throw new Error(`staff user ${id} vanished inside its own transaction`);
    return record;
  }

  async #toRecords(staff: StaffRepository, rows: UserRow[]): Promise<AdminStaff[]> {
    const roles = await staff.rolesOfUsers(rows.map((row) => row.id));
    return rows.map((row) => {
      const own = roles.filter((role) => role.user_id === row.id);
      return {
        id: row.id,
        username: row.username,
        name: row.name,
        email: row.email,
        phone: row.phone,
        avatar: row.avatar,
        enabled: toBool(row.enabled),
        roleIds: own.map((role) => role.id),
        roles: own.map((role) => ({ id: role.id, name: role.name })),
        createTime: toIso(row.created_at),
        updateTime: toIso(row.updated_at),
      };
    });
  }
}
