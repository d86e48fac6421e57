import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Change alerts by email (contract §9): subscriptions with what each follows, and the events
 * already alerted, so that an edit or a second publication never mails again. What is public
 * when this runs was published before alerts existed: it is marked alerted, not announced.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await types
    .withId(db.schema.createTable('subscriptions'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('token_salt', 'varchar(64)', (col) => col.notNull())
    .addColumn('confirm_nonce', 'varchar(64)', (col) => col.notNull())
    .addColumn('pending', 'text')
    .addColumn('site_url', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('confirmed_at', types.timestamp)
    .addColumn('created_at', types.timestamp, (col) => col.notNull())
    .addColumn('updated_at', types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('subscription_topics')
    .addColumn('subscription_id', 'integer', (col) =>
      col.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('topic', 'varchar(20)', (col) => col.notNull())
    .addPrimaryKeyConstraint('subscription_topics_pk', ['subscription_id', 'topic'])
    .execute();
  await db.schema
    .createIndex('subscription_topics_topic')
    .on('subscription_topics')
    .column('topic')
    .execute();
  await db.schema
    .createTable('subscription_products')
    .addColumn('subscription_id', 'integer', (col) =>
      col.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('subscription_products_pk', ['subscription_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('subscription_products_product')
    .on('subscription_products')
    .column('product_id')
    .execute();
  await db.schema
    .createTable('alert_events')
    .addColumn('event_key', 'varchar(120)', (col) => col.notNull())
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_at', types.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('alert_events_pk', ['event_key', 'lang'])
    .execute();
  const now = sql<string>`cast(${sql.lit(new Date().toISOString())} as ${sql.raw(String(types.timestamp))})`;
  const key = (prefix: string, column: string) =>
    sql<string>`${sql.lit(prefix)} || cast(${sql.ref(column)} as varchar(20))`;
  await db
    .insertInto('alert_events')
    .columns(['event_key', 'lang', 'created_at'])
    .expression(
      db
        .selectFrom('news_i18n as t')
        .innerJoin('news as n', 'n.id', 't.news_id')
        .where('n.enabled', '=', true)
        .select([key('news:', 't.news_id').as('event_key'), 't.lang', now.as('created_at')])
        .unionAll(
          db
            .selectFrom('investor_i18n as t')
            .innerJoin('investor_items as i', 'i.id', 't.item_id')
            .where('i.enabled', '=', true)
            .select([key('investor:', 't.item_id').as('event_key'), 't.lang', now.as('created_at')]),
        ),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_events').execute();
  await db.schema.dropTable('subscription_products').execute();
  await db.schema.dropTable('subscription_topics').execute();
  await db.schema.dropTable('subscriptions').execute();
}
