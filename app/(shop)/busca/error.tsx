'use client';

import { ErrorState } from '@/components/ui/error-state';

export default function SearchError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorState message="Não foi possível buscar agora." reset={reset} />;
}
