import { useDeferredValue, type ReactNode } from 'react';
import { RetryAlert } from './retry-alert';

/**
 * What a screen shows while its data loads ('Carregando...'), when it could not be loaded (the failure and
 * 'Tentar de novo'), and otherwise what `children` draws from the data. The data is drawn in a background
 * render that hands the main thread back every few milliseconds, rather than in one long task as the
 * answer arrives (a form of a dozen fields: docs/performance.md); it shows 'Carregando...' until then.
 */
export function QueryPane<T>({
  query,
  failure,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  failure: string;
  children: (data: T) => ReactNode;
}) {
  const drawn = useDeferredValue(query.data);
  if (query.isError || (!query.isPending && query.data === undefined)) {
    return <RetryAlert message={failure} onRetry={() => void query.refetch()} />;
  }
  if (drawn === undefined) {
    return (
      <p role="status" className="py-8 text-center text-warm-700">
        Carregando...
      </p>
    );
  }
  return children(drawn);
}
