'use client';

export default function AccountError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="py-16 text-center">
      <p className="text-lg font-semibold">Não foi possível carregar a sua conta.</p>
      <button type="button" onClick={reset} className="mt-4 rounded bg-brand px-4 py-2 text-white">
        Tentar novamente
      </button>
    </div>
  );
}
