import type { RecruitI18n } from '@coresense/shared';
import { ContentType } from '../../content/content-type.ts';

export const RECRUITS = new ContentType({
  resource: 'recruit',
  table: 'recruits',
  textTable: 'recruit_i18n',
  owner: 'recruit_id',
  fileOwner: 'recruit',
  searchColumns: (text: RecruitI18n) => ({ position: text.position }),
  titleField: 'position',
  headerSearch: { columns: ['position'], page: (row) => `/admin/recruit?open=${row.id}` },
  countedAs: 'recruit',
});
