import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

/**
 * The place of the change-alert subscription (contract §9) on the document pages: the alerts'
 * `SubscribeForm` is its child. Without one it renders nothing, so no page offers a form that
 * is not there yet.
 */
export function DocumentAlerts({ children }: { children?: ReactNode }) {
  const t = useT();
  if (!children) return null;
  return (
    <section className="document-alerts" aria-labelledby="document-alerts">
      <h2 id="document-alerts">{t('documents.alerts')}</h2>
      <p>{t('documents.alertsText')}</p>
      {children}
    </section>
  );
}
