'use client';

import dynamic from 'next/dynamic';

/**
 * NotifyMeButton with its code loaded after the page: it shows only to logged-in customers, whom the
 * browser learns about after the first load anyway, so it never is part of the server's HTML.
 */
export const LazyNotifyMeButton = dynamic(
  () => import('./notify-me-button').then((module) => module.NotifyMeButton),
  { ssr: false },
);
