// The yardstick of the read-path benchmark: Fastify answering a constant envelope, no database,
// no hooks, no logger. What a call costs is quoted as a share of what this answers on the same
// machine at the same moment.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ respCode: 200, data: 'ok', message: 'success' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
