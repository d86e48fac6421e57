import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { JsonResponse } from './suite.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One JSON call, with the session cookie when given. */
export async function callApi(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { cookie?: string; payload?: unknown } = {},
): Promise<JsonResponse> {
  const response = await app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.body ? response.json() : undefined,
    headers: response.headers,
  };
}

/** Calls made as one signed-in staff member (or anonymously without a cookie). */
export function adminApi(app: FastifyInstance, cookie?: string) {
  const as = { cookie };
  return {
    get: (url: string) => callApi(app, 'GET', url, as),
    post: (url: string, payload: unknown) => callApi(app, 'POST', url, { ...as, payload }),
    put: (url: string, payload: unknown) => callApi(app, 'PUT', url, { ...as, payload }),
    delete: (url: string) => callApi(app, 'DELETE', url, as),
  };
}

export interface AuditRow {
  user_id: number | null;
  username: string;
  action: string;
  resource: string;
  resource_id: string;
  changes: Record<string, unknown>;
}

/** The audit entries of one record, oldest first, with `changes` parsed. */
export async function auditEntries(
  app: FastifyInstance,
  resource: string,
  resourceId: number,
): Promise<AuditRow[]> {
  const rows = await app.db
    .selectFrom('audit_log')
    .select(['user_id', 'username', 'action', 'resource', 'resource_id', 'changes'])
    .where('resource', '=', resource)
    .where('resource_id', '=', String(resourceId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) }));
}

/**
 * The audit entries of one record, oldest first, once asserted to be `actions` in that order,
 * each by `editor`.
 */
export async function auditTrail(
  app: FastifyInstance,
  resource: string,
  resourceId: number,
  editor: { id: number; username: string },
  actions: readonly string[],
): Promise<AuditRow[]> {
  const entries = await auditEntries(app, resource, resourceId);
  assert.deepEqual(
    entries.map((entry) => [entry.action, entry.user_id, entry.username]),
    actions.map((action) => [action, editor.id, editor.username]),
  );
  return entries;
}
