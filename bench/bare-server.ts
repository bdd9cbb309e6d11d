// Baseline for the benchmarks: a bare Fastify route on the same machine, same Node.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, value: { status: 0 } }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${url}`);
