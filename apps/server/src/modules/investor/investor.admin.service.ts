import {
  type AdminInvestor,
  type AdminInvestorListQuery,
  adminInvestorInput,
  type InvestorI18n,
  type InvestorType,
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
import { INVESTOR_ITEMS } from './investor.content-type.ts';
import { type InvestorCreate, InvestorRepository } from './investor.repository.ts';
import type { InvestorItemTable } from './investor.table.ts';

type InvestorInput = z.output<typeof adminInvestorInput>;

function toAdminInvestor({
  row,
  i18n,
}: Stored<Selectable<InvestorItemTable>, InvestorI18n>): SavedRecord<AdminInvestor> {
  return {
    id: row.id,
    type: row.type as InvestorType,
    enabled: toBool(row.enabled),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    i18n,
    incompleteLangs: incompleteLangs(i18n),
  };
}

interface InvestorContent extends ContentTypes {
  row: Selectable<InvestorItemTable>;
  text: InvestorI18n;
  input: InvestorInput;
  write: InvestorCreate;
  filter: AdminInvestorListQuery;
  record: AdminInvestor;
}

/** Investor announcements and reports in the back-office, with their attached files. */
export function investorAdminService(db: Kysely<Database>, audit: AuditRecorder) {
  return new ContentAdminService<InvestorContent>(db, audit, {
    type: INVESTOR_ITEMS,
    versioned: true,
    input: adminInvestorInput,
    repository: (handle) => new InvestorRepository(handle),
    toRecord: toAdminInvestor,
    async prepare(input, handle) {
      const i18n = await resolveFileRefs(handle, input.i18n, 'files');
      return {
        ...input,
        i18n: mapI18n(i18n, (text) => ({ ...text, content: sanitizeRichText(text.content) })),
      };
    },
  });
}
