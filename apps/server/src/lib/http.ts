import type { Paged, PagingQuery } from '@coresense/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import type { AuditActor } from './audit.ts';
import { type JsonPart, successJson } from './json-bytes.ts';

/** Public reads: a CDN may keep them briefly; this server drops its copy on every change. */
export const PUBLIC_API_CACHE = { cacheControl: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60' };

export const langQuery = z.object({
  lang: z
    .enum(['zh_CN', 'en_US', 'zh-CN', 'en-US'])
    .optional()
    .describe('Content language; absent means zh_CN. Any other value answers 400 INVALID_LANG.'),
});

export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/**
 * A success answer whose `data` is already JSON: sent as bytes, so the route's response schema
 * documents it but does not serialise it (tests hold it to that schema).
 */
export function sendJson(reply: FastifyReply, data: readonly JsonPart[]): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(successJson(data));
}

export function paged<T>(paging: PagingQuery, total: number, list: T[]): Paged<T> {
  return { list, total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

/** The answer of a record whose parsed `content` the contract sends as the JSON string `jsonStr` (§2). */
export function withJsonStr<R extends { content: unknown }>({
  content,
  ...record
}: R): Omit<R, 'content'> & { jsonStr: string } {
  return { ...record, jsonStr: JSON.stringify(content) };
}

/** The same page with each record turned into its answer. */
export function answerPage<T, A>(page: Paged<T>, answer: (record: T) => A): Paged<A> {
  return { ...page, list: page.list.map(answer) };
}

/** Who makes a back-office write, as the audit log records it. */
export interface Editor {
  actor: AuditActor;
  ip: string;
}

export function editorOf(request: FastifyRequest): Editor {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return { actor: { id: request.user.id, username: request.user.username }, ip: request.ip };
}
