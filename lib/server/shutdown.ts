/**
 * A graceful stop (SIGTERM from the platform, a deploy, Ctrl-C): once the HTTP server has stopped taking
 * requests and finished those under way (scripts/serve.mts), the steps registered here run in order —
 * the jobs under way finish (none is left for another instance to redo after its expiry), the catalogue
 * listener closes, the database closes (PGlite writes its files and frees the data folder's lock).
 * Kept on globalThis: the server's start (instrumentation-node.ts, bundled by Next) and serve.mts share it.
 */
const globalForShutdown = globalThis as typeof globalThis & {
  __casaDaCarneShutdown?: { name: string; run: () => Promise<void> }[];
};

/** Adds a step to run at shutdown, after those added before it. */
export function onShutdown(name: string, run: () => Promise<void>): void {
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
