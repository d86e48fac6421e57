import type { Kysely } from 'kysely';
import { nowIso, timestamps } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';

export interface StaffUserInsert {
  username: string;
  passwordHash: string;
  name?: string;
  email?: string;
  phone?: string;
  avatar?: string;
  enabled?: boolean;
}

export interface RoleInsert {
  name: string;
  description?: string;
  builtin?: boolean;
}

export class StaffRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  findUserByUsername(username: string) {
    return this.#db
      .selectFrom('staff_users')
      .where('username', '=', username)
      .select(['id', 'username', 'name', 'avatar', 'email', 'password_hash', 'enabled'])
      .executeTakeFirst();
  }

  /** The new user's id, or undefined when the username is already taken. */
  async insertUser(user: StaffUserInsert): Promise<number | undefined> {
    const row = await this.#db
      .insertInto('staff_users')
      .values({
        username: user.username,
        password_hash: user.passwordHash,
        name: user.name ?? '',
        email: user.email ?? '',
        phone: user.phone ?? '',
        avatar: user.avatar ?? '',
        enabled: user.enabled ?? true,
        ...timestamps(),
      })
      .onConflict((conflict) => conflict.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async setUserEnabled(userId: number, enabled: boolean): Promise<void> {
    await this.#db
      .updateTable('staff_users')
      .set({ enabled, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
  }

  async countUsers(): Promise<number> {
    const row = await this.#db
      .selectFrom('staff_users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async setUserRoles(userId: number, roleIds: number[]): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('staff_user_roles').where('user_id', '=', userId).execute();
      if (roleIds.length) {
        await trx
          .insertInto('staff_user_roles')
          .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
          .execute();
      }
    });
  }

  /** Every authority granted to the user through any of its roles. */
  async authoritiesOf(userId: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('role_authorities as ra')
      .innerJoin('staff_user_roles as ur', 'ur.role_id', 'ra.role_id')
      .where('ur.user_id', '=', userId)
      .select('ra.authority')
      .distinct()
      .execute();
    return rows.map((row) => row.authority);
  }

  /** The role's id; an existing role of that name is kept as it is. */
  async ensureRole(role: RoleInsert): Promise<number> {
    await this.#db
      .insertInto('roles')
      .values({
        name: role.name,
        description: role.description ?? '',
        builtin: role.builtin ?? false,
        ...timestamps(),
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await this.#db
      .selectFrom('roles')
      .where('name', '=', role.name)
      .select('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Idempotent and safe when several processes run it at once (every start syncs `admin`). */
  async setRoleAuthorities(roleId: number, authorities: readonly string[]): Promise<void> {
    let revoke = this.#db.deleteFrom('role_authorities').where('role_id', '=', roleId);
    if (authorities.length) revoke = revoke.where('authority', 'not in', authorities);
    await revoke.execute();
    if (authorities.length) {
      await this.#db
        .insertInto('role_authorities')
        .values(authorities.map((authority) => ({ role_id: roleId, authority })))
        .onConflict((conflict) => conflict.columns(['role_id', 'authority']).doNothing())
        .execute();
    }
  }
}
