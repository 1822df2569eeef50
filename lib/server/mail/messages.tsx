/**
 * The shop's e-mails (pt-BR), each in HTML with its plain-text part (./layout.tsx). Links are absolute,
 * from PUBLIC_BASE_URL; every order message links to the order in the customer's account, where the
 * tracker is. Subjects and the sentences the tests and journeys read stay as they were (e2e/, the
 * services' tests). `store` is the shop's contact (lib/server/store/store-info.ts), given by the caller.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { formatBRL, formatCents, microsToCents, parseAmount } from '@/lib/money';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';
import type {
  LineItemJson,
  OrderJson,
  PaymentJson,
  ShipAddressJson,
  ShippingRateJson,
} from '@/lib/sales-api/order';
import { config } from '../config';
import {
  Action,
  AddressLink,
  Lines,
  List,
  MailLayout,
  Paragraph,
  renderMail,
  type MailStore,
} from './layout';
import type { MailMessage } from './mailer';

/**
 * What the messages read of an order: the order JSON (lib/sales-api/order.ts) fits it, and so does the
 * demo order of the previews (./preview.tsx).
 */
export type MailOrder = Pick<
  OrderJson,
  | 'number'
  | 'email'
  | 'company_name'
  | 'display_item_total'
  | 'ship_total'
  | 'display_ship_total'
  | 'adjustment_total'
  | 'display_adjustment_total'
  | 'total'
  | 'display_total'
  | 'display_authorization_total'
  | 'produced_amount'
> & {
  line_items: (Pick<
    LineItemJson,
    | 'id'
    | 'quantity'
    | 'price'
    | 'display_amount'
    | 'produced_quantity'
    | 'substitution'
    | 'substitute_for'
    | 'substituted_by'
  > & {
    variant: Pick<LineItemJson['variant'], 'name' | 'unit_for_quantity'>;
  })[];
  ship_address: Pick<ShipAddressJson, 'address1' | 'address2' | 'neighborhood' | 'city'> | null;
  shipments: {
    selected_shipping_rate: Pick<
      ShippingRateJson,
      'name' | 'delivery_window_start' | 'delivery_window_end'
    > | null;
  }[];
  payments: (Pick<PaymentJson, 'amount' | 'source'> & {
    pix: Pick<NonNullable<PaymentJson['pix']>, 'paid_at'> | null;
  })[];
  refunds: Pick<OrderJson['refunds'][number], 'amount' | 'confirmed_at'>[];
};

function absolute(pathAndQuery: string): string {
  return new URL(pathAndQuery, config().PUBLIC_BASE_URL).toString();
}

/** The link to the order in the customer's account (its tracker, items and payment). */
function orderLink(order: Pick<MailOrder, 'number'>): string {
  return absolute(`/minha-conta/pedidos/${order.number}`);
}

function greeting(firstName?: string): string {
  return firstName ? `Olá, ${firstName}!` : 'Olá!';
}

/** The reset link carries the token and the e-mail, as /resetar-senha reads them. */
function passwordResetUrl(token: string, email: string): string {
  return absolute(`/resetar-senha?${new URLSearchParams({ token, email }).toString()}`);
}

/** Sent directly, never through the mail job: its link is a secret (./mail-queue.ts). */
export function passwordResetMail(
  store: MailStore,
  user: { email: string; firstName: string },
  token: string,
): Promise<MailMessage> {
  const link = passwordResetUrl(token, user.email);
  return renderMail(
    user.email,
    `${store.name}: resetar a sua senha`,
    <MailLayout store={store} preview="Escolha uma nova senha para a sua conta">
      <Paragraph>{greeting(user.firstName)}</Paragraph>
      <Paragraph>
        Recebemos um pedido para resetar a senha da sua conta. Para escolher uma nova senha, abra o link
        abaixo:
      </Paragraph>
      <Action href={link} label="Escolher nova senha" />
      <Paragraph>O link vale por 1 hora e pode ser usado uma única vez.</Paragraph>
      <Paragraph>Se não foi você quem pediu, ignore este email: a sua senha continua a mesma.</Paragraph>
    </MailLayout>,
  );
}

export function backInStockMail(
  store: MailStore,
  user: { email: string; firstName: string },
  product: { name: string; slug: string },
): Promise<MailMessage> {
  return renderMail(
    user.email,
    `${product.name} chegou!`,
    <MailLayout store={store} preview={`${product.name} está de volta ao estoque`}>
      <Paragraph>{greeting(user.firstName)}</Paragraph>
      <Paragraph>{`Você pediu para avisarmos: ${product.name} está de volta ao estoque.`}</Paragraph>
      <Action href={absolute(`/produtos/${product.slug}`)} label="Ver o produto" />
    </MailLayout>,
  );
}

function windowText(start: string, end: string): string {
  const day = new TZDate(start, SHOP_TIME_ZONE);
  const until = new TZDate(end, SHOP_TIME_ZONE);
  return `${format(day, "EEEE, d 'de' MMMM", { locale: ptBR })}, das ${format(day, 'HH:mm')} às ${format(until, 'HH:mm')}`;
}

/** The slot the order was booked into: 'Entrega: terça-feira, 24 de novembro, das 08:00 às 13:00'. */
function slotText(order: MailOrder, label?: string): string | null {
  const rate = order.shipments[0]?.selected_shipping_rate;
  if (!rate?.delivery_window_start || !rate.delivery_window_end) return null;
  return `${label ?? rate.name}: ${windowText(rate.delivery_window_start, rate.delivery_window_end)}`;
}

type MailLine = MailOrder['line_items'][number];

/** A quantity as the e-mails write it: '1,2 kg', '2 un'. */
function quantityText(quantity: number, unit: string): string {
  return (unit === 'g' ? `${quantity / 1000} kg` : `${quantity} un`).replace('.', ',');
}

/** The order's lines: '{name}: 1,2 kg (R$ 80,00)'. */
function itemLines(order: MailOrder): string[] {
  return order.line_items.map(
    (line) =>
      `${line.variant.name}: ${quantityText(line.quantity, line.variant.unit_for_quantity)} (${line.display_amount})`,
  );
}

/**
 * A line missing at packing as the out-of-stock e-mail lists it: its name; with what replaced it
 * ('Picanha Bovina: Substituído por Maminha Bovina · 1,1 kg — R$ 82,50', as weighed, at the substitute's
 * price); or, when the customer asked for no substitute, saying so (docs/business-rules.md, Substitutions).
 */
function missingLineText(order: MailOrder, line: MailLine): string {
  const substitute = order.line_items.find((other) => other.id === line.substituted_by);
  if (substitute) {
    const quantity = substitute.produced_quantity ?? substitute.quantity;
    const amount = formatBRL(formatCents(microsToCents(parseAmount(substitute.price) * BigInt(quantity))));
    return `${line.variant.name}: Substituído por ${substitute.variant.name} · ${quantityText(quantity, substitute.variant.unit_for_quantity)} — ${amount}`;
  }
  return line.substitution === 'none'
    ? `${line.variant.name} (você pediu para não substituir)`
    : line.variant.name;
}

/** The estimate's amounts, as the order was placed. */
function estimateLines(order: MailOrder): string[] {
  return [
    `Subtotal estimado: ${order.display_item_total}`,
    `Frete: ${order.ship_total === '0.00' ? 'Grátis' : order.display_ship_total}`,
    ...(order.adjustment_total !== '0.00' ? [`Desconto: ${order.display_adjustment_total}`] : []),
    `Total estimado: ${order.display_total}`,
  ];
}

/** What the order costs now: the weighed amount once packed, the estimate before. */
function amountText(order: MailOrder): string {
  return order.produced_amount === null
    ? `Total estimado: ${order.display_total}`
    : `Valor pesado: ${formatBRL(order.produced_amount)}`;
}

/** Paid to the driver or at the counter: the order has no card and no Pix. */
function paidOnDelivery(order: MailOrder): boolean {
  const payment = order.payments.at(-1);
  return !payment?.source && !payment?.pix;
}

/** How the order is paid, as the 'pedido recebido' e-mail says it. */
function receivedPaymentText(order: MailOrder) {
  const payment = order.payments.at(-1);
  const card = payment?.source;
  const pix = payment?.pix;
  if (pix?.paid_at) {
    return `Recebemos o seu Pix de ${formatBRL(payment!.amount)}: os produtos vendidos por peso podem variar, e depois da pesagem devolvemos por Pix o que passar do valor exato pesado.`;
  }
  if (pix) {
    // Sent again by the staff before the payment (support): the way to pay, not a receipt.
    return (
      <>
        {`Aguardamos o seu Pix de ${formatBRL(payment!.amount)}: pague com o QR code ou o código copia e cola em `}
        <AddressLink href={absolute(`/confirmacao/${order.number}`)} />.
      </>
    );
  }
  return card
    ? `Autorizamos até ${order.display_authorization_total} no cartão final ${card.last_digits}: os produtos vendidos por peso podem variar até 10%, e cobramos só o valor exato pesado.`
    : 'O pagamento será feito na entrega.';
}

/** 'Pedido recebido': number, items, slot, address and estimated total. */
export function orderReceivedMail(
  store: MailStore,
  user: { email: string; firstName: string },
  order: MailOrder,
): Promise<MailMessage> {
  const address = order.ship_address;
  const slot = slotText(order);
  return renderMail(
    user.email,
    `${store.name}: pedido #${order.number} recebido`,
    <MailLayout
      store={store}
      preview={`Pedido #${order.number}: ${order.display_total}`}
      orderNumber={order.number}
    >
      <Paragraph>{greeting(user.firstName)}</Paragraph>
      <Paragraph>{`Recebemos o seu pedido #${order.number}. Agora é só relaxar!`}</Paragraph>
      <Paragraph>Itens:</Paragraph>
      <List items={itemLines(order)} />
      {(slot || address || order.company_name) && (
        <Lines
          lines={[
            ...(slot ? [slot] : []),
            ...(address
              ? [
                  `Endereço: ${[address.address1, address.address2, address.neighborhood, address.city].filter(Boolean).join(', ')}`,
                ]
              : []),
            ...(order.company_name ? [`Empresa (NF-e): ${order.company_name}`] : []),
          ]}
        />
      )}
      <Lines lines={estimateLines(order)} />
      <Paragraph>{receivedPaymentText(order)}</Paragraph>
      <Paragraph>
        O seu pedido passa por uma avaliação de crédito; avisaremos por email sobre cada etapa.
      </Paragraph>
      <Action href={orderLink(order)} label="Ver o pedido" />
    </MailLayout>,
  );
}

/** The credit evaluation approved the payment (payment_evaluating → pending): the preparation starts. */
export function paymentApprovedMail(store: MailStore, order: MailOrder): Promise<MailMessage> {
  const payment = order.payments.at(-1);
  const card = payment?.source;
  const pix = payment?.pix;
  return renderMail(
    order.email!,
    `${store.name}: pagamento do pedido #${order.number} aprovado`,
    <MailLayout
      store={store}
      preview="Pagamento aprovado: vamos preparar o seu pedido"
      orderNumber={order.number}
    >
      <Paragraph>Olá!</Paragraph>
      <Paragraph>
        {`O pagamento do seu pedido #${order.number} foi aprovado. Já vamos começar a preparar as suas compras.`}
      </Paragraph>
      <Paragraph>
        {pix?.paid_at
          ? `Pix recebido: ${formatBRL(payment!.amount)}. Depois da pesagem, devolvemos por Pix o que passar do valor exato pesado.`
          : card
            ? `Autorizamos até ${order.display_authorization_total} no cartão final ${card.last_digits}: cobramos só o valor exato pesado, depois da pesagem.`
            : `O pagamento será feito na entrega: ${order.display_total} estimados, o valor exato depois da pesagem.`}
      </Paragraph>
      <Lines
        lines={[...(slotText(order) ? [slotText(order)!] : []), `Total estimado: ${order.display_total}`]}
      />
      <Action href={orderLink(order)} label="Acompanhar o pedido" />
    </MailLayout>,
  );
}

/** The order left the shop with the driver: the order's page follows the delivery (the tracker). */
export function outForDeliveryMail(store: MailStore, order: MailOrder): Promise<MailMessage> {
  const amount = formatBRL(order.produced_amount ?? order.total);
  return renderMail(
    order.email!,
    `${store.name}: pedido #${order.number} a caminho`,
    <MailLayout store={store} preview="O seu pedido saiu para entrega" orderNumber={order.number}>
      <Paragraph>Olá!</Paragraph>
      <Paragraph>{`O seu pedido #${order.number} saiu para entrega.`}</Paragraph>
      <Paragraph>
        {paidOnDelivery(order) ? `Valor a pagar na entrega: ${amount}` : `Valor do pedido: ${amount}`}
      </Paragraph>
      <Paragraph>Acompanhe a entrega pelo link abaixo:</Paragraph>
      <Action href={orderLink(order)} label="Acompanhar a entrega" />
    </MailLayout>,
  );
}

/** The order was handed over: delivered by the driver, or fetched at the counter (a pickup). */
export function deliveredMail(store: MailStore, order: MailOrder, pickup: boolean): Promise<MailMessage> {
  const amount = formatBRL(order.produced_amount ?? order.total);
  return renderMail(
    order.email!,
    `${store.name}: pedido #${order.number} ${pickup ? 'retirado' : 'entregue'}`,
    <MailLayout store={store} preview="Bom apetite!" orderNumber={order.number}>
      <Paragraph>Olá!</Paragraph>
      <Paragraph>
        {pickup
          ? `O seu pedido #${order.number} foi retirado na loja. Bom apetite!`
          : `O seu pedido #${order.number} foi entregue. Bom apetite!`}
      </Paragraph>
      <Paragraph>{`Valor do pedido: ${amount}`}</Paragraph>
      <Paragraph>
        Se algo não chegou como você esperava, fale com a gente pelo telefone ou pelo WhatsApp.
      </Paragraph>
      <Action href={orderLink(order)} label="Ver o pedido" />
    </MailLayout>,
  );
}

/** A Pix not paid in time: the order was given back (docs/business-rules.md, Payment: Pix). */
export function pixExpiredMail(store: MailStore, order: MailOrder): Promise<MailMessage> {
  return renderMail(
    order.email!,
    `${store.name}: o prazo do Pix do pedido #${order.number} acabou`,
    <MailLayout store={store} preview="O pedido foi cancelado e nada foi cobrado" orderNumber={order.number}>
      <Paragraph>Olá!</Paragraph>
      <Paragraph>
        {`O prazo para pagar o Pix do pedido #${order.number} acabou e o pedido foi cancelado. Nenhum valor foi cobrado.`}
      </Paragraph>
      <Paragraph>{`Valor do pedido: ${order.display_total}`}</Paragraph>
      <Paragraph>
        {
          'Os produtos e o horário de entrega foram liberados. Se ainda quiser as compras, é só fazer um novo pedido: '
        }
        <AddressLink href={absolute('/')} />
      </Paragraph>
      <Action href={orderLink(order)} label="Ver o pedido" />
    </MailLayout>,
  );
}

/** The order's refunds together, in pt-BR BRL ('R$ 25,90'). */
function refundedText(order: MailOrder): string {
  const cents = order.refunds.reduce((sum, refund) => sum + microsToCents(parseAmount(refund.amount)), 0n);
  return formatBRL(formatCents(cents));
}

/**
 * Whether a refund is only requested so far: the gateway has not confirmed it yet (the sweep asks again),
 * so the customer is told it was asked for, not that it was made.
 */
const requested = (refund: MailOrder['refunds'][number] | undefined) =>
  refund !== undefined && refund.confirmed_at === null;

/** What became of a cancelled order's money: a card's hold released, a paid Pix owed back. */
function canceledPaymentText(order: MailOrder): string {
  const pix = order.payments.findLast((payment) => payment.pix !== null)?.pix;
  if (order.refunds.length > 0) {
    const refunded = refundedText(order);
    if (order.refunds.some(requested)) {
      return pix
        ? `Solicitamos o estorno do valor pago no Pix: ${refunded}. Ele volta para a conta de onde o Pix foi pago.`
        : `Solicitamos o estorno do valor cobrado no cartão: ${refunded}. Ele volta ao limite do cartão no prazo da operadora.`;
    }
    return pix
      ? `O valor pago no Pix foi estornado: ${refunded}. Ele volta para a conta de onde o Pix foi pago.`
      : `O valor cobrado no cartão foi estornado: ${refunded}. Ele volta ao limite do cartão no prazo da operadora.`;
  }
  if (!pix) return 'Nenhum valor foi cobrado: a autorização no cartão foi liberada.';
  return pix.paid_at
    ? 'O valor pago no Pix será devolvido para a sua conta.'
    : 'Nenhum valor foi cobrado: o Pix não pode mais ser pago.';
}

/**
 * The order was canceled, or its payment was not accepted (the credit evaluation denied it). A denied
 * payment that had been paid (a Pix) is refunded with the denial: the e-mail says so, as a cancel's does.
 */
export function orderCanceledMail(
  store: MailStore,
  order: MailOrder,
  reason: 'canceled' | 'payment_denied',
): Promise<MailMessage> {
  return renderMail(
    order.email!,
    reason === 'canceled'
      ? `${store.name}: pedido #${order.number} cancelado`
      : `${store.name}: pagamento do pedido #${order.number} não aprovado`,
    <MailLayout
      store={store}
      preview={reason === 'canceled' ? 'O seu pedido foi cancelado' : 'Não conseguimos aprovar o pagamento'}
      orderNumber={order.number}
    >
      <Paragraph>Olá!</Paragraph>
      <Paragraph>
        {reason === 'canceled'
          ? `O seu pedido #${order.number} foi cancelado. ${canceledPaymentText(order)}`
          : `Estamos tendo problemas para aceitar o seu método de pagamento no pedido #${order.number}. Ligue para ${store.phone} e resolvemos juntos.`}
      </Paragraph>
      {reason === 'payment_denied' && order.refunds.length > 0 && (
        <Paragraph>{canceledPaymentText(order)}</Paragraph>
      )}
      <Paragraph>{`Valor do pedido: ${order.display_total}`}</Paragraph>
      <Action href={orderLink(order)} label="Ver o pedido" />
    </MailLayout>,
  );
}

/**
 * Where the refund goes: the paid Pix's account, or the card's limit. Made ('Fizemos um estorno') once the
 * gateway confirmed it, else requested ('Solicitamos o estorno'): the order's newest refund is the one told.
 */
function refundText(order: MailOrder, amount: string): string[] {
  const made = requested(order.refunds.at(-1))
    ? `Solicitamos o estorno de ${amount}`
    : `Fizemos um estorno de ${amount}`;
  const paidByPix = order.payments.some((payment) => payment.pix?.paid_at);
  if (paidByPix) {
    return [
      `${made} referente ao seu pedido #${order.number}, pago com Pix.`,
      'O valor volta para a conta de onde o Pix foi pago.',
    ];
  }
  const card = order.payments.findLast((payment) => payment.source)?.source;
  return [
    `${made} referente ao seu pedido #${order.number}${card ? `, no cartão final ${card.last_digits}` : ''}.`,
    'O valor volta ao limite do cartão no prazo da operadora (em geral, até a próxima fatura).',
  ];
}

/** A refund of the captured payment (docs/business-rules.md, Refunds): how much, on which card or Pix. */
export function refundMail(store: MailStore, order: MailOrder, amountCents: bigint): Promise<MailMessage> {
  const amount = formatBRL(formatCents(amountCents));
  return renderMail(
    order.email!,
    `${store.name}: estorno de ${amount} no pedido #${order.number}`,
    <MailLayout store={store} preview={`Estorno de ${amount}`} orderNumber={order.number}>
      <Paragraph>Olá!</Paragraph>
      {refundText(order, amount).map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <Action href={orderLink(order)} label="Ver o pedido" />
    </MailLayout>,
  );
}

/**
 * Lines weighed as 0 at packaging ('Sem estoque'): dropped from the order and not charged, or replaced by
 * a substitute the staff added (charged as weighed, at its own price).
 */
export function outOfStockMail(
  store: MailStore,
  order: MailOrder,
  droppedLineIds: readonly number[],
): Promise<MailMessage> {
  const missing = order.line_items.filter((line) => droppedLineIds.includes(line.id));
  const dropped = missing.filter((line) => line.substituted_by === null).length;
  const replaced = missing.length - dropped;
  const outcome = [
    ...(dropped > 1 ? ['Esses itens foram retirados do pedido e não serão cobrados.'] : []),
    ...(dropped === 1 ? ['Esse item foi retirado do pedido e não será cobrado.'] : []),
    ...(replaced > 1 ? ['Os substitutos são cobrados pelo peso separado, ao preço deles.'] : []),
    ...(replaced === 1 ? ['O substituto é cobrado pelo peso separado, ao preço dele.'] : []),
    'Cobramos só o que foi separado e pesado.',
  ];
  return renderMail(
    order.email!,
    `${store.name}: item em falta no pedido #${order.number}`,
    <MailLayout store={store} preview="Um item do seu pedido ficou em falta" orderNumber={order.number}>
      <Paragraph>Olá!</Paragraph>
      <Paragraph>{`Ao separar o seu pedido #${order.number}, ficamos sem estoque de:`}</Paragraph>
      <List items={missing.map((line) => missingLineText(order, line))} />
      <Paragraph>{outcome.join(' ')}</Paragraph>
      <Paragraph>{amountText(order)}</Paragraph>
      <Action href={orderLink(order)} label="Ver o pedido" />
    </MailLayout>,
  );
}

/** A pickup order is ready: where and when to fetch it (the store's address and opening hours). */
export function readyForPickupMail(
  store: MailStore,
  order: MailOrder,
  pickup: { address: string; hours: string },
): Promise<MailMessage> {
  const amount = formatBRL(order.produced_amount ?? order.total);
  const slot = slotText(order, 'Retirada');
  return renderMail(
    order.email!,
    `${store.name}: pedido #${order.number} pronto para retirada`,
    <MailLayout store={store} preview="O seu pedido está pronto para retirada" orderNumber={order.number}>
      <Paragraph>Olá!</Paragraph>
      <Paragraph>{`O seu pedido #${order.number} está pronto para retirada.`}</Paragraph>
      <Lines
        lines={[`Endereço: ${pickup.address}`, `Horário da loja: ${pickup.hours}`, ...(slot ? [slot] : [])]}
      />
      <Paragraph>
        {paidOnDelivery(order)
          ? `Valor a pagar na retirada: ${amount}`
          : order.payments.at(-1)?.pix
            ? `Valor pesado, pago no Pix: ${amount}`
            : `Valor cobrado no cartão: ${amount}`}
      </Paragraph>
      <Paragraph>Informe o número do pedido no balcão.</Paragraph>
      <Action href={orderLink(order)} label="Ver o pedido" />
    </MailLayout>,
  );
}
