import {
  type AdminNews,
  type AdminNewsListQuery,
  adminNewsInput,
  type NewsI18n,
  type NewsType,
} from '@coresense/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  type ContentTypes,
  contentAdminService,
  mapI18n,
  type SavedRecord,
  timesAndTexts,
} from '../../content/admin-service.ts';
import type { Stored } from '../../content/bilingual-table.ts';
import { toBool } from '../../db/column-types.ts';
import { NEWS } from './news.content-type.ts';
import { type NewsCreate, NewsRepository } from './news.repository.ts';
import type { NewsTable } from './news.table.ts';

type NewsInput = z.output<typeof adminNewsInput>;

function toAdminNews({ row, i18n }: Stored<Selectable<NewsTable>, NewsI18n>): SavedRecord<AdminNews> {
  const saved = timesAndTexts(row, i18n);
  return {
    id: row.id,
    type: row.type as NewsType,
    enabled: toBool(row.enabled),
    startDate: row.start_date,
    endDate: row.end_date,
    publishTime: saved.createTime,
    ...saved,
  };
}

interface NewsContent extends ContentTypes {
  row: Selectable<NewsTable>;
  text: NewsI18n;
  input: NewsInput;
  write: NewsCreate;
  filter: AdminNewsListQuery;
  record: AdminNews;
}

/**
 * News and exhibitions in the back-office. Only an activity has dates (the schema demands a
 * start); `publishTime` is the public createTime, so moving it reorders the public list.
 */
export const newsAdminService = contentAdminService<NewsContent>({
  type: NEWS,
  versioned: true,
  input: adminNewsInput,
  repository: (handle) => new NewsRepository(handle),
  toRecord: toAdminNews,
  richTextFields: ['content'],
  prepare: async ({ publishTime, ...input }) => {
    const activity = input.type === 'activity';
    return {
      ...input,
      startDate: activity ? (input.startDate ?? null) : null,
      endDate: activity ? (input.endDate ?? null) : null,
      createdAt: publishTime === undefined ? undefined : new Date(publishTime).toISOString(),
      // An article has no address or booth; stored as empty so every language row has one shape.
      i18n: mapI18n(input.i18n, (text) => ({
        ...text,
        address: text.address ?? '',
        booth: text.booth ?? '',
      })),
    };
  },
});
