import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { isChunkLoadError } from '../../lib/chunk-load.ts';
import { t } from '../../locales/index.ts';
import { AntdProvider } from '../antd-provider.tsx';
import { BackHome, Exception403, Exception404, Exception500 } from './exception.tsx';

/**
 * What a page shows when its code failed to load in time or it threw while rendering. Loaded
 * lazily, so it brings antd with it (an error above the back-office's shell has none).
 */
export function RouteError() {
  return (
    <AntdProvider>
      <RouteErrorPage />
    </AntdProvider>
  );
}

function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <Result
        status="warning"
        title={t('exception.chunk.title')}
        subTitle={t('exception.chunk.description')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('exception.reload')}
          </Button>
        }
      />
    );
  }
  if (
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.status === 404)
  ) {
    return <Exception404 />;
  }
  if (error instanceof ApiError && error.status === 403) return <Exception403 />;
  // Another page of the menu works at once; a reload is for errors that a fresh start cures.
  return (
    <Exception500
      extra={
        <>
          <BackHome />
          <Button onClick={() => window.location.reload()}>{t('exception.reload')}</Button>
        </>
      }
    />
  );
}

export default RouteError;
