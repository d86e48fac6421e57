import type { LayoutSettings } from '@coresense/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { nowIso, toBool } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { LayoutSettingsTable } from './layout-settings.table.ts';

type Row = Selectable<LayoutSettingsTable>;

function toSettings(row: Row): LayoutSettings {
  // Only `layoutSettingsInput` writes these columns, so the stored text is one of its values.
  return {
    navTheme: row.nav_theme as LayoutSettings['navTheme'],
    contentWidth: row.content_width as LayoutSettings['contentWidth'],
    colorPrimary: row.color_primary,
    layout: row.layout as LayoutSettings['layout'],
    fixedHeader: toBool(row.fixed_header),
    fixSiderbar: toBool(row.fix_siderbar),
    autoHideHeader: toBool(row.auto_hide_header),
    colorWeak: toBool(row.color_weak),
    locale: row.locale as LayoutSettings['locale'],
  };
}

function toRow(userId: number, settings: LayoutSettings): Insertable<LayoutSettingsTable> {
  return {
    user_id: userId,
    nav_theme: settings.navTheme,
    content_width: settings.contentWidth,
    color_primary: settings.colorPrimary,
    layout: settings.layout,
    fixed_header: settings.fixedHeader,
    fix_siderbar: settings.fixSiderbar,
    auto_hide_header: settings.autoHideHeader,
    color_weak: settings.colorWeak,
    locale: settings.locale,
    updated_at: nowIso(),
  };
}

export class LayoutSettingsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async find(userId: number): Promise<LayoutSettings | undefined> {
    const row = await this.#db
      .selectFrom('layout_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toSettings(row);
  }

  /** Keeps a row already there: only the first sign-in's settings are written. */
  async insertIfAbsent(userId: number, settings: LayoutSettings): Promise<void> {
    await this.#db
      .insertInto('layout_settings')
      .values(toRow(userId, settings))
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
  }

  async save(userId: number, settings: LayoutSettings): Promise<void> {
    const { user_id: _, ...values } = toRow(userId, settings);
    await this.#db
      .insertInto('layout_settings')
      .values(toRow(userId, settings))
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
  }
}
