/**
 * Scaling out: requests per second of the product list (GET /api/sales/v2/products, the most sold 20 as
 * the storefront asks them) served by one instance of the production build on PostgreSQL, then by
 * two instances on the same PostgreSQL with the load split between them. On a machine with few cores the
 * two instances share them, so the ratio says what a second process adds here, not what a second machine
 * would.
 *
 *   npm run bench -- instances      (builds first when the build is stale)
 *   BENCH_PORT=3190 ...             first port of the instances (the next one is used too)
 */
import autocannon from 'autocannon';
import { startAppInstance, type AppInstance } from '../scripts/app-instance.mts';
import { buildIfStale } from '../scripts/build-if-stale.mts';
import { withPostgresServer } from '../scripts/postgres-server.mts';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const PATH = '/api/sales/v2/products?q[s]=sales_volume+desc&page=1&per_page=20';
const CONNECTIONS = 20;
const SECONDS = 10;

async function requestsPerSecond(instances: AppInstance[]): Promise<number> {
  const results = await Promise.all(
    instances.map((instance) =>
      autocannon({
        url: instance.origin + PATH,
        connections: CONNECTIONS / instances.length,
        duration: SECONDS,
      }),
    ),
  );
  for (const result of results) {
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return results.reduce((sum, result) => sum + result.requests.average, 0);
}

await buildIfStale();
await withPostgresServer(async (url, version) => {
  const env = { DATABASE_URL: url, LOG_LEVEL: 'silent' };
  const instances = [await startAppInstance(PORT, env)];
  try {
    const warm = () => requestsPerSecond(instances).then(() => undefined);
    await warm();
    const one = await requestsPerSecond(instances);
    instances.push(await startAppInstance(PORT + 1, env));
    await warm();
    const two = await requestsPerSecond(instances);
    console.log(
      `\nProduct list on PostgreSQL ${version}, autocannon, ${CONNECTIONS} connections, ${SECONDS} s`,
    );
    console.log(`  one instance:  ${one.toFixed(0)} requests/s`);
    console.log(`  two instances: ${two.toFixed(0)} requests/s (load split in half)`);
    console.log(`  ratio: ${(two / one).toFixed(2)} on ${(await import('node:os')).cpus().length} cores`);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
});
