import {
  type AdminRecruit,
  type AdminRecruitListQuery,
  adminRecruitInput,
  type RecruitI18n,
} from '@coresense/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  type ContentTypes,
  contentAdminService,
  type SavedRecord,
  timesAndTexts,
} from '../../content/admin-service.ts';
import type { Stored } from '../../content/bilingual-table.ts';
import { resolveFileRefs } from '../../content/file-refs.ts';
import { toBool } from '../../db/column-types.ts';
import { RECRUITS } from './recruit.content-type.ts';
import { type RecruitCreate, RecruitRepository } from './recruit.repository.ts';
import type { RecruitTable } from './recruit.table.ts';

type RecruitInput = z.output<typeof adminRecruitInput>;

function toAdminRecruit({
  row,
  i18n,
}: Stored<Selectable<RecruitTable>, RecruitI18n>): SavedRecord<AdminRecruit> {
  return {
    id: row.id,
    headcount: row.headcount,
    sort: row.sort,
    enabled: toBool(row.enabled),
    ...timesAndTexts(row, i18n),
  };
}

interface RecruitContent extends ContentTypes {
  row: Selectable<RecruitTable>;
  text: RecruitI18n;
  input: RecruitInput;
  write: RecruitCreate;
  filter: AdminRecruitListQuery;
  record: AdminRecruit;
}

/** Jobs in the back-office: requirements (`detail`) and duties (`desc`) are sanitised HTML. */
export const recruitAdminService = contentAdminService<RecruitContent>({
  type: RECRUITS,
  versioned: true,
  input: adminRecruitInput,
  repository: (handle) => new RecruitRepository(handle),
  toRecord: toAdminRecruit,
  richTextFields: ['detail', 'desc'],
  prepare: async (input, handle) => ({
    ...input,
    i18n: await resolveFileRefs(handle, input.i18n, 'fileList'),
  }),
});
