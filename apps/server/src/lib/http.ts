import type { Readable } from 'node:stream';
import type { Paged, PagingQuery } from '@coresense/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import type { AuditActor } from './audit.ts';
import { jsonText } from './json-text.ts';

/** Public reads: a CDN may keep them briefly; this server drops its copy on every change. */
export const PUBLIC_API_CACHE = { cacheControl: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60' };

export const langQuery = z.object({
  lang: z
    .enum(['zh_CN', 'en_US', 'zh-CN', 'en-US'])
    .optional()
    .describe('Content language; absent means zh_CN. Any other value answers 400 INVALID_LANG.'),
});

/**
 * A successful answer whose body is a file's bytes rather than JSON, of one of these media types
 * (a stored file's own type is the wildcard range). Failures stay JSON envelopes, declared apart.
 */
export function fileAnswer(description: string, mediaTypes: readonly string[]) {
  const bytes = z.custom<string | Buffer | Readable>().meta({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: bytes }])) };
}

export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

export function paged<T>(paging: PagingQuery, total: number, list: T[]): Paged<T> {
  return { list, total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

/**
 * The JSON of frozen contents, which services share between answers (products.service.ts):
 * written once per content rather than once per answer.
 */
const frozenJson = new WeakMap<object, string>();

function jsonOf(content: unknown): string {
  if (typeof content !== 'object' || content === null || !Object.isFrozen(content)) {
    return JSON.stringify(content);
  }
  let json = frozenJson.get(content);
  if (json === undefined) {
    json = jsonText(content);
    frozenJson.set(content, json);
  }
  return json;
}

/** The answer of a record whose parsed `content` the contract sends as the JSON string `jsonStr` (§2). */
export function withJsonStr<R extends { content: unknown }>({
  content,
  ...record
}: R): Omit<R, 'content'> & { jsonStr: string } {
  return { ...record, jsonStr: jsonOf(content) };
}

/** The same page with each record turned into its answer. */
export function answerPage<T, A>(page: Paged<T>, answer: (record: T) => A): Paged<A> {
  return { ...page, list: page.list.map(answer) };
}

/** Who makes a back-office write, as the audit log records it, and what they may do. */
export interface Editor {
  actor: AuditActor;
  ip: string;
  authorities: ReadonlySet<string>;
}

export function editorOf(request: FastifyRequest): Editor {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return {
    actor: { id: request.user.id, username: request.user.username },
    ip: request.ip,
    authorities: request.user.authorities,
  };
}
