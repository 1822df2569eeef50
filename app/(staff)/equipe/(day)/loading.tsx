export default function StaffLoading() {
  return (
    <p role="status" className="py-16 text-center text-warm-700">
      Carregando...
    </p>
  );
}
