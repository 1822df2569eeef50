export default function ProductLoading() {
  return (
    <div role="status" aria-label="Carregando..." className="grid animate-pulse gap-6 md:grid-cols-2">
      <div className="aspect-[4/3] rounded-xl bg-warm-200" />
      <div className="space-y-4">
        <div className="h-8 w-3/4 rounded bg-warm-200" />
        <div className="h-10 w-40 rounded bg-warm-200" />
        <div className="h-24 rounded bg-warm-200" />
      </div>
    </div>
  );
}
