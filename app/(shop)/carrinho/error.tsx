'use client';

import { CrashScreen } from '@/components/ui/crash-screen';

export default function CartError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <CrashScreen error={error} reset={reset} title="Meu Carrinho" />;
}
