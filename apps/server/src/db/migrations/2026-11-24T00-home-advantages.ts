import type { Kysely } from 'kysely';

/*
 * The home block kept a list of advantages of its own, so edits of the `advantages` block never
 * showed on the home page. The `advantages` block is now the one list: a home block's list moves
 * there when that language has none yet, and leaves the home block either way.
 */

const FILE_URL = /(?<![\w.:/-])(?:\/api\/v1\/common\/download\?id=(\d+)|\/media\/(\d+)\/)/g;

interface BlockRow {
  lang: string;
  data: string;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and see no schema types
async function blockRow(db: Kysely<any>, type: string, lang: string): Promise<BlockRow | undefined> {
  return db
    .selectFrom('page_blocks')
    .where('type', '=', type)
    .where('lang', '=', lang)
    .select(['lang', 'data'])
    .executeTakeFirst();
}

/** The home block of every language. */
// biome-ignore lint/suspicious/noExplicitAny: as above
function homeBlocks(db: Kysely<any>): Promise<BlockRow[]> {
  return db.selectFrom('page_blocks').where('type', '=', 'home').select(['lang', 'data']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
async function writeBlock(db: Kysely<any>, type: string, lang: string, data: unknown): Promise<void> {
  const text = JSON.stringify(data);
  const updatedAt = new Date().toISOString();
  if (await blockRow(db, type, lang))
    await db
      .updateTable('page_blocks')
      .set({ data: text, updated_at: updatedAt })
      .where('type', '=', type)
      .where('lang', '=', lang)
      .execute();
  else await db.insertInto('page_blocks').values({ type, lang, data: text, updated_at: updatedAt }).execute();
}

/** The moved icons stay public: the `advantages` block references them now. */
// biome-ignore lint/suspicious/noExplicitAny: as above
async function referenceFiles(db: Kysely<any>, owner: string, content: string): Promise<void> {
  const ids = new Set([...content.matchAll(FILE_URL)].map((match) => Number(match[1] ?? match[2])));
  for (const id of ids) {
    const file = await db.selectFrom('files').where('id', '=', id).select('id').executeTakeFirst();
    const known = await db
      .selectFrom('file_refs')
      .where('file_id', '=', id)
      .where('owner_type', '=', 'block')
      .where('owner_id', '=', owner)
      .select('file_id')
      .executeTakeFirst();
    if (file && !known)
      await db
        .insertInto('file_refs')
        .values({ file_id: id, owner_type: 'block', owner_id: owner })
        .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function up(db: Kysely<any>): Promise<void> {
  const homes = await homeBlocks(db);
  for (const home of homes) {
    const { advantages, ...rest } = JSON.parse(home.data) as { advantages?: unknown };
    if (advantages === undefined) continue;
    const existing = await blockRow(db, 'advantages', home.lang);
    const list = existing ? (JSON.parse(existing.data) as { list?: unknown }).list : undefined;
    const hasList = Array.isArray(list) && list.length > 0;
    if (Array.isArray(advantages) && advantages.length > 0 && !hasList) {
      const moved = { ...(existing ? JSON.parse(existing.data) : {}), list: advantages };
      await writeBlock(db, 'advantages', home.lang, moved);
      await referenceFiles(db, 'advantages', JSON.stringify(advantages));
    }
    await writeBlock(db, 'home', home.lang, rest);
  }
}

/** The earlier code read the home block's own list: give it the `advantages` block's. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  const homes = await homeBlocks(db);
  for (const home of homes) {
    const advantages = await blockRow(db, 'advantages', home.lang);
    const list = advantages ? (JSON.parse(advantages.data) as { list?: unknown }).list : undefined;
    await writeBlock(db, 'home', home.lang, { ...JSON.parse(home.data), advantages: list ?? [] });
  }
}
