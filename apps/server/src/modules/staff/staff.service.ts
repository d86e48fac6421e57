import type { Kysely } from 'kysely';
import { toBool } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { StaffRepository, type StaffUserInsert } from './staff.repository.ts';

export interface StaffUserCreate extends Omit<StaffUserInsert, 'passwordHash'> {
  password: string;
  roleIds?: number[];
}

export interface RoleCreate {
  name: string;
  description?: string;
  builtin?: boolean;
  authorities: readonly string[];
}

/** Back-office accounts and the roles that grant them authorities. */
export class StaffService {
  readonly #staff: StaffRepository;

  constructor(db: Kysely<Database>) {
    this.#staff = new StaffRepository(db);
  }

  /** The new user's id, or undefined when the username is already taken. */
  async createUser({ password, roleIds, ...user }: StaffUserCreate): Promise<number | undefined> {
    const id = await this.#staff.insertUser({ ...user, passwordHash: await hashPassword(password) });
    if (id !== undefined && roleIds?.length) await this.#staff.setUserRoles(id, roleIds);
    return id;
  }

  setUserEnabled(userId: number, enabled: boolean): Promise<void> {
    return this.#staff.setUserEnabled(userId, enabled);
  }

  setUserRoles(userId: number, roleIds: number[]): Promise<void> {
    return this.#staff.setUserRoles(userId, roleIds);
  }

  countUsers(): Promise<number> {
    return this.#staff.countUsers();
  }

  authoritiesOf(userId: number): Promise<string[]> {
    return this.#staff.authoritiesOf(userId);
  }

  /**
   * Whether the user exists, is enabled and holds `authority` now, read through `db` (a caller's
   * transaction): what a user arranged earlier, such as a scheduled action, is done in their name
   * only while they still could do it themselves.
   */
  async holdsNow(db: Kysely<Database>, userId: number, authority: string): Promise<boolean> {
    const staff = new StaffRepository(db);
    const user = await staff.findUser(userId);
    return (
      user !== undefined && toBool(user.enabled) && (await staff.authoritiesOf(userId)).includes(authority)
    );
  }

  /** Creates the role if its name is free, then gives it exactly these authorities. */
  async ensureRole({ authorities, ...role }: RoleCreate): Promise<number> {
    const id = await this.#staff.ensureRole(role);
    await this.#staff.setRoleAuthorities(id, [...new Set(authorities)]);
    return id;
  }
}
