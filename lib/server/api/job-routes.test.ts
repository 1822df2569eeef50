/** The staff's list of failed background jobs (GET /admin/jobs/problems). */
import { inProcessJobQueue } from '../jobs/job-queue';
import { createShopper } from '@/test-support/server/checkout-fixtures';
import { createStaff } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import type { JobProblem } from '@/lib/sales-api/admin';

const jobs = inProcessJobQueue({ retryDelayMs: 60_000 });
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobs });
  await jobs.work('mail', async () => {
    throw new Error('Connection refused by the mail server');
  });
}, 120_000);
afterAll(async () => {
  await jobs.stop();
  await api.database.close();
});

it('lists a failed e-mail job, waiting for its retry, to the staff only', async () => {
  await jobs.send('mail', { to: 'ana@exemplo.com.br' });
  while ((await jobs.problems()).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

  const staff = await createStaff(api);
  const { status, body } = await api.json<{ jobs: JobProblem[] }>('/admin/jobs/problems', {
    headers: staff.headers,
  });
  expect(status).toBe(200);
  expect(body.jobs).toEqual([
    {
      id: expect.any(String),
      name: 'mail',
      state: 'retry',
      retries: 0,
      error: 'Connection refused by the mail server',
      created_at: expect.any(String),
    },
  ]);

  const customer = await createShopper(api);
  expect((await api.json('/admin/jobs/problems', { headers: customer.headers })).status).toBe(403);
  expect((await api.json('/admin/jobs/problems')).status).toBe(403);
});
