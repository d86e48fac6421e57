import type { BoolColumn, TimestampColumn } from '../../db/column-types.ts';

/** One staff member's settings-drawer choices; the values are those of `layoutSettings`. */
export interface LayoutSettingsTable {
  user_id: number;
  nav_theme: string;
  content_width: string;
  color_primary: string;
  layout: string;
  fixed_header: BoolColumn;
  fix_siderbar: BoolColumn;
  auto_hide_header: BoolColumn;
  color_weak: BoolColumn;
  locale: string;
  updated_at: TimestampColumn;
}
