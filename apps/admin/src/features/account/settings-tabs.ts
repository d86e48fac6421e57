import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from '../../lib/chunk-load.ts';
import type { MessageKey } from '../../locales/index.ts';

/** One tab of the account settings: `/admin/account/settings/<key>`, its menu label, its panel. */
export interface SettingsTab {
  key: string;
  label: MessageKey;
  Panel: LazyExoticComponent<ComponentType>;
}

/** The tabs in menu order; each panel loads only when its tab is opened. */
export const SETTINGS_TABS: SettingsTab[] = [
  {
    key: 'basic',
    label: 'account.settings.menu.basic',
    Panel: lazy(() => loadChunk(() => import('./components/basic-settings.tsx'))),
  },
  {
    key: 'security',
    label: 'account.settings.menu.security',
    Panel: lazy(() => loadChunk(() => import('./components/security-settings.tsx'))),
  },
];

export const settingsPath = (tab: string) => `/admin/account/settings/${tab}`;
