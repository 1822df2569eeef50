'use client';

import Link from 'next/link';

/** The designed error state of a route segment: what failed, try again, or go home. */
export function ErrorState({
  message,
  title,
  reset,
}: {
  message: string;
  title?: string;
  reset: () => void;
}) {
  return (
    <div role="alert" className="py-16 text-center">
      {title && <h1 className="mb-2 text-2xl font-bold">{title}</h1>}
      <p className="text-lg font-semibold">{message}</p>
      <div className="mt-4 flex justify-center gap-4">
        <button type="button" onClick={reset} className="rounded bg-brand px-4 py-2 text-white">
          Tentar novamente
        </button>
        <Link href="/" className="rounded px-4 py-2 text-brand underline">
          Voltar para a página inicial
        </Link>
      </div>
    </div>
  );
}
