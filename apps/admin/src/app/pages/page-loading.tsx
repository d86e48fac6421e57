import { Spin } from 'antd';
import { t } from '../../locales/index.ts';

/** The centred spinner shown while a page's code or data loads (product-spec §2). */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spin size="large" tip={t('common.loading')}>
        <div className="page-loading-space" />
      </Spin>
    </div>
  );
}
