export default function DepartmentLoading() {
  return (
    <div role="status" aria-label="Carregando..." className="animate-pulse space-y-4">
      <div className="h-8 w-48 rounded bg-warm-200" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="aspect-[3/4] rounded-xl bg-warm-200" />
        ))}
      </div>
    </div>
  );
}
