/**
 * Where the browser's error reports go besides the API's log: Sentry's DSN and environment when
 * SENTRY_DSN is set (given by the root layout), else null. Apart from ./error-report.ts, which every page
 * imports only once it has something to report.
 */
let errorService: { dsn: string; environment: string } | null = null;

export function configureErrorService(dsn: string | null, environment: string): void {
  errorService = dsn ? { dsn, environment } : null;
}

export function configuredErrorService(): { dsn: string; environment: string } | null {
  return errorService;
}
