import type { Kysely } from 'kysely';

/**
 * The built-in administrator role was described in English in every back-office language. Its
 * description is now empty and the back-office words it in the user's language; a description
 * someone wrote since is kept.
 */
const ENGLISH = 'Built-in: every authority';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('roles')
    .set({ description: '' })
    .where('builtin', '=', true)
    .where('description', '=', ENGLISH)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('roles')
    .set({ description: ENGLISH })
    .where('builtin', '=', true)
    .where('description', '=', '')
    .execute();
}
