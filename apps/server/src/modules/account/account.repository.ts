import type { Kysely, Updateable } from 'kysely';
import { nowIso } from '../../db/column-types.ts';
import { MAX_ID } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';

export interface ProfileWrite {
  name: string;
  email: string;
  phone: string;
  avatar: string;
  signature: string;
  country: string;
  province: string;
  city: string;
  address: string;
}

export interface SecurityWrite {
  security_phone?: string;
  security_question?: string;
  security_answer_hash?: string | null;
  backup_email?: string;
}

/** The signed-in user's own account: `staff_users` joined with `staff_profiles`. */
export class AccountRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The user with its profile row's fields (empty when the row does not exist yet). */
  async find(userId: number) {
    const row = await this.#db
      .selectFrom('staff_users as u')
      .leftJoin('staff_profiles as p', 'p.user_id', 'u.id')
      .where('u.id', '=', userId)
      .select([
        'u.username',
        'u.name',
        'u.email',
        'u.phone',
        'u.avatar',
        'u.password_hash',
        'p.signature',
        'p.country',
        'p.province',
        'p.city',
        'p.address',
        'p.security_phone',
        'p.security_question',
        'p.security_answer_hash',
        'p.backup_email',
        'p.password_strength',
      ])
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      ...row,
      signature: row.signature ?? '',
      country: row.country ?? '',
      province: row.province ?? '',
      city: row.city ?? '',
      address: row.address ?? '',
      security_phone: row.security_phone ?? '',
      security_question: row.security_question ?? '',
      backup_email: row.backup_email ?? '',
    };
  }

  async saveProfile(userId: number, profile: ProfileWrite): Promise<void> {
    const { name, email, phone, avatar, ...own } = profile;
    const now = nowIso();
    await this.#db
      .updateTable('staff_users')
      .set({ name, email, phone, avatar, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await this.#upsert(userId, { ...own, updated_at: now });
  }

  async saveSecurity(userId: number, security: SecurityWrite): Promise<void> {
    await this.#upsert(userId, { ...security, updated_at: nowIso() });
  }

  async setPasswordStrength(userId: number, strength: string): Promise<void> {
    await this.#upsert(userId, { password_strength: strength, updated_at: nowIso() });
  }

  async #upsert(
    userId: number,
    values: Omit<Updateable<Database['staff_profiles']>, 'user_id'> & { updated_at: string },
  ): Promise<void> {
    await this.#db
      .insertInto('staff_profiles')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
  }

  /** Points the user's avatar reference at this file (or at none), so the file cannot be deleted under it. */
  async referenceAvatar(userId: number, fileId: number | undefined): Promise<void> {
    const owner = String(userId);
    await this.#db
      .deleteFrom('file_refs')
      .where('owner_type', '=', 'staff')
      .where('owner_id', '=', owner)
      .execute();
    if (fileId === undefined) return;
    await this.#db
      .insertInto('file_refs')
      .values({ file_id: fileId, owner_type: 'staff', owner_id: owner })
      .execute();
  }

  /** An image this user uploaded, or that some user has as their avatar. */
  async findAvatarFile(fileId: number, viewerId: number) {
    if (fileId > MAX_ID) return undefined;
    return this.#db
      .selectFrom('files as f')
      .selectAll('f')
      .where('f.id', '=', fileId)
      .where('f.mime', 'like', 'image/%')
      .where((eb) =>
        eb.or([
          eb('f.created_by', '=', viewerId),
          eb.exists(
            eb
              .selectFrom('file_refs as r')
              .select('r.file_id')
              .whereRef('r.file_id', '=', 'f.id')
              .where('r.owner_type', '=', 'staff'),
          ),
        ]),
      )
      .executeTakeFirst();
  }

  /** How many files (variants not counted) this user uploaded since `since`. */
  async countUploadsSince(userId: number, since: string): Promise<number> {
    const row = await this.#db
      .selectFrom('files')
      .where('created_by', '=', userId)
      .where('created_at', '>=', since)
      .where('parent_id', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Whether this image was uploaded by this user: the only files a user may make their avatar. */
  async isOwnImage(fileId: number, userId: number): Promise<boolean> {
    if (fileId > MAX_ID) return false;
    const row = await this.#db
      .selectFrom('files')
      .where('id', '=', fileId)
      .where('created_by', '=', userId)
      .where('mime', 'like', 'image/%')
      .select('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
