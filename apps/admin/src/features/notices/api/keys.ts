import { noticesKey } from '../../../lib/query-keys.ts';

/** The cached answers of the notices feature; a write makes them stale together with the bell's counts. */
export const noticeKeys = {
  list: [...noticesKey, 'list'] as const,
};
