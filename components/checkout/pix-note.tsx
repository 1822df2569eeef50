import { itemTotalCents } from '@/lib/cart/totals';
import type { Order } from '@/lib/cart/order';
import { pixChargeCents } from '@/lib/checkout/authorization';
import { formatBRL, microsToCents, parseAmount } from '@/lib/money';

/**
 * What a Pix charges, said plainly before the order is placed (docs/business-rules.md, Payment: Pix): the
 * estimate plus the margin on the weighed items, what the weighing does not use given back.
 */
export function PixNote({ order }: { order: Order }) {
  const margin = order.paymentMethods.find((method) => method.methodType === 'pix')?.pixMarginPercent ?? 0;
  const weighed = order.lineItems.filter((line) => line.variant.unitForQuantity === 'g');
  const charged = pixChargeCents(microsToCents(parseAmount(order.total)), itemTotalCents(weighed), margin);
  return (
    <p className="rounded bg-warm-50 p-3 text-sm" data-testid="pix-note">
      No Pix você paga antes da separação: o total estimado mais {margin}% sobre os produtos vendidos por
      peso, que podem variar na pesagem. Valor do Pix: <strong>{formatBRL(charged)}</strong>. Depois da
      pesagem, devolvemos por Pix o que passar do valor exato. Ao concluir o pedido, mostramos o QR code e o
      código copia e cola; se o Pix não for pago no prazo, o pedido é cancelado.
    </p>
  );
}
