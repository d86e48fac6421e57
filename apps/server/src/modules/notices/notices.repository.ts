import type { NotificationSwitches, NotificationSwitchesInput } from '@coresense/shared';
import { type Insertable, type Kysely, sql } from 'kysely';
import { toBool } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { NoticeTable } from './notices.table.ts';

export type NoticeInsert = Omit<Insertable<NoticeTable>, 'id'>;

/** Contract §11: what `GET /api/v1/notices` lists, and so what the counts count. */
export const NOTICE_DAYS = 90;
export const NOTICE_LIMIT = 200;

/** Rows per insert statement: well under the bound-parameter limits of both backends. */
const INSERT_CHUNK = 500;

export type SwitchColumn = 'account_password' | 'system_messages' | 'todo' | 'todo_email';

/** What the switches are named in the API and in the table. */
export const SWITCH_COLUMNS: Record<keyof NotificationSwitches, SwitchColumn> = {
  accountPassword: 'account_password',
  systemMessages: 'system_messages',
  todo: 'todo',
  todoEmail: 'todo_email',
};

export class NoticeRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insertAll(rows: NoticeInsert[]): Promise<void> {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await this.#db
        .insertInto('notices')
        .values(rows.slice(start, start + INSERT_CHUNK))
        .execute();
    }
  }

  /** Enabled users who hold `authority` and have not switched `column` off (if a switch applies). */
  async recipients(authority: string, column: SwitchColumn | null): Promise<number[]> {
    let query = this.#db
      .selectFrom('staff_users as u')
      .innerJoin('staff_user_roles as ur', 'ur.user_id', 'u.id')
      .innerJoin('role_authorities as ra', 'ra.role_id', 'ur.role_id')
      .leftJoin('notification_settings as ns', 'ns.user_id', 'u.id')
      .where('u.enabled', '=', true)
      .where('ra.authority', '=', authority);
    if (column) {
      query = query.where((eb) => eb.or([eb(`ns.${column}`, 'is', null), eb(`ns.${column}`, '=', true)]));
    }
    const rows = await query.select('u.id').distinct().orderBy('u.id').execute();
    return rows.map((row) => row.id);
  }

  /** Whether the user has not switched `column` off. */
  async wants(userId: number, column: SwitchColumn): Promise<boolean> {
    const row = await this.#db
      .selectFrom('notification_settings')
      .where('user_id', '=', userId)
      .select(column)
      .executeTakeFirst();
    return row ? toBool(row[column]) : true;
  }

  /** The user's listed notices: the newest `NOTICE_LIMIT` of the last `NOTICE_DAYS` days. */
  #listed(userId: number, since: string, kinds: readonly string[]) {
    return this.#db
      .selectFrom('notices')
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .where('kind', 'in', kinds)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTICE_LIMIT);
  }

  list(userId: number, since: string, kinds: readonly string[]) {
    return this.#listed(userId, since, kinds)
      .select(['id', 'type', 'kind', 'params', 'status', 'read', 'created_at'])
      .execute();
  }

  /** How many notices the list holds and how many of them are unread, counted over that same list. */
  async counts(
    userId: number,
    since: string,
    kinds: readonly string[],
  ): Promise<{ total: number; unread: number }> {
    const row = await this.#db
      .selectFrom(this.#listed(userId, since, kinds).select('read').as('listed'))
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .sum<number>(sql`case when ${eb.ref('listed.read')} = ${sql.lit(false)} then 1 else 0 end`)
          .as('unread'),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), unread: Number(row.unread ?? 0) };
  }

  /** Marks one of the user's own notices read; false when the user has no such notice. */
  async markRead(userId: number, id: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('notices')
      .set({ read: true })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async markTypeRead(userId: number, type: string): Promise<void> {
    await this.#db
      .updateTable('notices')
      .set({ read: true })
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('read', '=', false)
      .execute();
  }

  /** Every user's notices about `subject` of `kind` become read. */
  async markSubjectRead(kind: string, subject: string): Promise<void> {
    await this.#db
      .updateTable('notices')
      .set({ read: true })
      .where('subject', '=', subject)
      .where('kind', '=', kind)
      .where('read', '=', false)
      .execute();
  }

  async deleteOlderThan(time: string): Promise<void> {
    await this.#db.deleteFrom('notices').where('created_at', '<', time).execute();
  }

  async switches(userId: number): Promise<NotificationSwitches> {
    const row = await this.#db
      .selectFrom('notification_settings')
      .where('user_id', '=', userId)
      .selectAll()
      .executeTakeFirst();
    if (!row) return { accountPassword: true, systemMessages: true, todo: true, todoEmail: false };
    return {
      accountPassword: toBool(row.account_password),
      systemMessages: toBool(row.system_messages),
      todo: toBool(row.todo),
      todoEmail: toBool(row.todo_email),
    };
  }

  async saveSwitches(userId: number, switches: NotificationSwitchesInput): Promise<void> {
    const values = {
      account_password: switches.accountPassword,
      system_messages: switches.systemMessages,
      todo: switches.todo,
      ...(switches.todoEmail === undefined ? {} : { todo_email: switches.todoEmail }),
    };
    await this.#db
      .insertInto('notification_settings')
      .values({ user_id: userId, todo_email: false, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
  }

  /**
   * Who holds `authority`, is enabled and switched on email for new enquiries: their address and
   * the language they read the back-office in (Chinese when they never chose one).
   */
  async emailRecipients(authority: string): Promise<Array<{ email: string; locale: string | null }>> {
    return this.#db
      .selectFrom('staff_users as u')
      .innerJoin('notification_settings as ns', 'ns.user_id', 'u.id')
      .leftJoin('layout_settings as ls', 'ls.user_id', 'u.id')
      .where('u.enabled', '=', true)
      .where('ns.todo_email', '=', true)
      .where('u.email', '<>', '')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('staff_user_roles as ur')
            .innerJoin('role_authorities as ra', 'ra.role_id', 'ur.role_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .where('ra.authority', '=', authority)
            .select('ur.user_id'),
        ),
      )
      .select(['u.email', 'ls.locale'])
      .orderBy('u.id')
      .execute();
  }

  /** Records the address; true when the user had never signed in from it before. */
  async rememberAddress(userId: number, ip: string, now: string): Promise<boolean> {
    const inserted = await this.#db
      .insertInto('sign_in_addresses')
      .values({ user_id: userId, ip, first_seen_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'ip']).doNothing())
      .returning('ip')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async hasAnyAddress(userId: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('sign_in_addresses')
      .where('user_id', '=', userId)
      .select('ip')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
