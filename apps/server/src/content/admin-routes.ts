import {
  deletedRecord,
  errorEnvelope,
  idPath,
  type Paged,
  paged,
  type Resource,
  type SavePublication,
  savePublication,
  successEnvelope,
  type VisibilityRequest,
  visibilityRequest,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRouteOptions } from '../lib/admin-route-options.ts';
import { notFound } from '../lib/app-error.ts';
import { type Editor, editorOf, ok } from '../lib/http.ts';
import type { SaveOptions } from './admin-service.ts';
import { registerPreviewRoute } from './preview/preview.routes.ts';
import type { PreviewResource } from './preview/preview-token.ts';
import { registerPublicationRoutes } from './publication-routes.ts';
import { registerVersionRoutes, type VersionedService } from './version-routes.ts';

/** Rich text in two languages is larger than the 64 KiB allowed on public calls. */
export const CONTENT_BODY_LIMIT = 2 * 1024 * 1024;

export interface AdminCrudService<Filter, Input, Rec> {
  list(filter: Filter): Promise<Paged<Rec>>;
  get(id: number): Promise<Rec | undefined>;
  create(input: Input, editor: Editor, options?: SaveOptions): Promise<Rec>;
  update(id: number, input: Input, editor: Editor, options?: SaveOptions): Promise<Rec | undefined>;
  delete(id: number, editor: Editor): Promise<boolean>;
}

export interface AdminCrudOptions<Q extends z.ZodType, I extends z.ZodType, R extends z.ZodType> {
  /** The resource, also the path under `/admin` and the authority's prefix. */
  resource: Resource;
  /** What one record is called in the OpenAPI summaries. */
  noun: string;
  tag: string;
  listQuery: Q;
  input: I;
  record: R;
  service: AdminCrudService<z.output<Q>, z.output<I>, z.output<R>>;
  /**
   * Whether the public site shows this resource (the default). `false` for back-office-only
   * records such as members or roles, whose writes then keep the public caches.
   */
  publicContent?: boolean;
  /**
   * The service again, for a resource that keeps versions and is published per language
   * (contract §10): registers `…/{id}/versions`, `…/versions/{v}`, `…/diff`, `…/restore`,
   * `…/publish`, `…/unpublish` and `…/visibility`, and saves take `publish: [lang]`.
   */
  versions?: VersionedService<number, z.output<R>> & HideableService<z.output<R>>;
}

/** What `POST /admin/R/{id}/visibility` needs of a service; `undefined` answers 404. */
export interface HideableService<Rec> {
  setVisibility(id: number, enabled: boolean, editor: Editor): Promise<Rec | undefined>;
}

/**
 * `GET /admin/R`, `GET /admin/R/{id}`, `POST /admin/R`, `PUT /admin/R/{id}` and
 * `DELETE /admin/R/{id}` of contract §5, guarded by `R:read` / `R:write`. Public caches are
 * dropped once a write to public content has committed, so the site shows it at once.
 */
export function registerAdminCrud<Q extends z.ZodType, I extends z.ZodType, R extends z.ZodType>(
  fastify: FastifyInstance,
  options: AdminCrudOptions<Q, I, R>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resource, noun, record } = options;
  const path = `/admin/${resource}`;
  const { common, read, write, errors } = adminRouteOptions(resource, options.tag);
  const { service } = options;
  const publicContent = options.publicContent ?? true;
  // Widened: TypeScript cannot relate a generic schema's output to the handler's answer.
  const oneRecord: z.ZodType = successEnvelope(record);
  // A save of a resource published per language may name the languages it publishes.
  const body: z.ZodType = options.versions ? z.intersection(options.input, savePublication) : options.input;
  /** The record and the save's options; a draft (`publish: []`) changes nothing public. */
  const saveOf = (request: { body: unknown }) => {
    const { publish, ...input } = request.body as z.output<I> & SavePublication;
    return { input: input as z.output<I>, options: { publish }, draft: publish?.length === 0 };
  };

  app.get(
    path,
    {
      schema: {
        ...common,
        summary: `Lists ${noun} records, paged, filtered and sorted`,
        querystring: options.listQuery,
        response: { 200: successEnvelope(paged(record)), ...errors },
      },
      config: read,
    },
    async (request) => ok(await service.list(request.query as z.output<Q>)),
  );

  app.get(
    `${path}/:id`,
    {
      schema: {
        ...common,
        summary: `Reads one ${noun}`,
        params: idPath,
        response: { 200: oneRecord, ...errors, 404: errorEnvelope },
      },
      config: read,
    },
    async (request) => {
      const found = await service.get(request.params.id);
      if (found === undefined) throw notFound();
      return ok(found);
    },
  );

  app.post(
    path,
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        ...common,
        summary: `Creates a ${noun}`,
        body,
        response: { 200: oneRecord, ...errors },
      },
      config: write,
    },
    async (request) => {
      const save = saveOf(request);
      const created = await service.create(save.input, editorOf(request), save.options);
      if (publicContent && !save.draft) await app.contentChanged();
      return ok(created);
    },
  );

  app.put(
    `${path}/:id`,
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        ...common,
        summary: `Replaces a ${noun}`,
        params: idPath,
        body,
        response: { 200: oneRecord, ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request) => {
      const save = saveOf(request);
      const updated = await service.update(request.params.id, save.input, editorOf(request), save.options);
      if (updated === undefined) throw notFound();
      if (publicContent && !save.draft) await app.contentChanged();
      return ok(updated);
    },
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        ...common,
        summary: options.versions
          ? `Moves a ${noun} to the trash: it leaves the public site at once and is kept, with its versions, for 30 days`
          : `Deletes a ${noun}; its files stay in the file store`,
        params: idPath,
        response: { 200: successEnvelope(deletedRecord), ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request) => {
      const { id } = request.params;
      if (!(await service.delete(id, editorOf(request)))) throw notFound();
      if (publicContent) await app.contentChanged();
      return ok({ id });
    },
  );

  if (options.versions) {
    const recordRoutes = {
      path: `${path}/:id`,
      keyParam: 'id',
      keySchema: idPath.shape.id,
      resource,
      noun,
      tag: options.tag,
      record,
    };
    registerVersionRoutes(fastify, { ...recordRoutes, service: options.versions });
    registerPublicationRoutes(fastify, { ...recordRoutes, get: (id) => service.get(id) });
    registerPreviewRoute(fastify, resource as PreviewResource, options.tag);
    const versioned = options.versions;
    app.post(
      `${path}/:id/visibility`,
      {
        schema: {
          ...common,
          summary: `Hides one ${noun} from the site in every language (enabled false) or shows it again, at once; each language keeps its publication and no draft is published`,
          params: idPath,
          body: visibilityRequest,
          response: { 200: oneRecord, ...errors, 404: errorEnvelope },
        },
        config: write,
      },
      async (request) => {
        const { enabled } = request.body as VisibilityRequest;
        const updated = await versioned.setVisibility(request.params.id, enabled, editorOf(request));
        if (updated === undefined) throw notFound();
        await app.contentChanged();
        return ok(updated);
      },
    );
  }
}
