import type { Kysely } from 'kysely';

/**
 * Responsive image variants are files of their own, linked to the upload they were made from,
 * with their pixel size so pages can build `srcset`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('parent_id', 'integer', (c) => c.references('files.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('files').addColumn('width', 'integer').execute();
  await db.schema.alterTable('files').addColumn('height', 'integer').execute();
  await db.schema.createIndex('files_by_parent').on('files').column('parent_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_by_parent').execute();
  for (const column of ['height', 'width', 'parent_id']) {
    await db.schema.alterTable('files').dropColumn(column).execute();
  }
}
