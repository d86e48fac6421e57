import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller reports failures itself. */
    mutationMeta: { silent?: boolean };
  }
}

/*
 * The notices use antd, which the sign-in page does without: they load with their first use
 * (by then a signed-in page has loaded antd anyway).
 */
const notices = () => import('./failure-notices.ts');

function reportNetworkError() {
  void notices().then((loaded) => loaded.reportNetworkError());
}

/**
 * A failed save in the server's words (its field errors' when it names fields), unless a form has shown its field errors meanwhile (the
 * form's own handler runs after this cache's, so the notice waits for the next task): the
 * generic "bad request" beside a field's message would only repeat it.
 */
function reportFailure(error: ApiError) {
  setTimeout(() => {
    if (error.shownOnForm) return;
    // Field errors no form showed say more than the generic "bad request".
    const text =
      error.errors.length > 0 ? error.errors.map((entry) => entry.message).join('; ') : error.message;
    void notices().then((loaded) => loaded.reportFailure(text));
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
        else if (error instanceof ApiError && error.status !== 401) reportFailure(error);
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
