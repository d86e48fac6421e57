import {
  errorEnvelope,
  successEnvelope,
  type VersionDiffEntry,
  type VersionEntry,
  versionDiffEntry,
  versionDiffQuery,
  versionEntry,
  versionNumber,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminRecordRoutes, adminRouteOptions } from '../lib/admin-route-options.ts';
import { notFound } from '../lib/app-error.ts';
import { type Editor, editorOf, ok } from '../lib/http.ts';

/** What the version routes need of a service; `undefined` answers 404 (no such record or version). */
export interface VersionedService<Key, Rec> {
  versions(key: Key): Promise<VersionEntry[] | undefined>;
  version(key: Key, version: number): Promise<Rec | undefined>;
  diff(key: Key, version: number, against: number): Promise<VersionDiffEntry[] | undefined>;
  /** Saves version `version` again as a new version, a draft: it publishes nothing. */
  restore(key: Key, version: number, editor: Editor): Promise<Rec | undefined>;
}

export interface VersionRouteOptions<Key, R extends z.ZodType> extends AdminRecordRoutes<Key, R> {
  service: VersionedService<Key, z.output<R>>;
}

/**
 * Contract §10's versions of one record: list, view, diff and restore, guarded by `R:read` /
 * `R:write`. A restore is a draft, so the public caches stay.
 */
export function registerVersionRoutes<Key, R extends z.ZodType>(
  fastify: FastifyInstance,
  options: VersionRouteOptions<Key, R>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, keyParam, keySchema, service, noun } = options;
  const { common, read, write, errors: adminErrors } = adminRouteOptions(options.resource, options.tag);
  const errors = { ...adminErrors, 404: errorEnvelope };
  const keyPath = z.object({ [keyParam]: keySchema });
  const versionPath = z.object({ [keyParam]: keySchema, v: versionNumber });
  const oneRecord: z.ZodType = successEnvelope(options.record);
  const keyOf = (params: unknown) => (params as Record<string, Key>)[keyParam] as Key;
  const versionOf = (params: unknown) => (params as { v: number }).v;

  app.get(
    `${path}/versions`,
    {
      schema: {
        ...common,
        summary: `Lists the versions of one ${noun}, newest first`,
        params: keyPath,
        response: { 200: successEnvelope(z.array(versionEntry)), ...errors },
      },
      config: read,
    },
    async (request) => {
      const versions = await service.versions(keyOf(request.params));
      if (!versions) throw notFound();
      return ok(versions);
    },
  );

  app.get(
    `${path}/versions/:v`,
    {
      schema: {
        ...common,
        summary: `Reads one ${noun} as version v left it`,
        params: versionPath,
        response: { 200: oneRecord, ...errors },
      },
      config: read,
    },
    async (request) => {
      const found = await service.version(keyOf(request.params), versionOf(request.params));
      if (found === undefined) throw notFound();
      return ok(found);
    },
  );

  app.get(
    `${path}/versions/:v/diff`,
    {
      schema: {
        ...common,
        summary: `The fields of one ${noun} that differ between version \`against\` (before) and v (after)`,
        params: versionPath,
        querystring: versionDiffQuery,
        response: { 200: successEnvelope(z.array(versionDiffEntry)), ...errors },
      },
      config: read,
    },
    async (request) => {
      const diff = await service.diff(
        keyOf(request.params),
        versionOf(request.params),
        (request.query as { against: number }).against,
      );
      if (!diff) throw notFound();
      return ok(diff);
    },
  );

  app.post(
    `${path}/versions/:v/restore`,
    {
      schema: {
        ...common,
        summary: `Saves version v of one ${noun} again, as a new version saved as a draft: it publishes nothing`,
        params: versionPath,
        response: { 200: oneRecord, ...errors },
      },
      config: write,
    },
    async (request) => {
      const restored = await service.restore(
        keyOf(request.params),
        versionOf(request.params),
        editorOf(request),
      );
      if (restored === undefined) throw notFound();
      return ok(restored);
    },
  );
}
