'use client';

import { useEffect } from 'react';
import { trackEvent } from '@/lib/api-client/events';

/** The longest address the event catalogue takes (lib/sales-api/analytics.ts; zod stays out of this page). */
const MAX_URL_LENGTH = 2_000;

/**
 * Logs the unknown URL with its 404. The server's not-found page does not know the path it
 * answers for, the browser does.
 */
export function NotFoundReport() {
  useEffect(() => {
    trackEvent('page not found', {
      url: window.location.href.slice(0, MAX_URL_LENGTH),
      status: 404,
      referrer: document.referrer.slice(0, MAX_URL_LENGTH) || null,
    });
  }, []);
  return null;
}
