import type { Kysely } from 'kysely';

/**
 * Job applications arrive in the enquiry inbox (kind `job`): the position applied for and the
 * CV, whose bytes are in the file store under a key of their own. A CV is not a row of `files`,
 * so it never appears in the file library and no public address can serve it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('enquiries')
    .addColumn('job_id', 'integer', (c) => c.references('recruits.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('enquiries').addColumn('cv_key', 'text').execute();
  await db.schema.alterTable('enquiries').addColumn('cv_name', 'text').execute();
  await db.schema.alterTable('enquiries').addColumn('cv_mime', 'text').execute();
  await db.schema.alterTable('enquiries').addColumn('cv_size', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['cv_size', 'cv_mime', 'cv_name', 'cv_key', 'job_id']) {
    await db.schema.alterTable('enquiries').dropColumn(column).execute();
  }
}
