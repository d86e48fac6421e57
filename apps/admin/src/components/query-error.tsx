import { Button, Result } from 'antd';
import { ApiError, NetworkError } from '../lib/api-client.ts';
import { t } from '../locales/index.ts';

/** Why a load failed, in words a person can act on: the server's message, or the network's. */
export function queryErrorText(error: unknown): string {
  if (error instanceof NetworkError) return t('error.network.description');
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return String(error);
}

/**
 * The one way a failed load shows, in a list, a detail or a dashboard card: what failed, why,
 * and a retry. Never "No data": an empty list and a list that did not load are different news.
 */
export function QueryError({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry: () => void;
  compact?: boolean;
}) {
  return (
    <Result
      status="error"
      className={compact ? 'query-error query-error-compact' : 'query-error'}
      style={compact ? { padding: '8px 0' } : undefined}
      icon={compact ? null : undefined}
      title={t('error.load.title')}
      subTitle={queryErrorText(error)}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('exception.retry')}
        </Button>
      }
    />
  );
}
