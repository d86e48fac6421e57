/**
 * The yardstick of `npm run bench`: Fastify answering one prepared buffer, as the issues measured
 * it when they set the targets. Figures taken on a slower or busier machine are read against it.
 */
import Fastify from 'fastify';

const body = Buffer.from(JSON.stringify({ hello: 'world' }));
const app = Fastify();
app.get('/', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
