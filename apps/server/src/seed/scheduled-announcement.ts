import type { AdminInvestor } from '@coresense/shared';
import { adminInvestorInput, LANGS } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { JsonContentAdminService } from '../content/json-content.ts';
import * as schedule from '../content/schedule/schedule.repository.ts';
import { nowIso } from '../db/column-types.ts';
import type { Database } from '../db/schema.ts';
import { publishedAt } from './catalogue.ts';
import { SCHEDULED_ANNOUNCEMENT } from './demo-content/investor.ts';
import type { DemoFiles } from './demo-files.ts';
import { investorRecord } from './newsroom.ts';

export interface AnnouncementSaving {
  investorAdmin: Pick<JsonContentAdminService<AdminInvestor>, 'create'>;
}

/** How many days after the seed the demo announcement is published. */
const DAYS_AHEAD = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo's scheduled announcement (contract §10): saved in both languages as a draft, as the
 * back-office saves one, and scheduled by nobody (the seed is no editor) to be published at
 * 10:00 in Wuxi, `DAYS_AHEAD` days from now.
 */
export async function seedScheduledAnnouncement(
  db: Kysely<Database>,
  files: DemoFiles,
  services: AnnouncementSaving,
): Promise<void> {
  const day = new Date(Date.now() + DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
  const record = await investorRecord({ ...SCHEDULED_ANNOUNCEMENT, publishDate: day }, files, nowIso());
  const draft = await services.investorAdmin.create(
    adminInvestorInput.parse(record),
    { actor: null },
    { publish: [] },
  );
  await schedule.add(db, {
    resource: 'investor',
    recordKey: String(draft.id),
    langs: LANGS,
    action: 'publish',
    at: publishedAt(day),
    author: null,
  });
}
