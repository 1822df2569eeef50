/** 'Carregando...' while the checkout's code, the order or the customer are on their way. */
export function CheckoutLoading() {
  return (
    <p role="status" className="py-16 text-center text-warm-700">
      Carregando...
    </p>
  );
}
