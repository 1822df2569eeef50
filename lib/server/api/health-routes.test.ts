import { createApi } from '../app';
import type { Database } from '../db/database';
import { createTestDatabase } from '@/test-support/server/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('GET /health_check', () => {
  it('asks the database once for the checks of the same second, however many arrive', async () => {
    const getDb = jest.fn(async () => database.db);
    const app = createApi({ getDb });
    const checks = await Promise.all(Array.from({ length: 5 }, () => app.request('/api/sales/health_check')));
    checks.push(await app.request('/api/sales/health_check'));
    expect(checks.map((check) => check.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(getDb).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure: an unreachable database is never vouched for', async () => {
    const getDb = jest
      .fn<Promise<Database['db']>, []>()
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
      .mockImplementation(async () => database.db);
    const app = createApi({ getDb });
    expect((await app.request('/api/sales/health_check')).status).toBeGreaterThanOrEqual(500);
    expect((await app.request('/api/sales/health_check')).status).toBe(200);
    expect(getDb).toHaveBeenCalledTimes(2);
  });
});
