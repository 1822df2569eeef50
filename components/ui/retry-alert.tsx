/** A failed load or action, said in one line, with 'Tentar novamente'. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-3 rounded bg-brand px-4 py-2 text-white">
        Tentar novamente
      </button>
    </div>
  );
}
