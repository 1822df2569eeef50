import type { ReactNode } from 'react';
import { RetryAlert } from './retry-alert';

/**
 * What a screen shows while its data loads ('Carregando...'), when it could not be loaded (the failure and
 * 'Tentar de novo'), and otherwise what `children` draws from the data.
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
  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-center text-warm-700">
        Carregando...
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return <RetryAlert message={failure} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
