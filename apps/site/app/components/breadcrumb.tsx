import { Link } from 'react-router';
import { useT } from '../lib/i18n';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumb" aria-label={t('common.breadcrumb')}>
      <ol>
        <li>
          <Link to="/index">{t('menu.home')}</Link>
        </li>
        {items.map((item) => (
          <li key={item.to ?? item.label}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
