import { isReportableFailure, reportClientError } from './error-report';

/**
 * A failed fetch reported to the technical team when it is worth their attention (isReportableFailure);
 * what the shopper is told, if anything, is the caller's. A module of its own, so that a test replacing
 * reportClientError sees the reports this makes.
 */
export function reportFailure(error: unknown, context: string): void {
  if (isReportableFailure(error)) reportClientError(error, { context });
}
