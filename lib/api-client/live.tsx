'use client';

/**
 * The shop's live parts: what every page shows of the customer and the cart (the header's account corner
 * and cart, the buy buttons, the home's personal blocks and lists). They read React Query's cache, but
 * React Query and the cart's code are not in a catalogue page's first load (docs/performance.md): they arrive
 * once the page is interactive and painted (./live-runtime.ts), and until then every live part shows its
 * loading state, the one the server renders and the page hydrates with (the cart's spinner, a busy
 * 'Adicionar').
 * The hooks here hold no React Query code, only the runtime's observers: the same results as useQuery's,
 * read with useSyncExternalStore, whose server snapshot also keeps a part that hydrates after the runtime
 * arrived (a streamed boundary) rendering what the server rendered.
 */
import type {
  InfiniteData,
  InfiniteQueryObserverOptions,
  QueryKey,
  QueryObserverOptions,
} from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { afterFirstPaint } from '../shell/after-first-paint';
import type { Live, RuntimeQuery } from './live-runtime';

export type { Live, RuntimeQuery };

const LiveContext = createContext<Live | null>(null);

const loadRuntime = () => import('./live-runtime');

/** The queries the live parts of the page read (they say so as they render, before the runtime loads). */
const readQueries = new Set<RuntimeQuery>();

/**
 * For a query's hooks (the cart's, ./cart.ts): the runtime then loads it before the live parts go live
 * (./live-runtime.ts, whenReady).
 */
export function markRead(query: RuntimeQuery): void {
  readQueries.add(query);
}

/**
 * At the root of every page: loads the live runtime once the page is interactive and has painted its first
 * content (afterFirstPaint), and hands it to the live parts. Tests give their own `live` (null: not
 * loaded yet).
 */
export function LiveProvider({ live, children }: { live?: Live | null; children: React.ReactNode }) {
  const [loaded, setLoaded] = useState<Live | null>(null);
  useEffect(() => {
    if (live !== undefined) return;
    let active = true;
    const cancel = afterFirstPaint(() =>
      loadRuntime()
        .then((runtime) => runtime.whenReady(runtime.browserLive(), [...readQueries]))
        .then(
          (ready) => {
            // A transition: the live parts re-render in slices between the shopper's input, not in one long task.
            if (active) startTransition(() => setLoaded(ready));
          },
          // Offline or a new release: the parts stay in their loading state until the next page.
          (error: unknown) => console.warn('live code not loaded', error),
        ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [live]);
  return <LiveContext value={live === undefined ? loaded : live}>{children}</LiveContext>;
}

/** The live runtime, or null until it is loaded (and on the server). */
export function useLive(): Live | null {
  return use(LiveContext);
}

/** Resolves with the live runtime once loaded, for code outside rendering (e.g. after a request). */
export async function liveRuntime(): Promise<Live> {
  return (await loadRuntime()).browserLive();
}

interface Observer<O, R> {
  subscribe(listener: () => void): () => void;
  getCurrentResult(): R;
  setOptions(options: O): void;
}

const noSubscription = () => () => {};

/**
 * An observer's current result, `pending` until the runtime is there (and while hydrating). The observer
 * is made once per runtime with the first options; later options reach it through setOptions, as
 * React Query's own hooks do (`optionsKey` tells when they changed).
 */
function useObserver<O, R>(
  create: (live: Live, options: O) => Observer<O, R>,
  options: O,
  optionsKey: string,
  pending: R,
): R {
  const live = useLive();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one observer per runtime, see above
  const observer = useMemo(() => (live ? create(live, options) : null), [live, create]);
  useEffect(() => {
    observer?.setOptions(options);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionsKey stands for the options
  }, [observer, optionsKey]);
  const subscribe = useCallback(
    (onChange: () => void) => (observer ? observer.subscribe(onChange) : noSubscription()),
    [observer],
  );
  return useSyncExternalStore(
    subscribe,
    () => observer?.getCurrentResult() ?? pending,
    () => pending,
  );
}

/** What the live parts read of a query (the fields of useQuery's result they use). */
export interface LiveQueryResult<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const PENDING_QUERY: LiveQueryResult<never> = {
  data: undefined,
  isPending: true,
  isError: false,
  refetch: () => undefined,
};

type LiveQueryOptions<T> = Pick<
  QueryObserverOptions<T, Error, T, T, QueryKey>,
  'queryFn' | 'staleTime' | 'networkMode'
> & {
  queryKey: QueryKey;
  /** false: only read what others fetch into the cache. */
  enabled?: boolean;
};

const createQueryObserver = <T,>(live: Live, options: LiveQueryOptions<T>) =>
  new live.QueryObserver<T, Error, T, T, QueryKey>(live.queryClient, options);

/** useQuery's result through the live runtime. */
export function useLiveQuery<T>(options: LiveQueryOptions<T>): LiveQueryResult<T> {
  return useObserver<LiveQueryOptions<T>, LiveQueryResult<T>>(
    createQueryObserver,
    options,
    JSON.stringify([options.queryKey, options.enabled]),
    PENDING_QUERY,
  );
}

/** What a growing list reads of an infinite query. */
export interface LiveInfiniteResult<T> {
  data: InfiniteData<T, number> | undefined;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

const PENDING_INFINITE: LiveInfiniteResult<never> = {
  data: undefined,
  isPending: true,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => undefined,
};

type LiveInfiniteOptions<T> = Pick<
  InfiniteQueryObserverOptions<T, Error, InfiniteData<T, number>, QueryKey, number>,
  'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'initialData' | 'placeholderData' | 'enabled'
> & { queryKey: QueryKey };

const createInfiniteObserver = <T,>(live: Live, options: LiveInfiniteOptions<T>) =>
  new live.InfiniteQueryObserver<T, Error, InfiniteData<T, number>, QueryKey, number>(
    live.queryClient,
    options,
  );

/** useInfiniteQuery's result through the live runtime. */
export function useLiveInfiniteQuery<T>(options: LiveInfiniteOptions<T>): LiveInfiniteResult<T> {
  return useObserver<LiveInfiniteOptions<T>, LiveInfiniteResult<T>>(
    createInfiniteObserver,
    options,
    JSON.stringify([options.queryKey, options.enabled]),
    PENDING_INFINITE,
  );
}
