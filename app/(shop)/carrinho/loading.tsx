export default function CartLoading() {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">Meu Carrinho</h1>
      <p role="status" className="py-10 text-center text-warm-700">
        Carregando...
      </p>
    </section>
  );
}
