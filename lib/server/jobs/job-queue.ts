/**
 * Background work that must run exactly once however many app instances run, and survive a restart:
 * a job queue in PostgreSQL (pg-boss) when DATABASE_URL is set; with the embedded PGlite (one process)
 * the same jobs through the same interface, in process. A failed job is retried with exponential backoff
 * and stays listed (problems()) until it succeeds; after its last try it stays listed as failed.
 */
import 'server-only';
import PgBoss from 'pg-boss';
import type { JobProblem } from '@/lib/sales-api/admin';
import { logger } from '../logger';

export interface JobQueue {
  /** Queues one run of `name` with `data` (a JSON object). */
  send(name: string, data: object): Promise<void>;
  /** This process works on jobs of `name`; several processes may, each job runs in one. */
  work(name: string, handler: (data: object) => Promise<void>): Promise<void>;
  /** Queues a run of `name` every minute (once across instances), and one now. */
  everyMinute(name: string): Promise<void>;
  /** Jobs waiting for a retry after failing, and jobs that failed for good: the most recent first. */
  problems(): Promise<JobProblem[]>;
  /** Takes no more jobs and waits for those under way in this process (a graceful stop). */
  stop(): Promise<void>;
}

interface RetryPolicy {
  /** Tries after the first. */
  retryLimit: number;
  /** Seconds before the first retry; each next one waits twice as long. */
  retryDelay: number;
}

const RETRIES: RetryPolicy = { retryLimit: 5, retryDelay: 5 };
/**
 * An active job whose instance died is failed (and retried elsewhere) after this long; so is a job that runs
 * longer, while it goes on (a mail server's send is given up before it: lib/server/mail/mailer.ts).
 */
export const EXPIRE_IN_SECONDS = 30;
/**
 * The every-minute sweeps ask the gateway about each order (a 10 s timeout, and the SDK's retries), so a
 * run may last minutes: it expires only after this long, and its queue is 'stately' (one run active and one
 * waiting, however many instances schedule it), so a slow run is neither taken as dead and run again beside
 * itself nor overlapped by the next minute's. A run cut by an instance's death waits this long for its retry.
 */
export const SCHEDULED_EXPIRE_IN_SECONDS = 600;
const PG_BOSS_SCHEMA = 'pgboss';
const SHOWN_PROBLEMS = 100;

/** The queue in PostgreSQL: pg-boss, in its own schema, beside the shop's tables. */
export async function startPostgresJobQueue(url: string): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: url,
    schema: PG_BOSS_SCHEMA,
    max: 4,
    // Expired jobs (their instance died mid-job) are looked for this often, by one instance at a time.
    maintenanceIntervalSeconds: 10,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const createQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, {
      name,
      ...RETRIES,
      retryBackoff: true,
      expireInSeconds: EXPIRE_IN_SECONDS,
    });
    created.add(name);
  };
  const scheduled: Omit<PgBoss.Queue, 'name'> = {
    policy: 'stately',
    ...RETRIES,
    retryBackoff: true,
    expireInSeconds: SCHEDULED_EXPIRE_IN_SECONDS,
  };
  return {
    async send(name, data) {
      await createQueue(name);
      await boss.send(name, data);
    },
    async work(name, handler) {
      await createQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds: 1 }, async ([job]) => {
        await handler(job!.data);
      });
    },
    async everyMinute(name) {
      await createQueue(name);
      // Also a queue made by work() or by an earlier release with the ordinary settings: createQueue
      // leaves an existing queue as it is. Its jobs already queued keep their settings.
      await boss.updateQueue(name, { name, ...scheduled });
      await boss.schedule(name, '* * * * *');
      // One run now, once however many instances start within the minute (no key: a stately queue lets
      // one job of each key be active).
      await boss.send(name, {}, { singletonSeconds: 60 });
    },
    async problems() {
      const { rows } = await boss.getDb().executeSql(
        `select id, name, state, retry_count, output, created_on from ${PG_BOSS_SCHEMA}.job
          where state in ('retry', 'failed') order by created_on desc limit $1`,
        [SHOWN_PROBLEMS],
      );
      return (rows as PgBossRow[]).map((row) => ({
        id: row.id,
        name: row.name,
        state: row.state,
        retries: row.retry_count,
        error: errorMessage(row.output),
        created_at: new Date(row.created_on).toISOString(),
      }));
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}

interface PgBossRow {
  id: string;
  name: string;
  state: 'retry' | 'failed';
  retry_count: number;
  output: unknown;
  created_on: string | Date;
}

/** pg-boss keeps the thrown error (serialised) as the job's output. */
function errorMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

/**
 * The queue of a single process (PGlite): jobs run in this process as soon as they are sent, failed ones
 * are retried with the same backoff. Jobs pending when the process stops are lost, like the process's
 * own database lock: nothing else could run them.
 */
export function inProcessJobQueue({ retryDelayMs = RETRIES.retryDelay * 1000 } = {}): JobQueue {
  const handlers = new Map<string, (data: object) => Promise<void>>();
  const problems = new Map<string, JobProblem>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let sequence = 0;
  let stopped = false;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const attempt = async (id: string, name: string, data: object, retries: number, createdAt: string) => {
    const handler = handlers.get(name);
    if (stopped || !handler) return;
    const run = handler(data);
    running.add(run);
    try {
      await run;
      problems.delete(id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const state = retries < RETRIES.retryLimit ? 'retry' : 'failed';
      logger.error({ err: error, job: name, id, retries }, 'job failed');
      problems.set(id, { id, name, state, retries, error: message, created_at: createdAt });
      if (state === 'retry')
        later(retryDelayMs * 2 ** retries, () => void attempt(id, name, data, retries + 1, createdAt));
    } finally {
      running.delete(run);
    }
  };

  const queue: JobQueue = {
    async send(name, data) {
      const id = `local-${++sequence}`;
      const createdAt = new Date().toISOString();
      later(0, () => void attempt(id, name, data, 0, createdAt));
    },
    async work(name, handler) {
      handlers.set(name, handler);
    },
    async everyMinute(name) {
      await queue.send(name, {});
      const timer = setInterval(() => void queue.send(name, {}), 60_000);
      timer.unref();
      timers.add(timer as NodeJS.Timeout);
    },
    async problems() {
      return [...problems.values()].reverse().slice(0, SHOWN_PROBLEMS);
    },
    /** Starts nothing more and waits for the jobs under way. */
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled(running);
    },
  };
  return queue;
}
