import type { SubscriptionExport } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { currentLocale, localeToLang } from '../../../locales/index.ts';

/** Everything kept of one address (contract §9), for a data-protection request. */
export const exportSubscription = (email: string) =>
  api.get<SubscriptionExport>(`${adminUrl('subscriptions')}/export`, {
    email,
    lang: localeToLang(currentLocale),
  });

/** The file the export is saved as: the address and the day, so requests can be told apart. */
export function exportFileName(exported: SubscriptionExport): string {
  const address = exported.email.replace(/[^\w.@+-]/g, '_');
  return `subscription-data-${address}-${exported.exportTime.slice(0, 10)}.json`;
}

/** Saves the export as a JSON file through the browser's download. */
export function downloadExport(exported: SubscriptionExport): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(
    new Blob([`${JSON.stringify(exported, null, 2)}\n`], { type: 'application/json' }),
  );
  link.download = exportFileName(exported);
  link.click();
  URL.revokeObjectURL(link.href);
}
