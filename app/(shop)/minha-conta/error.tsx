'use client';

import { ErrorState } from '@/components/ui/error-state';

export default function AccountError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorState message="Não foi possível carregar a sua conta." reset={reset} />;
}
