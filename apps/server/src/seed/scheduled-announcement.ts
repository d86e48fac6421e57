import { LANGS } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { PublicationRequestOf } from '../content/publication.ts';
import * as schedule from '../content/schedule/schedule.repository.ts';
import { nowIso } from '../db/column-types.ts';
import type { Database } from '../db/schema.ts';
import { InvestorRepository } from '../modules/investor/investor.repository.ts';
import { publishedAt } from './catalogue.ts';
import { SCHEDULED_ANNOUNCEMENT } from './demo-content/investor.ts';
import type { DemoFiles } from './demo-files.ts';
import { investorRecord } from './newsroom.ts';

/** How many days after the seed the demo announcement is published. */
const DAYS_AHEAD = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Publishing {
  apply(trx: Kysely<Database>, request: PublicationRequestOf): Promise<boolean>;
}

/**
 * The demo's scheduled announcement: written in both languages, kept as a draft and scheduled to
 * be published at 10:00 in Wuxi, `DAYS_AHEAD` days from now, by nobody (the seed is no editor).
 */
export async function seedScheduledAnnouncement(
  db: Kysely<Database>,
  files: DemoFiles,
  publications: Publishing,
): Promise<void> {
  const day = new Date(Date.now() + DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
  const record = await investorRecord({ ...SCHEDULED_ANNOUNCEMENT, publishDate: day }, files, nowIso());
  const id = await new InvestorRepository(db).create(record);
  await db.transaction().execute(async (trx) => {
    // Written like the rest of the demo, then withdrawn: its text stays as version 1, the draft the schedule publishes.
    const recordKey = String(id);
    await publications.apply(trx, {
      resource: 'investor',
      recordKey,
      action: 'unpublish',
      langs: LANGS,
      actor: null,
    });
    await schedule.add(trx, {
      resource: 'investor',
      recordKey,
      langs: LANGS,
      action: 'publish',
      at: publishedAt(day),
      author: null,
    });
  });
}
