/**
 * A database outage, as the API lives it: the first request that finds the database gone logs 'database
 * unavailable' once, the following ones are only counted, and a probe (`select 1`, every `probeEveryMs`)
 * notices the return and logs 'database available again' with how many requests the outage turned away
 * and for how long. So a restart under load is two log lines, not one error per request.
 */

interface OutageLog {
  warn(details: object, message: string): void;
}

export interface DatabaseOutageOptions {
  /** Resolves when the database answers again (a `select 1`), rejects while it does not. */
  probe: () => Promise<unknown>;
  log: OutageLog;
  probeEveryMs?: number;
  now?: () => number;
}

const DATABASE_PROBE_MS = 1000;

export class DatabaseOutage {
  private since: number | null = null;
  private affected = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: DatabaseOutageOptions) {}

  /** A request could not reach the database (lib/server/db/errors.ts, isDatabaseUnavailable). */
  failed(error: unknown): void {
    this.affected += 1;
    if (this.since !== null) return;
    this.since = this.now();
    this.options.log.warn({ err: error }, 'database unavailable');
    this.probeLater();
  }

  /** True from the first failure until the probe reaches the database again. */
  inProgress(): boolean {
    return this.since !== null;
  }

  /** Stops probing (the process or the test is done with this API). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private probeLater(): void {
    this.timer = setTimeout(() => void this.probe(), this.options.probeEveryMs ?? DATABASE_PROBE_MS);
    // The probe never keeps a process (or a test run) alive by itself.
    this.timer.unref?.();
  }

  private async probe(): Promise<void> {
    try {
      await this.options.probe();
    } catch {
      this.probeLater();
      return;
    }
    this.options.log.warn(
      { affectedRequests: this.affected, ms: this.now() - (this.since ?? this.now()) },
      'database available again',
    );
    this.since = null;
    this.affected = 0;
    this.timer = undefined;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
