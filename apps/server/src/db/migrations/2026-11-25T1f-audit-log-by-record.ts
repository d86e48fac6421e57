import type { Kysely } from 'kysely';

/**
 * A contract's detail page shows its history, every audit entry about that one record: an
 * index on (resource, resource_id) finds them without reading the whole log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_by_record')
    .on('audit_log')
    .columns(['resource', 'resource_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_by_record').execute();
}
