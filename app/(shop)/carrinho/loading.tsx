/**
 * While the page's suggestions are read: the cart's loading text at the height the page keeps for it
 * (cart-view.tsx), and room below for the suggestions, so that nothing the visitor sees (the footer)
 * moves when the page arrives (layout shift).
 */
export default function CartLoading() {
  return (
    <section className="min-h-screen">
      <h1 className="mb-4 text-2xl font-bold">Meu Carrinho</h1>
      <p role="status" className="flex min-h-48 items-center justify-center text-warm-700">
        Carregando...
      </p>
    </section>
  );
}
