import {
  ADMIN_ROLE,
  type AdminRole,
  type AdminRoleListQuery,
  ALL_AUTHORITIES,
  type AuthorityGroup,
  type adminRoleInput,
  type Paged,
  RESOURCES,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { toBool, toIso } from '../../db/column-types.ts';
import { uniqueOn } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { changedFields } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { changeAccessControl, refuseUnheldGrants } from './access-control.ts';
import { StaffRepository } from './staff.repository.ts';

type RoleInput = z.output<typeof adminRoleInput>;
type RoleRow = NonNullable<Awaited<ReturnType<StaffRepository['findRole']>>>;

/** Every authority, grouped by resource for the back-office's checkbox matrix. */
export function authorityGroups(): AuthorityGroup[] {
  return [
    { resource: 'dashboard', authorities: ['dashboard:read'] },
    ...RESOURCES.map((resource) => ({ resource, authorities: [`${resource}:read`, `${resource}:write`] })),
  ];
}

function auditView(role: AdminRole): Record<string, unknown> {
  const { name, description, authorities } = role;
  return { name, description, authorities };
}

/**
 * Roles and the authorities they grant. The built-in `admin` role always keeps every one; an
 * editor can add to a role only authorities they hold themself.
 */
export class RoleAdminService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditLogService;

  constructor(db: Kysely<Database>, audit: AuditLogService) {
    this.#db = db;
    this.#audit = audit;
  }

  async list(query: AdminRoleListQuery): Promise<Paged<AdminRole>> {
    const staff = new StaffRepository(this.#db);
    const { rows, total } = await staff.listRoles(query);
    return {
      list: await this.#toRecords(staff, rows),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  async get(id: number): Promise<AdminRole | undefined> {
    return this.#read(new StaffRepository(this.#db), id);
  }

  async create(input: RoleInput, editor: Editor): Promise<AdminRole> {
    const authorities = [...new Set(input.authorities)];
    return uniqueOn('name', () =>
      this.#db.transaction().execute(async (trx) => {
        const staff = new StaffRepository(trx);
        await refuseUnheldGrants(staff, editor.actor.id, authorities, 'authorities');
        const id = await staff.insertRole({ name: input.name, description: input.description });
        await staff.setRoleAuthorities(id, authorities);
        const created = await this.#readOrFail(staff, id);
        await this.#audit.record(
          { ...editor, action: 'create', resource: 'roles', resourceId: id, changes: auditView(created) },
          trx,
        );
        return created;
      }),
    );
  }

  /** Full update; `undefined` when there is no such role. */
  async update(id: number, input: RoleInput, editor: Editor): Promise<AdminRole | undefined> {
    const authorities = [...new Set(input.authorities)];
    return uniqueOn('name', () =>
      changeAccessControl(this.#db, 'authorities', async (trx, staff) => {
        const before = await this.#read(staff, id);
        if (!before) return undefined;
        if (before.builtin && input.name !== before.name) throw invalidField('name', 'builtinRole');
        if (before.builtin && before.name === ADMIN_ROLE) {
          const missing = ALL_AUTHORITIES.some((authority) => !authorities.includes(authority));
          if (missing) throw invalidField('authorities', 'builtinRole');
        }
        const added = authorities.filter((authority) => !before.authorities.includes(authority));
        await refuseUnheldGrants(staff, editor.actor.id, added, 'authorities');
        await staff.updateRole(id, { name: input.name, description: input.description });
        await staff.setRoleAuthorities(id, authorities);
        const after = await this.#readOrFail(staff, id);
        await this.#audit.record(
          {
            ...editor,
            action: 'update',
            resource: 'roles',
            resourceId: id,
            changes: changedFields(auditView(before), auditView(after)),
            subject: after,
          },
          trx,
        );
        return after;
      }),
    );
  }

  /** `false` when there is no such role. Its users simply lose it. */
  async delete(id: number, editor: Editor): Promise<boolean> {
    return changeAccessControl(this.#db, 'id', async (trx, staff) => {
      const before = await this.#read(staff, id);
      if (!before) return false;
      if (before.builtin) throw invalidField('id', 'builtinRole');
      await staff.deleteRole(id);
      await this.#audit.record(
        { ...editor, action: 'delete', resource: 'roles', resourceId: id, changes: auditView(before) },
        trx,
      );
      return true;
    });
  }

  async #read(staff: StaffRepository, id: number): Promise<AdminRole | undefined> {
    const row = await staff.findRole(id);
    if (!row) return undefined;
    const [record] = await this.#toRecords(staff, [row]);
    return record;
  }

  async #readOrFail(staff: StaffRepository, id: number): Promise<AdminRole> {
    const record = await this.#read(staff, id);
    if (!record) throw new Error(`role ${id} vanished inside its own transaction`);
    return record;
  }

  async #toRecords(staff: StaffRepository, rows: RoleRow[]): Promise<AdminRole[]> {
    const grants = await staff.authoritiesOfRoles(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      authorities: grants.filter((grant) => grant.role_id === row.id).map((grant) => grant.authority),
      builtin: toBool(row.builtin),
      userCount: Number(row.userCount ?? 0),
      createTime: toIso(row.created_at),
      updateTime: toIso(row.updated_at),
    }));
  }
}
