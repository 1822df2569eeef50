'use client';

import { ErrorState } from '@/components/ui/error-state';

export default function ShopError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorState message="Não foi possível carregar esta página." reset={reset} />;
}
