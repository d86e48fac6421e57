import {
  type AdminRecruit,
  type AdminRecruitListQuery,
  adminRecruitInput,
  type RecruitI18n,
} from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  ContentAdminService,
  type ContentTypes,
  incompleteLangs,
  mapI18n,
  type SavedRecord,
} from '../../content/admin-service.ts';
import type { Stored } from '../../content/bilingual-table.ts';
import { resolveFileRefs } from '../../content/file-refs.ts';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
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
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    i18n,
    incompleteLangs: incompleteLangs(i18n),
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
export function recruitAdminService(db: Kysely<Database>, audit: AuditRecorder) {
  return new ContentAdminService<RecruitContent>(db, audit, {
    type: RECRUITS,
    versioned: true,
    input: adminRecruitInput,
    repository: (handle) => new RecruitRepository(handle),
    toRecord: toAdminRecruit,
    async prepare(input, handle) {
      const i18n = await resolveFileRefs(handle, input.i18n, 'fileList');
      return {
        ...input,
        i18n: mapI18n(i18n, (text) => ({
          ...text,
          detail: sanitizeRichText(text.detail),
          desc: sanitizeRichText(text.desc),
        })),
      };
    },
  });
}
