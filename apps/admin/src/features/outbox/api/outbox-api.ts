import type { Paged } from '@coresense/shared';
import type { OutboxMessage, OutboxPage } from '@coresense/shared/schemas/admin/outbox';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/resource.ts';

const OUTBOX = '/api/v1/admin/outbox';

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (query: Query) => ['outbox', 'list', query] as const,
};

/** `GET /api/v1/admin/outbox`: a page of messages, for the table. */
export const outboxListQuery = (query: Query) =>
  queryOptions({
    queryKey: outboxKeys.list(query),
    queryFn: (): Promise<Paged<OutboxMessage>> => api.get<OutboxPage>(OUTBOX, query),
  });

/** The same call for whether the server sends mail at all (one row is enough to learn it). */
export const outboxStatusQuery = () =>
  queryOptions({
    queryKey: [...outboxKeys.all, 'status'] as const,
    queryFn: () => api.get<OutboxPage>(OUTBOX, { pageNum: 1, pageSize: 1 }),
  });

/** `POST /api/v1/admin/outbox/{id}/resend`: tried again now, with every try again. */
export const useResendMail = () =>
  useInvalidatingMutation(
    (id: number) => api.post<OutboxMessage>(`${OUTBOX}/${id}/resend`),
    [outboxKeys.all],
  );
