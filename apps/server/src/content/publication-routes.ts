import {
  errorEnvelope,
  type PublicationRequest,
  publicationRequest,
  type ScheduledActionKind,
  type ScheduledResource,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminRecordRoutes, adminRouteOptions } from '../lib/admin-route-options.ts';
import { notFound } from '../lib/app-error.ts';
import { editorOf, ok } from '../lib/http.ts';

export interface PublicationRouteOptions<Key, R extends z.ZodType> extends AdminRecordRoutes<Key, R> {
  /** The record as the answer gives it: the working copy with its publication. */
  get(key: Key): Promise<z.output<R> | undefined>;
}

/**
 * `POST …/publish` and `POST …/unpublish` of contract §10 (`R:write`), `{langs, at?}`: without
 * `at`, at once (the public caches of every process are dropped once it has committed); with
 * `at`, which must lie in the future, a pending action the scheduler runs then. Either answers
 * the record with its publication.
 */
export function registerPublicationRoutes<Key, R extends z.ZodType>(
  fastify: FastifyInstance,
  options: PublicationRouteOptions<Key, R>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, keyParam, keySchema, resource, noun } = options;
  const { common, write, errors: adminErrors } = adminRouteOptions(resource, options.tag);
  const errors = { ...adminErrors, 404: errorEnvelope };
  const keyPath = z.object({ [keyParam]: keySchema });
  const oneRecord: z.ZodType = successEnvelope(options.record);

  const route = (action: ScheduledActionKind, summary: string) =>
    app.post(
      `${path}/${action}`,
      {
        schema: {
          ...common,
          summary,
          params: keyPath,
          body: publicationRequest,
          response: { 200: oneRecord, ...errors },
        },
        config: write,
      },
      async (request) => {
        const key = (request.params as Record<string, Key>)[keyParam] as Key;
        const { langs, at } = request.body as PublicationRequest;
        const editor = editorOf(request);
        const recordKey = String(key);
        if (at !== undefined) {
          const record = await options.get(key);
          if (record === undefined) throw notFound();
          await app.db.transaction().execute(async (trx) => {
            await app.services.schedule.schedule(trx, {
              resource: resource as ScheduledResource,
              recordKey,
              langs,
              action,
              at,
              author: editor.actor,
            });
            await app.services.auditLog.record(
              {
                ...editor,
                action: `schedule-${action}`,
                resource,
                resourceId: recordKey,
                title: resource === 'blocks' ? recordKey : undefined,
                subject: record as object,
                changes: { langs, at: new Date(at).toISOString() },
              },
              trx,
            );
          });
        } else {
          const done = await app.services.publications.run(app.db, {
            resource,
            recordKey,
            action,
            langs,
            actor: editor.actor,
            ip: editor.ip,
          });
          if (!done) throw notFound();
          await app.contentChanged();
        }
        const found = await options.get(key);
        if (found === undefined) throw notFound();
        return ok(found);
      },
    );

  route(
    'publish',
    `Publishes the latest version of one ${noun} in the languages given, at once or at \`at\``,
  );
  route('unpublish', `Withdraws one ${noun} from the public in the languages given, at once or at \`at\``);
}
