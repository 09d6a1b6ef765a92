/**
 * The yardstick for bench/api-load: the least a Fastify server on this machine can do per request.
 * Run by run.ts in its own process, on the port in PORT.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
