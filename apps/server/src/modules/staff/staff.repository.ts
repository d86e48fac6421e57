import type { AdminRoleListQuery, AdminStaffListQuery } from '@coresense/shared';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { nowIso, timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, fetchPage, MAX_ID } from '../../db/queries.ts';
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

export interface StaffUserUpdate {
  username: string;
  name: string;
  email: string;
  phone: string;
  avatar: string;
  enabled: boolean;
}

export interface RoleUpdate {
  name: string;
  description: string;
}

const USER_COLUMNS = [
  'id',
  'username',
  'name',
  'email',
  'phone',
  'avatar',
  'enabled',
  'created_at',
  'updated_at',
] as const;

const STAFF_SORT_COLUMNS = {
  id: 'id',
  username: 'username',
  name: 'name',
  createTime: 'created_at',
  updateTime: 'updated_at',
} as const;

const ROLE_SORT_COLUMNS = {
  id: 'r.id',
  name: 'r.name',
  userCount: 'userCount',
  createTime: 'r.created_at',
  updateTime: 'r.updated_at',
} as const;

/** Any fixed number: every access-control write takes the same PostgreSQL advisory lock. */
const ACCESS_CONTROL_LOCK = 7_311_001;

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

  async passwordHashOf(id: number): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('staff_users')
      .where('id', '=', id)
      .select('password_hash')
      .executeTakeFirst();
    return row?.password_hash;
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

  /**
   * Serialises writes to users and roles, so two administrators cannot each remove the other's
   * last grant at once. SQLite runs one write transaction at a time already.
   */
  async lockAccessControl(): Promise<void> {
    if (this.#db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(${ACCESS_CONTROL_LOCK})`.execute(this.#db);
    }
  }

  /** Enabled users who hold `authority` through any of their roles. */
  async countEnabledHolders(authority: string): Promise<number> {
    const row = await this.#db
      .selectFrom('staff_users as u')
      .innerJoin('staff_user_roles as ur', 'ur.user_id', 'u.id')
      .innerJoin('role_authorities as ra', 'ra.role_id', 'ur.role_id')
      .where('u.enabled', '=', true)
      .where('ra.authority', '=', authority)
      .select((eb) => eb.fn.count<number>('u.id').distinct().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Enabled users who hold the role named `roleName`. */
  async countEnabledRoleHolders(roleName: string): Promise<number> {
    const row = await this.#db
      .selectFrom('staff_users as u')
      .innerJoin('staff_user_roles as ur', 'ur.user_id', 'u.id')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .where('u.enabled', '=', true)
      .where('r.name', '=', roleName)
      .select((eb) => eb.fn.count<number>('u.id').distinct().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async listUsers(query: AdminStaffListQuery) {
    let base = this.#db.selectFrom('staff_users');
    if (query.keyword) {
      const keyword = query.keyword;
      base = base.where((eb) =>
        eb.or(
          (['username', 'name', 'email', 'phone'] as const).map((column) =>
            containsIgnoreCase(eb.ref(column), keyword),
          ),
        ),
      );
    }
    if (query.enabled !== undefined) base = base.where('enabled', '=', query.enabled);
    if (query.roleId !== undefined) {
      const roleId = Math.min(query.roleId, MAX_ID);
      base = base.where((eb) =>
        eb.exists(
          eb
            .selectFrom('staff_user_roles as ur')
            .select('ur.role_id')
            .whereRef('ur.user_id', '=', 'staff_users.id')
            .where('ur.role_id', '=', roleId),
        ),
      );
    }
    const column = STAFF_SORT_COLUMNS[query.sortField ?? 'id'];
    const direction = query.sortOrder === 'descend' ? 'desc' : 'asc';
    const listed = base.select(USER_COLUMNS).orderBy(column, direction).orderBy('id', direction);
    return fetchPage(listed, base, query);
  }

  async findUser(id: number) {
    if (id > MAX_ID) return undefined;
    return this.#db.selectFrom('staff_users').where('id', '=', id).select(USER_COLUMNS).executeTakeFirst();
  }

  /** The roles of each of these users, by name. */
  async rolesOfUsers(userIds: number[]) {
    if (userIds.length === 0) return [];
    return this.#db
      .selectFrom('staff_user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .where('ur.user_id', 'in', userIds)
      .select(['ur.user_id', 'r.id', 'r.name'])
      .orderBy('r.name')
      .execute();
  }

  async updateUser(id: number, user: StaffUserUpdate): Promise<void> {
    await this.#db
      .updateTable('staff_users')
      .set({ ...user, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.#db
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async deleteUser(id: number): Promise<void> {
    await this.#db.deleteFrom('staff_users').where('id', '=', id).execute();
  }

  /** Ends every session of the user but the one given (the caller's own, when it acts on itself). */
  async deleteSessionsOf(userId: number, keepSessionId?: string): Promise<void> {
    let query = this.#db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
    await query.execute();
  }

  /** Like `setUserRoles`, without a transaction of its own: call it inside the caller's. */
  async replaceUserRoles(userId: number, roleIds: number[]): Promise<void> {
    await this.#db.deleteFrom('staff_user_roles').where('user_id', '=', userId).execute();
    if (roleIds.length) {
      await this.#db
        .insertInto('staff_user_roles')
        .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
        .execute();
    }
  }

  /** Which of these role ids exist. */
  async existingRoleIds(ids: number[]): Promise<number[]> {
    const candidates = ids.filter((id) => id <= MAX_ID);
    if (candidates.length === 0) return [];
    const rows = await this.#db.selectFrom('roles').where('id', 'in', candidates).select('id').execute();
    return rows.map((row) => row.id);
  }

  #rolesWithCounts() {
    return this.#db.selectFrom('roles as r').select([
      'r.id',
      'r.name',
      'r.description',
      'r.builtin',
      'r.created_at',
      'r.updated_at',
      (eb) =>
        eb
          .selectFrom('staff_user_roles as ur')
          .whereRef('ur.role_id', '=', 'r.id')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .as('userCount'),
    ]);
  }

  async listRoles(query: AdminRoleListQuery) {
    let base = this.#db.selectFrom('roles as r');
    if (query.keyword) {
      const keyword = query.keyword;
      base = base.where((eb) =>
        eb.or([
          containsIgnoreCase(eb.ref('r.name'), keyword),
          containsIgnoreCase(eb.ref('r.description'), keyword),
        ]),
      );
    }
    const ids = base.select('r.id');
    const column = ROLE_SORT_COLUMNS[query.sortField ?? 'id'];
    const direction = query.sortOrder === 'descend' ? 'desc' : 'asc';
    const listed = this.#rolesWithCounts()
      .where('r.id', 'in', ids)
      .orderBy(column, direction)
      .orderBy('r.id', direction);
    return fetchPage(listed, base, query);
  }

  async findRole(id: number) {
    if (id > MAX_ID) return undefined;
    return this.#rolesWithCounts().where('r.id', '=', id).executeTakeFirst();
  }

  async allRoles() {
    return this.#db.selectFrom('roles').select(['id', 'name']).orderBy('name').execute();
  }

  async authoritiesOfRoles(roleIds: number[]) {
    if (roleIds.length === 0) return [];
    return this.#db
      .selectFrom('role_authorities')
      .where('role_id', 'in', roleIds)
      .select(['role_id', 'authority'])
      .orderBy('authority')
      .execute();
  }

  async insertRole(role: RoleUpdate): Promise<number> {
    const { id } = await this.#db
      .insertInto('roles')
      .values({ ...role, builtin: false, ...timestamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async updateRole(id: number, role: RoleUpdate): Promise<void> {
    await this.#db
      .updateTable('roles')
      .set({ ...role, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async deleteRole(id: number): Promise<void> {
    await this.#db.deleteFrom('roles').where('id', '=', id).execute();
  }
}
