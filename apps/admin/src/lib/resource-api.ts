import type { Paged } from '@coresense/shared';
import type { Resource } from '@coresense/shared/authorities';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { api, type Query } from './api-client.ts';
import { adminUrl, useInvalidatingMutation } from './resource.ts';

type Write = 'create' | 'update' | 'remove';

/** A resource's cached answers all start with its name, so a write to it makes every one stale. */
export function resourceKeys(resource: Resource) {
  return {
    all: [resource] as const,
    list: (query: Query) => [resource, 'list', query] as const,
    detail: (id: number) => [resource, 'detail', id] as const,
  };
}

/**
 * The plain CRUD endpoints of a back-office resource (contract §5): its list and records as
 * queries, and its writes as mutations that make the resource's answers stale, plus the answers
 * of other features a write also changes (`alsoInvalidates`).
 */
export function resourceApi<T, Input, UpdateInput = Input>(
  resource: Resource,
  alsoInvalidates: Partial<Record<Write, readonly QueryKey[]>> = {},
) {
  const keys = resourceKeys(resource);
  const invalidates = (write: Write) => [keys.all, ...(alsoInvalidates[write] ?? [])];
  const create = (body: Input) => api.post<T>(adminUrl(resource), body);
  const update = ({ id, ...body }: UpdateInput & { id: number }) => api.put<T>(adminUrl(resource, id), body);
  const remove = (id: number) => api.delete<{ id: number }>(adminUrl(resource, id));
  return {
    resource,
    keys,
    list: (query: Query) =>
      queryOptions({
        queryKey: keys.list(query),
        queryFn: () => api.get<Paged<T>>(adminUrl(resource), query),
      }),
    get: (id: number) =>
      queryOptions({ queryKey: keys.detail(id), queryFn: () => api.get<T>(adminUrl(resource, id)) }),
    useCreate: () => useInvalidatingMutation(create, invalidates('create')),
    useUpdate: () => useInvalidatingMutation(update, invalidates('update')),
    useRemove: () => useInvalidatingMutation(remove, invalidates('remove')),
  };
}

export type ResourceApi<T, Input, UpdateInput = Input> = ReturnType<
  typeof resourceApi<T, Input, UpdateInput>
>;
