import { type FileRef, LANGS, type Resource } from '@coresense/shared';
import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { I18n } from '../db/column-types.ts';
import { MAX_ID } from '../db/queries.ts';
import type { Database } from '../db/schema.ts';
import { invalidField } from '../lib/app-error.ts';

/** Records that can reference files; a file is public while a published owner references it. */
export const FILE_OWNER_TYPES = [
  'product',
  'application',
  'news',
  'investor',
  'recruit',
  'comment',
  'document',
  'block',
  // A staff user's avatar: referenced, so it cannot be deleted, yet never public.
  'staff',
] as const;
export type FileOwnerType = (typeof FILE_OWNER_TYPES)[number];

/**
 * The resource whose read authority shows each owner's files in the back-office; none for an
 * avatar, which no content authority reveals.
 */
export const FILE_OWNER_RESOURCES = {
  product: 'products',
  application: 'applications',
  news: 'news',
  investor: 'investor',
  recruit: 'recruit',
  comment: 'comments',
  document: 'documents',
  block: 'blocks',
  staff: undefined,
} as const satisfies Record<FileOwnerType, Resource | undefined>;

/** Owners whose own `enabled` flag decides whether they are published. */
const SIMPLE_OWNERS = {
  application: 'applications',
  news: 'news',
  investor: 'investor_items',
  recruit: 'recruits',
  comment: 'comments',
} as const satisfies Partial<Record<FileOwnerType, keyof Database>>;

/**
 * `file_refs.owner_id` is text (a block's owner is its type), so the owner's integer id is cast
 * to text rather than the other way round: PostgreSQL would fail casting 'home' to an integer.
 */
const idAsText = (column: string) => sql<string>`cast(${sql.ref(column)} as text)`;

/**
 * Whether the file `f` is public: at least one published record (or a page block) references
 * it; an image variant is published with the upload it was made from.
 */
export function isPublicFile(eb: ExpressionBuilder<Database & { f: Database['files'] }, 'f'>) {
  return eb.exists(
    eb
      .selectFrom('file_refs as r')
      .select(sql`1`.as('one'))
      .where((ref) =>
        ref.or([ref('r.file_id', '=', ref.ref('f.id')), ref('r.file_id', '=', ref.ref('f.parent_id'))]),
      )
      .where((ref) =>
        ref.or([
          ref('r.owner_type', '=', 'block' satisfies FileOwnerType),
          ref.and([
            ref('r.owner_type', '=', 'product' satisfies FileOwnerType),
            ref.exists(
              ref
                .selectFrom('products as p')
                .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
                .select(sql`1`.as('one'))
                .where('p.enabled', '=', true)
                .where('c.enabled', '=', true)
                .where(idAsText('p.id'), '=', ref.ref('r.owner_id')),
            ),
          ]),
          // A document's revisions' files, every earlier one too, while it is published in a language.
          ref.and([
            ref('r.owner_type', '=', 'document' satisfies FileOwnerType),
            ref.exists(
              ref
                .selectFrom('documents as d')
                .innerJoin('document_i18n as dt', 'dt.document_id', 'd.id')
                .select(sql`1`.as('one'))
                .where('d.enabled', '=', true)
                .where(idAsText('d.id'), '=', ref.ref('r.owner_id')),
            ),
          ]),
          ...Object.entries(SIMPLE_OWNERS).map(([ownerType, table]) =>
            ref.and([
              ref('r.owner_type', '=', ownerType),
              sql<SqlBool>`exists (select 1 from ${sql.table(table)} as o where o.enabled = ${true} and ${idAsText('o.id')} = ${ref.ref('r.owner_id')})`,
            ]),
          ),
        ]),
      ),
  );
}

/**
 * Our own download and media addresses, also inside rich text (`<img src="/media/12/a.png">`);
 * not when they are the path of another site's URL.
 */
const FILE_URL = /(?<![\w.:/-])(?:\/api\/v1\/common\/download\?id=(\d+)|\/media\/(\d+)\/)/g;

export function downloadUrl(id: number): string {
  return `/api/v1/common/download?id=${id}`;
}

export function mediaUrl(id: number, name: string): string {
  return `/media/${id}/${encodeURIComponent(name)}`;
}

/** Every file id that content mentions: download links of file references, and media URLs. */
export function collectFileIds(content: unknown, found = new Set<number>()): Set<number> {
  if (typeof content === 'string') {
    for (const match of content.matchAll(FILE_URL)) found.add(Number(match[1] ?? match[2]));
  } else if (Array.isArray(content)) {
    for (const item of content) collectFileIds(item, found);
  } else if (content && typeof content === 'object') {
    for (const value of Object.values(content)) collectFileIds(value, found);
  }
  return found;
}

/**
 * Replaces what one record references with what its content mentions now. Ids of files that
 * do not exist are ignored: a reference cannot make a file appear.
 */
export async function syncFileRefs(
  db: Kysely<Database>,
  ownerType: FileOwnerType,
  ownerId: number | string,
  content: unknown,
): Promise<void> {
  const owner = String(ownerId);
  const ids = [...collectFileIds(content)];
  await db
    .deleteFrom('file_refs')
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', owner)
    .execute();
  if (ids.length === 0) return;
  const existing = await db.selectFrom('files').where('id', 'in', ids).select('id').execute();
  if (existing.length === 0) return;
  await db
    .insertInto('file_refs')
    .values(existing.map((file) => ({ file_id: file.id, owner_type: ownerType, owner_id: owner })))
    .execute();
}

/**
 * The file references of one list field (`files`, `fileList`) in every language, checked
 * against the stored files: an unknown id is refused on its field, size and download URL
 * come from the file's record, and the name the editor gave is kept (else the file's own).
 */
export async function resolveFileRefs<F extends string, T extends { [K in F]: FileRef[] }>(
  db: Kysely<Database>,
  i18n: I18n<T>,
  field: F,
): Promise<I18n<T>> {
  // An id beyond the column's range names no file, and PostgreSQL would refuse it in the query.
  const ids = LANGS.flatMap((lang) => i18n[lang]?.[field].map((ref) => ref.id) ?? []).filter(
    (id) => id <= MAX_ID,
  );
  const rows = ids.length
    ? await db.selectFrom('files').select(['id', 'name', 'size']).where('id', 'in', ids).execute()
    : [];
  const files = new Map(rows.map((file) => [file.id, file]));
  const resolved: I18n<T> = {};
  for (const lang of LANGS) {
    const text = i18n[lang];
    if (text === undefined) continue;
    const refs = text[field].map((ref, index): FileRef => {
      const file = files.get(ref.id);
      if (!file) throw invalidField(`i18n.${lang}.${field}.${index}.id`, 'unknownReference');
      return {
        id: file.id,
        name: ref.name.trim() || file.name,
        size: Number(file.size),
        url: downloadUrl(file.id),
      };
    });
    resolved[lang] = { ...text, [field]: refs };
  }
  return resolved;
}
