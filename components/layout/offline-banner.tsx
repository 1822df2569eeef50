'use client';

import { useEffect, useState } from 'react';
import { APP_HEADERS, SALES_API_BASE } from '@/lib/api-client/client';
import {
  CONNECTIVITY_COUNTER_FULL,
  CONNECTIVITY_POLL_MS,
  isOffline,
  nextConnectivityCounter,
  offlineMessage,
} from '@/lib/shell/connectivity';
import { OfflineIcon } from '@/components/ui/icons/offline-icon';
import { useCurrentOrderNumber } from '@/lib/api-client/cart';

/** A ping answers within this time or counts as failed, ms. */
const PING_TIMEOUT_MS = 10_000;

async function ping(): Promise<boolean> {
  try {
    const response = await fetch(`${SALES_API_BASE}/health_check`, {
      cache: 'no-store',
      // Like every call to the sales API, it says which app and version is calling
      // (docs/business-rules.md, Sales API conventions).
      headers: APP_HEADERS,
      signal: AbortSignal.timeout(PING_TIMEOUT_MS),
    });
    // Read to the end: an unread body (the answer is not cacheable) keeps its connection busy, and a
    // ping every 30 s would use up the browser's connections to the shop.
    await response.text();
    return response.ok;
  } catch {
    // Network down, DNS failure or timeout: exactly what this check detects.
    return false;
  }
}

/** Polls /health_check every 30 s (and when the browser says the network changed). */
export function OfflineBanner({ phone }: { phone: string }) {
  const [counter, setCounter] = useState(CONNECTIVITY_COUNTER_FULL);
  const orderNumber = useCurrentOrderNumber();

  useEffect(() => {
    let active = true;
    const check = async () => {
      const ok = await ping();
      if (active) setCounter((current) => nextConnectivityCounter(current, ok));
    };
    const interval = setInterval(check, CONNECTIVITY_POLL_MS);
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
    return () => {
      active = false;
      clearInterval(interval);
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
    };
  }, []);

  if (!isOffline(counter)) return null;
  return (
    <div role="alert" className="border-b-4 border-label-orange bg-[#fff3e8] text-ink">
      <p className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm font-medium">
        <OfflineIcon className="mt-0.5 size-5 shrink-0 text-label-orange" />
        {offlineMessage(phone, orderNumber)}
      </p>
    </div>
  );
}
