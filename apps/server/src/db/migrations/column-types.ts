import { type ColumnDataType, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/*
 * The few column types that differ between SQLite and PostgreSQL. Migrations stay frozen in
 * time, so this file must not import application code.
 */

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function columnTypes(db: Kysely<unknown>) {
  const pg = isPostgres(db);
  return {
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    boolean: (pg ? 'boolean' : 'integer') as ColumnDataType,
    bytes: (pg ? 'bytea' : 'blob') as ColumnDataType,
    withId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
      return pg
        ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    },
  };
}
