import { Suspense } from 'react';

/**
 * A part of a page that React hydrates on its own, after the rest and in small slices: a Suspense
 * boundary that arrives complete in the server HTML is hydrated at low priority, yielding to the browser
 * every few milliseconds, so hydrating a long page is not one long task blocking the main thread (the
 * Total Blocking Time of Lighthouse). Clicks on a part not hydrated yet hydrate it first, then apply.
 *
 * Only around content that is complete when rendered (nothing inside awaits), so that its HTML is sent in
 * place and in order, never as a fallback completed later by a script.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
