import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../lib/i18n';

/** The centred spinner of a page that is loading; quick navigations never show it. */
export function NavigationSpinner() {
  const loading = useNavigation().state === 'loading';
  const [visible, setVisible] = useState(false);
  const t = useT();
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 250);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div className="page-spinner" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
