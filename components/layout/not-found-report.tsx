'use client';

import { useEffect } from 'react';
import { trackEvent } from '@/lib/api-client/events';

/**
 * Logs the unknown URL with its 404 (spec 01/02). The server's not-found page does not know the path it
 * answers for, the browser does.
 */
export function NotFoundReport() {
  useEffect(() => {
    trackEvent('page not found', {
      url: window.location.href,
      status: 404,
      referrer: document.referrer || null,
    });
  }, []);
  return null;
}
