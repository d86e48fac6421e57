import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { message, notification } from 'antd';
import { t } from '../locales/index.ts';
import { ApiError, NetworkError } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller reports failures itself. */
    mutationMeta: { silent?: boolean };
  }
}

let networkNoticeOpen = false;

/**
 * No answer at all (product-spec §8): a "network anomaly" notification. The original client
 * then reloaded the page; here that would throw away unsaved edits, so the notice only informs.
 */
function reportNetworkError() {
  if (networkNoticeOpen) return;
  networkNoticeOpen = true;
  notification.error({
    message: t('error.network.title'),
    description: t('error.network.description'),
    onClose: () => {
      networkNoticeOpen = false;
    },
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof NetworkError) reportNetworkError();
      },
    }),
    mutationCache: new MutationCache({
      // Every failed save says why in the server's words; forms also mark the fields it names.
      onError: (error, _variables, _context, mutation) => {
        if (error instanceof NetworkError) reportNetworkError();
        else if (mutation.meta?.silent) return;
        else if (error instanceof ApiError && error.status !== 401) message.error(error.message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
}
