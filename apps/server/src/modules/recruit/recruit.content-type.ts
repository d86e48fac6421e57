import type { RecruitI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { ContentType } from '../../content/content-type.ts';
import { PublicReads } from '../../content/public-reads.ts';
import type { Database } from '../../db/schema.ts';
import { plainText } from '../../lib/rich-text.ts';

export const RECRUITS = new ContentType({
  resource: 'recruit',
  table: 'recruits',
  textTable: 'recruit_i18n',
  owner: 'recruit_id',
  fileOwner: 'recruit',
  searchColumns: (text: RecruitI18n) => ({ position: text.position }),
  sitePage: { path: '/recruit/detail', key: 'id' },
  titleField: 'position',
  headerSearch: { columns: ['position'], page: (row) => `/admin/recruit?open=${row.id}` },
  countedAs: 'recruit',
  siteSearch: {
    type: 'recruit',
    text: (text) => [text.department, text.location, plainText(text.detail), plainText(text.desc)].join(' '),
  },
});

/** Published jobs, in the editor's order, found by a keyword in their position. */
export const publicJobs = (db: Kysely<Database>) =>
  new PublicReads(db, RECRUITS, {
    columns: ['headcount'],
    order: [
      ['r.sort', 'asc'],
      ['r.id', 'desc'],
    ],
    filters: { keyword: { column: 't.position', match: 'contains' } },
  });
