'use client';

import { ErrorState } from '@/components/ui/error-state';

export default function CartError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorState title="Meu Carrinho" message="Não foi possível carregar o carrinho." reset={reset} />;
}
