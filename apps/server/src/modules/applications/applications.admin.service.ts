import {
  type AdminApplication,
  type AdminApplicationListQuery,
  type ApplicationI18n,
  adminApplicationInput,
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
import { toBool } from '../../db/column-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { ProductRepository } from '../products/products.repository.ts';
import { APPLICATIONS } from './applications.content-type.ts';
import { type ApplicationCreate, ApplicationRepository } from './applications.repository.ts';
import type { ApplicationTable } from './applications.table.ts';

type ApplicationInput = z.output<typeof adminApplicationInput>;
type ApplicationRow = Selectable<ApplicationTable> & { relatedProductIds: number[] };

function toAdminApplication({
  row,
  i18n,
}: Stored<ApplicationRow, ApplicationI18n>): SavedRecord<AdminApplication> {
  return {
    id: row.id,
    sort: row.sort,
    enabled: toBool(row.enabled),
    relatedProductIds: row.relatedProductIds,
    ...timesAndTexts(row, i18n),
  };
}

interface ApplicationContent extends ContentTypes {
  row: ApplicationRow;
  text: ApplicationI18n;
  input: ApplicationInput;
  write: ApplicationCreate;
  filter: AdminApplicationListQuery;
  record: AdminApplication;
}

/** Applications in the back-office: related products must exist; the content is sanitised HTML. */
export const applicationAdminService = contentAdminService<ApplicationContent>({
  type: APPLICATIONS,
  versioned: true,
  input: adminApplicationInput,
  repository: (handle) => new ApplicationRepository(handle),
  toRecord: toAdminApplication,
  richTextFields: ['content'],
  async prepare(input, handle) {
    const existing = await new ProductRepository(handle).existingIds(input.relatedProductIds);
    const missing = input.relatedProductIds.flatMap((id, index) =>
      existing.has(id) ? [] : [{ field: `relatedProductIds.${index}`, key: 'unknownReference' as const }],
    );
    if (missing.length) throw new AppError('VALIDATION_ERROR', missing);
    return { ...input, relatedProductIds: [...new Set(input.relatedProductIds)] };
  },
});
