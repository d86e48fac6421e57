import type { Kysely } from 'kysely';

/** Where a bilingual type keeps its texts: its text table and owner column, and its resource's versions. */
export interface TextStore {
  textTable: string;
  owner: string;
  resource: string;
}

/**
 * A field added to every stored text of a bilingual type, with `blank` as its value: in each row
 * of the text table and in each language of each stored version. Stored JSON is not parsed again
 * on read, so a text written before the field existed would lack the key, and the back-office
 * answer (checked by its schema) would fail. A key a text has already is kept.
 *
 * Migrations are frozen in time: this helper's behaviour must not change once a migration uses
 * it; a different backfill gets a helper of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see no schema types
export async function addTextField(db: Kysely<any>, store: TextStore, field: string, blank: unknown) {
  await rewriteTexts(db, store, (text) => (field in text ? text : { ...text, [field]: blank }));
}

/** `down` of `addTextField`: the field leaves every stored text and version again. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function removeTextField(db: Kysely<any>, store: TextStore, field: string) {
  await rewriteTexts(db, store, (text) => {
    const { [field]: _removed, ...rest } = text;
    return rest;
  });
}

type Text = Record<string, unknown>;

// biome-ignore lint/suspicious/noExplicitAny: as above
async function rewriteTexts(db: Kysely<any>, store: TextStore, rewrite: (text: Text) => Text) {
  const rows: Array<{ owner: number; lang: string; data: string }> = await db
    .selectFrom(store.textTable)
    .select([`${store.owner} as owner`, 'lang', 'data'])
    .execute();
  for (const row of rows) {
    await db
      .updateTable(store.textTable)
      .set({ data: JSON.stringify(rewrite(JSON.parse(row.data) as Text)) })
      .where(store.owner, '=', row.owner)
      .where('lang', '=', row.lang)
      .execute();
  }
  const versions: Array<{ id: number; snapshot: string }> = await db
    .selectFrom('content_versions')
    .select(['id', 'snapshot'])
    .where('resource', '=', store.resource)
    .execute();
  for (const version of versions) {
    const snapshot = JSON.parse(version.snapshot) as { i18n?: Record<string, Text> };
    const i18n = Object.fromEntries(
      Object.entries(snapshot.i18n ?? {}).map(([lang, text]) => [lang, rewrite(text)]),
    );
    await db
      .updateTable('content_versions')
      .set({ snapshot: JSON.stringify({ ...snapshot, i18n }) })
      .where('id', '=', version.id)
      .execute();
  }
}
