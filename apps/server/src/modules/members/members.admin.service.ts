import type { AdminMember, AdminMemberListQuery, adminMemberInput, Paged } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { changedFields } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { MemberRepository, type MemberWrite } from './members.repository.ts';

type MemberInput = z.output<typeof adminMemberInput>;
type MemberRow = NonNullable<Awaited<ReturnType<MemberRepository['find']>>>;

function toRecord(row: MemberRow): AdminMember {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    contactName: row.contact_name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    level: row.level,
    enabled: toBool(row.enabled),
    note: row.note,
    contractCount: Number(row.contract_count ?? 0),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
}

function toWrite(input: MemberInput): MemberWrite {
  return {
    name: input.name,
    company: input.company,
    contact_name: input.contactName,
    phone: input.phone,
    email: input.email,
    address: input.address,
    level: input.level,
    enabled: input.enabled,
    note: input.note,
  };
}

function auditView(member: AdminMember): Record<string, unknown> {
  const { id: _id, contractCount: _count, createTime: _created, updateTime: _updated, ...fields } = member;
  return fields;
}

/** The company's customers; a member with contracts stays until its contracts are gone. */
export class MemberAdminService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditLogService;

  constructor(db: Kysely<Database>, audit: AuditLogService) {
    this.#db = db;
    this.#audit = audit;
  }

  async list(query: AdminMemberListQuery): Promise<Paged<AdminMember>> {
    const { rows, total } = await new MemberRepository(this.#db).list(query);
    return { list: rows.map(toRecord), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async get(id: number): Promise<AdminMember | undefined> {
    const row = await new MemberRepository(this.#db).find(id);
    return row && toRecord(row);
  }

  async create(input: MemberInput, editor: Editor): Promise<AdminMember> {
    return this.#db.transaction().execute(async (trx) => {
      const members = new MemberRepository(trx);
      const id = await members.insert(toWrite(input));
      const created = await this.#readOrFail(members, id);
      await this.#audit.record(
        { ...editor, action: 'create', resource: 'members', resourceId: id, changes: auditView(created) },
        trx,
      );
      return created;
    });
  }

  async update(id: number, input: MemberInput, editor: Editor): Promise<AdminMember | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const members = new MemberRepository(trx);
      const before = await members.find(id);
      if (!before) return undefined;
      await members.update(id, toWrite(input));
      const after = await this.#readOrFail(members, id);
      const changes = changedFields(auditView(toRecord(before)), auditView(after));
      await this.#audit.record(
        { ...editor, action: 'update', resource: 'members', resourceId: id, changes, subject: after },
        trx,
      );
      return after;
    });
  }

  async delete(id: number, editor: Editor): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const members = new MemberRepository(trx);
      const before = await members.find(id);
      if (!before) return false;
      const member = toRecord(before);
      if (member.contractCount > 0) throw invalidField('id', 'inUse');
      await members.delete(id);
      await this.#audit.record(
        { ...editor, action: 'delete', resource: 'members', resourceId: id, changes: auditView(member) },
        trx,
      );
      return true;
    });
  }

  async #readOrFail(members: MemberRepository, id: number): Promise<AdminMember> {
    const row = await members.find(id);
    if (!row) throw new Error(`member ${id} vanished inside its own transaction`);
    return toRecord(row);
  }
}
