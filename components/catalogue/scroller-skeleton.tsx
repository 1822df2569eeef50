/** Placeholder of product scrollers while their first page loads (same height, so nothing jumps). */
export function ScrollerSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Carregando..." className="space-y-6">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="animate-pulse py-4">
          <div className="mb-3 h-7 w-48 max-w-full rounded bg-warm-200" />
          <div className="grid grid-cols-2 gap-3 md:gap-4">
            <div className="h-72 rounded-xl bg-warm-200 md:h-40" />
            <div className="h-72 rounded-xl bg-warm-200 md:h-40" />
          </div>
        </div>
      ))}
    </div>
  );
}
