import { ExportOutlined } from '@ant-design/icons';
import type { Lang } from '@coresense/shared/lang';
import { Button, Tooltip } from 'antd';
import { sitePageUrl } from '../lib/site-links.ts';
import { t } from '../locales/index.ts';
import { LANG_LABELS } from './bilingual-tabs.tsx';

/** Opens the public page in the language being edited; disabled while the record is unpublished. */
export function ViewOnSite({
  path,
  lang,
  query,
  published = true,
  size = 'middle',
  compact,
}: {
  path: string;
  lang: Lang;
  query?: Record<string, string | number>;
  published?: boolean;
  size?: 'small' | 'middle';
  /** An icon alone, for table rows. */
  compact?: boolean;
}) {
  const label = t('common.viewOnSite', { lang: LANG_LABELS[lang] });
  const button = (
    <Button
      size={size}
      type={compact ? 'text' : 'default'}
      icon={<ExportOutlined />}
      aria-label={label}
      href={published ? sitePageUrl(path, lang, query) : undefined}
      target="_blank"
      rel="noreferrer"
      disabled={!published}
      data-testid="view-on-site"
    >
      {compact ? null : label}
    </Button>
  );
  if (!published) return <Tooltip title={t('common.viewOnSite.unpublished')}>{button}</Tooltip>;
  return compact ? <Tooltip title={label}>{button}</Tooltip> : button;
}
