/**
 * A graceful stop (SIGTERM from the platform, a deploy, Ctrl-C): once the HTTP server has stopped taking
 * requests and finished those under way (scripts/serve.mts), the steps registered here run in order —
 * the e-mails the last answers left to build reach their queue, the jobs under way finish (none is left
 * for another instance to redo after its expiry), the catalogue listener closes, the database closes
 * (PGlite writes its files and frees the data folder's lock).
 * Kept on globalThis: the server's start (instrumentation-node.ts, bundled by Next) and serve.mts share it.
 */
import { mailQueueIdle } from './mail/mail-queue';

const globalForShutdown = globalThis as typeof globalThis & {
  __casaDaCarneShutdown?: { name: string; run: () => Promise<void> }[];
};

/** Adds a step to run at shutdown, after those added before it. */
function onShutdown(name: string, run: () => Promise<void>): void {
  (globalForShutdown.__casaDaCarneShutdown ??= []).push({ name, run });
}

/** Runs every step once, in order; a failing step is reported and does not stop the next ones. */
export async function shutdown(report: (name: string, error: unknown) => void): Promise<void> {
  const steps = globalForShutdown.__casaDaCarneShutdown ?? [];
  globalForShutdown.__casaDaCarneShutdown = [];
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      report(step.name, error);
    }
  }
}

interface Stoppable {
  stop(): Promise<void>;
}

/** The server's steps, in the order of a stop (see above). */
export function onServerShutdown(parts: {
  jobs: Stoppable;
  fanout: Stoppable | undefined;
  database: { close(): Promise<void> };
}): void {
  // An answer's e-mail is built and queued after the answer (./mail/mail-queue.ts): stopped first, the
  // jobs would refuse it and the e-mail would be lost.
  onShutdown('mail', mailQueueIdle);
  onShutdown('jobs', () => parts.jobs.stop());
  if (parts.fanout) onShutdown('catalogue listener', () => parts.fanout!.stop());
  onShutdown('database', () => parts.database.close());
}
