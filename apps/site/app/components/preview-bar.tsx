import { useLocation } from 'react-router';
import { useRootData, useT } from '../lib/i18n';

/**
 * The bar of a page opened through a preview link (contract §10): says the page shows a version
 * not published, in which language, saved when, and until when the link works. Only on that
 * page: a link followed from it leads to the published site, where the bar would mislead.
 */
export function PreviewBar() {
  const notice = useRootData()?.preview;
  const { search } = useLocation();
  const t = useT();
  if (!notice || !new URLSearchParams(search).has('preview')) return null;
  return (
    <div className="preview-bar" role="status">
      <strong className="preview-bar-label">{t('preview.label')}</strong>
      <span>{t(`lang.${notice.lang}`)}</span>
      <span>{t('preview.saved', { time: notice.saved })}</span>
      <span>{t('preview.validUntil', { time: notice.expires })}</span>
    </div>
  );
}
