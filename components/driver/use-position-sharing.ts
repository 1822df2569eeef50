'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { sendPosition, type SharedPosition } from '@/lib/api-client/driver';
import { throttleLatest } from '@/lib/driver/position-throttle';

/**
 * Where sharing stands: 'off' (no delivery on the way), 'paused' (the page was opened with a delivery on
 * the way but the browser has not granted the position yet: it waits for the driver's tap rather than
 * asking unprompted), 'locating' (waiting for the permission or the first fix), 'sharing', 'denied' (the
 * permission was refused), 'unavailable' (no fix: GPS off, indoors) or 'unsupported' (a browser without
 * geolocation).
 */
export type SharingState =
  'off' | 'paused' | 'locating' | 'sharing' | 'denied' | 'unavailable' | 'unsupported';

/** A fix may be 10 s old; the phone gets 30 s to find one before it says it cannot. */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 };

/**
 * Whether this document was loaded as another page and reached /entregador through the router: it then
 * keeps that page's Permissions-Policy, which refuses geolocation (lib/shell/security-headers.ts), and only
 * loading the driver's page itself gives it the policy that allows it.
 */
function loadedAsAnotherPage(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0];
  if (!entry?.name) return false;
  return new URL(entry.name).pathname !== window.location.pathname;
}

/** How long the route waits for the browser to say whether the position may be read. */
const PERMISSION_PATIENCE_MS = 1_000;

/**
 * Whether the browser already lets the page read the position: true when granted, and where the browser
 * cannot say (no Permissions API), false otherwise, null until it answers. Asked once on load, so the
 * answer is there before the route is; a browser silent for a second counts as not granted (the driver's
 * tap then asks), so that the route, which waits for the answer, is never held.
 */
function useGeolocationGranted(): boolean | null {
  const [granted, setGranted] = useState<boolean | null>(null);
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let ended = false;
    const patience = setTimeout(() => setGranted((known) => known ?? false), PERMISSION_PATIENCE_MS);
    const read = () => {
      clearTimeout(patience);
      setGranted(status?.state === 'granted');
    };
    const asked =
      navigator.permissions?.query({ name: 'geolocation' }) ??
      Promise.reject(new Error('no Permissions API'));
    asked.then(
      (answer) => {
        if (ended) return;
        status = answer;
        read();
        answer.addEventListener('change', read);
      },
      () => {
        if (ended) return;
        clearTimeout(patience);
        setGranted(true);
      },
    );
    return () => {
      ended = true;
      clearTimeout(patience);
      status?.removeEventListener('change', read);
    };
  }, []);
  return granted;
}

/**
 * Keeps the screen on while sharing, where the browser allows it: the phone would otherwise sleep and stop
 * reporting. The browser drops the lock when the page is hidden; it is taken again when the page shows.
 */
function useScreenWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const acquire = async () => {
      if (ended || document.visibilityState !== 'visible') return;
      try {
        const taken = await navigator.wakeLock.request('screen');
        if (ended) void taken.release();
        else lock = taken;
      } catch {
        // Refused (battery saver, not allowed): the page still shares while the screen is on.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, [active]);
}

/**
 * Shares the phone's position with the tracker of every order in `numbers` (the deliveries on the way)
 * while the page is open: one watch of the position, sent at most every 15 s (lib/driver/position-throttle.ts)
 * to each of them, and a screen wake lock. An empty `numbers` stops it all. The position is asked for
 * only once the browser has granted it or the driver tapped (`start`: 'Saí para entrega', 'Compartilhar
 * localização'), never unprompted on load; `retry` asks again after a refusal or a failure.
 */
export function usePositionSharing(numbers: readonly string[]) {
  const active = numbers.length > 0;
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const granted = useGeolocationGranted();
  const [tapped, setTapped] = useState(false);
  const allowed = granted === true || tapped;
  const [attempt, setAttempt] = useState(0);
  const [report, setReport] = useState<{ attempt: number; state: SharingState } | null>(null);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  // The watch outlives changes of the list (a second delivery leaving): it reads the latest list when it sends.
  const targets = useRef(numbers);
  useEffect(() => {
    targets.current = numbers;
  }, [numbers]);

  useEffect(() => {
    if (!active || !supported || !allowed) return;
    const throttle = throttleLatest((position: SharedPosition) => {
      for (const number of targets.current) {
        // A refused position (the delivery just ended) or a network failure: the next one follows.
        sendPosition(number, position).then(
          () => setLastSentAt(Date.now()),
          () => {},
        );
      }
    });
    const settle = (state: SharingState) => setReport({ attempt, state });
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        settle('sharing');
        throttle.push({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          clientTime: new Date(position.timestamp).toISOString(),
        });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          if (loadedAsAnotherPage()) window.location.reload();
          else settle('denied');
        } else {
          settle('unavailable');
        }
      },
      WATCH_OPTIONS,
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      throttle.stop();
    };
  }, [active, supported, allowed, attempt]);

  useScreenWakeLock(active);

  const retry = useCallback(() => {
    setTapped(true);
    setAttempt((n) => n + 1);
  }, []);
  const start = useCallback(() => setTapped(true), []);
  const state: SharingState = !active
    ? 'off'
    : !supported
      ? 'unsupported'
      : granted === false && !tapped
        ? 'paused'
        : report?.attempt === attempt
          ? report.state
          : 'locating';
  // Whether the page knows yet what to say about sharing (the permission's answer arrives a moment after
  // the page opens): the route waits for it, so that the notice above does not push it down afterwards.
  const known = !active || !supported || granted !== null || tapped;
  return { state, known, lastSentAt, retry, start };
}
