import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.ts';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const ok = await pingDatabase(app.db);
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
  });
}
