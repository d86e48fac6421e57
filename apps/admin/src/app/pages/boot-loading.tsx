import { t } from '../../locales/index.ts';

/**
 * A spinner without antd, for the first load and the sign-in page's chunk: the same look as
 * `PageLoading`, which needs antd.
 */
export function BootLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <span className="boot-loading-text">{t('common.loading')}</span>
    </div>
  );
}
