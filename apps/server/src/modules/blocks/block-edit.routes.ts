import {
  adminBlock,
  BLOCK_SCHEMAS,
  BLOCK_TYPES,
  type BlockType,
  errorEnvelope,
  publishLangs,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerPublicationRoutes } from '../../content/publication-routes.ts';
import { registerVersionRoutes } from '../../content/version-routes.ts';
import type { AdminRecordRoutes } from '../../lib/admin-route-options.ts';
import { editorOf, langQuery, ok } from '../../lib/http.ts';

/** Back-office content is larger than the 64 KiB allowed on public calls. */
const EDIT_BODY_LIMIT = 1024 * 1024;

const blockVariants = BLOCK_TYPES.map((type) =>
  z.object({
    type: z.literal(type),
    data: BLOCK_SCHEMAS[type],
    publish: publishLangs
      .optional()
      .describe(
        'Languages this save publishes (from the working copy); absent: the language saved; []: a draft',
      ),
  }),
) as unknown as [
  z.ZodObject<{
    type: z.ZodLiteral<BlockType>;
    data: z.ZodType<Record<string, unknown>>;
    publish: z.ZodOptional<typeof publishLangs>;
  }>,
];

/** `type` picks the schema `data` must match; an unknown type is reported on the `type` field. */
const blockEdit = z.discriminatedUnion('type', blockVariants);

/** Saving a page block (contract §5): the back-office's write side of `/other/data/data`. */
export default async function blockEditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/other/data/edit',
    {
      bodyLimit: EDIT_BODY_LIMIT,
      schema: {
        tags: ['Pages'],
        summary: `Saves one page block (${BLOCK_TYPES.join(', ')}) in the language of the query`,
        security: [{ session: [] }],
        querystring: langQuery,
        body: blockEdit,
        response: {
          200: successEnvelope(z.record(z.string(), z.unknown()).describe('The saved block')),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
      config: { authority: 'blocks:write' },
    },
    async (request) => {
      const { type, data, publish } = request.body;
      const saved = await app.services.blocks.save(type, request.lang, data, editorOf(request), { publish });
      if (publish?.length !== 0) await app.contentChanged();
      return ok(saved);
    },
  );

  // Contract §10: the working copy, versions and publication of a block, both languages in each.
  const blocks = app.services.blocks;
  const blockType = z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]]);
  app.get(
    '/admin/blocks/:type',
    {
      schema: {
        tags: ['Pages'],
        summary: 'Reads one page block: its working copy (the latest version) and its publication',
        security: [{ session: [] }],
        params: z.object({ type: blockType }),
        response: {
          200: successEnvelope(adminBlock),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
      config: { authority: 'blocks:read' },
    },
    async (request) => ok(await blocks.get(request.params.type)),
  );
  const block = {
    path: '/admin/blocks/:type',
    keyParam: 'type',
    keySchema: blockType,
    resource: 'blocks',
    noun: 'page block',
    tag: 'Pages',
    record: adminBlock,
  } satisfies AdminRecordRoutes<BlockType, typeof adminBlock>;
  registerPublicationRoutes(fastify, { ...block, get: (type) => blocks.get(type) });
  registerVersionRoutes(fastify, {
    ...block,
    service: {
      versions: (type) => blocks.versions(type),
      version: (type, v) => blocks.version(type, v),
      diff: (type, v, against) => blocks.diff(type, v, against),
      restore: (type, v, editor) => blocks.restore(type, v, editor),
    },
  });
}
