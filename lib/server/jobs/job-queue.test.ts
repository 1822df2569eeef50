import { sql } from 'drizzle-orm';
import { createTestDatabase, testDatabaseUrl } from '@/test-support/server/test-database';
import type { Database } from '../db/database';
import {
  inProcessJobQueue,
  SCHEDULED_EXPIRE_IN_SECONDS,
  startPostgresJobQueue,
  type JobQueue,
} from './job-queue';

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the in-process job queue (PGlite)', () => {
  it('runs a job, retries a failing one with backoff and lists it until it succeeds', async () => {
    const queue = inProcessJobQueue({ retryDelayMs: 20 });
    const tries: number[] = [];
    await queue.work('mail', async () => {
      tries.push(Date.now());
      if (tries.length < 3) throw new Error('SMTP 451 try again');
    });
    await queue.send('mail', { to: 'ana@exemplo.com.br' });
    await waitFor(async () => (await queue.problems()).length === 1);
    expect(await queue.problems()).toEqual([
      expect.objectContaining({ name: 'mail', state: 'retry', error: 'SMTP 451 try again' }),
    ]);
    await waitFor(() => tries.length === 3);
    await waitFor(async () => (await queue.problems()).length === 0);
    // Backoff: the second wait is twice the first.
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(35);
    await queue.stop();
  });

  it('lists a job that failed every try as failed', async () => {
    const queue = inProcessJobQueue({ retryDelayMs: 1 });
    let tries = 0;
    await queue.work('mail', async () => {
      tries++;
      throw new Error('mailbox unavailable');
    });
    await queue.send('mail', {});
    await waitFor(async () => (await queue.problems())[0]?.state === 'failed');
    expect(tries).toBe(6);
    expect((await queue.problems())[0]).toMatchObject({ retries: 5, error: 'mailbox unavailable' });
    await queue.stop();
  });
});

/** A job handler that runs until `finish` is called; `started` resolves when it has begun. */
function heldJob() {
  let finish!: () => void;
  let begin!: () => void;
  const done: string[] = [];
  const started = new Promise<void>((resolve) => (begin = resolve));
  const release = new Promise<void>((resolve) => (finish = resolve));
  const handler = async () => {
    begin();
    await release;
    done.push('sent');
  };
  return { handler, started, finish, done };
}

describe('a graceful stop', () => {
  it('waits for the job under way in process, and starts no other', async () => {
    const queue = inProcessJobQueue();
    const job = heldJob();
    await queue.work('mail', job.handler);
    await queue.send('mail', {});
    await job.started;
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    job.finish();
    await stopping;
    expect(job.done).toEqual(['sent']);
    await queue.send('mail', {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(job.done).toEqual(['sent']);
  });
});

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres('the job queue in PostgreSQL (pg-boss), shared by two instances', () => {
  let database: Database;
  let url: string;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    url = await testDatabaseUrl(database);
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database.close();
  });

  it('runs a job sent once exactly once while both work, and lists a failing one', async () => {
    const runs: string[] = [];
    for (const instance of ['a', 'b']) {
      const queue = await startPostgresJobQueue(url);
      queues.push(queue);
      await queue.work('mail', async (data) => {
        runs.push(instance);
        if ((data as { fail?: boolean }).fail) throw new Error('SMTP down');
      });
    }
    for (let i = 0; i < 10; i++) await queues[i % 2]!.send('mail', {});
    await waitFor(() => runs.length >= 10);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(runs).toHaveLength(10);

    await queues[0]!.send('mail', { fail: true });
    await waitFor(async () => (await queues[1]!.problems()).length === 1);
    expect(await queues[1]!.problems()).toEqual([
      expect.objectContaining({ name: 'mail', state: 'retry', retries: 0, error: 'SMTP down' }),
    ]);
  }, 40_000);

  it('runs an every-minute sweep once at a time across instances, however long a run lasts', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const sweepers: JobQueue[] = [];
    for (let i = 0; i < 2; i++) {
      const queue = await startPostgresJobQueue(url);
      queues.push(queue);
      sweepers.push(queue);
      // As the server starts its sweeps: the worker first, then the schedule.
      await queue.work('slow-sweep', async () => {
        running++;
        runs++;
        most = Math.max(most, running);
        await held;
        running--;
      });
      await queue.everyMinute('slow-sweep');
    }
    await waitFor(() => runs === 1);
    // The next minutes' runs, from either instance, while the first still runs.
    for (const queue of [...sweepers, ...sweepers]) await queue.send('slow-sweep', {});
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(most).toBe(1);
    finish();
    // One of them waited its turn (a minute's scheduled run may follow it: no exact count).
    await waitFor(() => runs >= 2);
    expect(most).toBe(1);
    const { rows } = (await database.db.execute(
      sql`select policy, expire_seconds from pgboss.queue where name = 'slow-sweep'`,
    )) as { rows: { policy: string; expire_seconds: number }[] };
    expect(rows).toEqual([{ policy: 'stately', expire_seconds: SCHEDULED_EXPIRE_IN_SECONDS }]);
  }, 40_000);

  it('a stopping instance finishes its job under way: completed, not left to expire and run again', async () => {
    const queue = await startPostgresJobQueue(url);
    const job = heldJob();
    await queue.work('receipt', job.handler);
    await queue.send('receipt', {});
    await job.started;
    const stopping = queue.stop();
    setTimeout(job.finish, 200);
    await stopping;
    expect(job.done).toEqual(['sent']);
    const { rows } = (await database.db.execute(
      sql`select state from pgboss.job where name = 'receipt'`,
    )) as {
      rows: { state: string }[];
    };
    expect(rows).toEqual([{ state: 'completed' }]);
  }, 40_000);
});
