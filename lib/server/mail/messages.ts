/** The shop's e-mails (pt-BR). Links are absolute, from PUBLIC_BASE_URL. */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { formatBRL, formatCents, microsToCents, parseAmount } from '@/lib/money';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';
import type { OrderJson } from '@/lib/sales-api/order';
import { config } from '../config';
import type { MailMessage } from './mailer';

function absolute(pathAndQuery: string): string {
  return new URL(pathAndQuery, config().PUBLIC_BASE_URL).toString();
}

/** The reset link carries the token and the e-mail, as /resetar-senha reads them. */
function passwordResetUrl(token: string, email: string): string {
  return absolute(`/resetar-senha?${new URLSearchParams({ token, email }).toString()}`);
}

export function passwordResetMail(user: { email: string; firstName: string }, token: string): MailMessage {
  const { STORE_NAME } = config();
  const link = passwordResetUrl(token, user.email);
  return {
    to: user.email,
    subject: `${STORE_NAME}: resetar a sua senha`,
    text: [
      `Olá, ${user.firstName}!`,
      '',
      'Recebemos um pedido para resetar a senha da sua conta. Para escolher uma nova senha, abra o link abaixo:',
      '',
      link,
      '',
      'O link vale por 1 hora e pode ser usado uma única vez.',
      'Se não foi você quem pediu, ignore este email: a sua senha continua a mesma.',
      '',
      STORE_NAME,
    ].join('\n'),
  };
}

export function backInStockMail(
  user: { email: string; firstName: string },
  product: { name: string; slug: string },
): MailMessage {
  const { STORE_NAME } = config();
  return {
    to: user.email,
    subject: `${product.name} chegou!`,
    text: [
      `Olá, ${user.firstName}!`,
      '',
      `Você pediu para avisarmos: ${product.name} está de volta ao estoque.`,
      '',
      absolute(`/produtos/${product.slug}`),
      '',
      STORE_NAME,
    ].join('\n'),
  };
}

function windowText(start: string, end: string): string {
  const day = new TZDate(start, SHOP_TIME_ZONE);
  const until = new TZDate(end, SHOP_TIME_ZONE);
  return `${format(day, "EEEE, d 'de' MMMM", { locale: ptBR })}, das ${format(day, 'HH:mm')} às ${format(until, 'HH:mm')}`;
}

/** 'Pedido recebido': number, items, slot, address and estimated total. */
export function orderReceivedMail(user: { email: string; firstName: string }, order: OrderJson): MailMessage {
  const { STORE_NAME } = config();
  const rate = order.shipments[0]?.selected_shipping_rate;
  const address = order.ship_address;
  const items = order.line_items.map((line) => {
    const amount =
      line.variant.unit_for_quantity === 'g' ? `${line.quantity / 1000} kg` : `${line.quantity} un`;
    return `- ${line.variant.name}: ${amount.replace('.', ',')} (${line.display_amount})`;
  });
  const payment = order.payments.at(-1);
  const card = payment?.source;
  const pix = payment?.pix;
  return {
    to: user.email,
    subject: `${STORE_NAME}: pedido #${order.number} recebido`,
    text: [
      `Olá, ${user.firstName}!`,
      '',
      `Recebemos o seu pedido #${order.number}. Agora é só relaxar!`,
      '',
      'Itens:',
      ...items,
      '',
      rate && rate.delivery_window_start && rate.delivery_window_end
        ? `${rate.name}: ${windowText(rate.delivery_window_start, rate.delivery_window_end)}`
        : '',
      address
        ? `Endereço: ${[address.address1, address.address2, address.neighborhood, address.city].filter(Boolean).join(', ')}`
        : '',
      order.company_name ? `Empresa (NF-e): ${order.company_name}` : '',
      '',
      `Subtotal estimado: ${order.display_item_total}`,
      `Frete: ${order.ship_total === '0.00' ? 'Grátis' : order.display_ship_total}`,
      ...(order.adjustment_total !== '0.00' ? [`Desconto: ${order.display_adjustment_total}`] : []),
      `Total estimado: ${order.display_total}`,
      '',
      pix?.paid_at
        ? `Recebemos o seu Pix de ${formatBRL(payment!.amount)}: os produtos vendidos por peso podem variar, e depois da pesagem devolvemos por Pix o que passar do valor exato pesado.`
        : pix
          ? // Sent again by the staff before the payment (support): the way to pay, not a receipt.
            `Aguardamos o seu Pix de ${formatBRL(payment!.amount)}: pague com o QR code ou o código copia e cola em ${absolute(`/confirmacao/${order.number}`)}.`
          : card
            ? `Autorizamos até ${order.display_authorization_total} no cartão final ${card.last_digits}: os produtos vendidos por peso podem variar até 10%, e cobramos só o valor exato pesado.`
            : 'O pagamento será feito na entrega.',
      'O seu pedido passa por uma avaliação de crédito; avisaremos por email sobre cada etapa.',
      '',
      absolute(`/minha-conta/pedidos/${order.number}`),
      '',
      STORE_NAME,
    ]
      .filter((line, index, all) => line !== '' || all[index - 1] !== '')
      .join('\n'),
  };
}

/** The order left the shop with the driver. */
export function outForDeliveryMail(order: OrderJson): MailMessage {
  const { STORE_NAME } = config();
  return {
    to: order.email!,
    subject: `${STORE_NAME}: pedido #${order.number} a caminho`,
    text: [
      'Olá!',
      '',
      `O seu pedido #${order.number} saiu para entrega.`,
      'Acompanhe a entrega pelo link abaixo:',
      '',
      absolute(`/minha-conta/pedidos/${order.number}`),
      '',
      STORE_NAME,
    ].join('\n'),
  };
}

/** A Pix not paid in time: the order was given back (docs/business-rules.md, Payment: Pix). */
export function pixExpiredMail(order: OrderJson): MailMessage {
  const { STORE_NAME } = config();
  return {
    to: order.email!,
    subject: `${STORE_NAME}: o prazo do Pix do pedido #${order.number} acabou`,
    text: [
      'Olá!',
      '',
      `O prazo para pagar o Pix do pedido #${order.number} acabou e o pedido foi cancelado. Nenhum valor foi cobrado.`,
      'Os produtos e o horário de entrega foram liberados. Se ainda quiser as compras, é só fazer um novo pedido.',
      '',
      absolute('/'),
      '',
      STORE_NAME,
    ].join('\n'),
  };
}

/** What became of a cancelled order's money: a card's hold released, a paid Pix owed back. */
function canceledPaymentText(order: OrderJson): string {
  const pix = order.payments.findLast((payment) => payment.pix !== null)?.pix;
  if (order.refunds.length > 0) {
    return pix
      ? `O valor pago no Pix foi estornado: ${refundedText(order)}. Ele volta para a conta de onde o Pix foi pago.`
      : `O valor cobrado no cartão foi estornado: ${refundedText(order)}. Ele volta ao limite do cartão no prazo da operadora.`;
  }
  if (!pix) return 'Nenhum valor foi cobrado: a autorização no cartão foi liberada.';
  return pix.paid_at
    ? 'O valor pago no Pix será devolvido para a sua conta.'
    : 'Nenhum valor foi cobrado: o Pix não pode mais ser pago.';
}

/** The order was canceled, or its payment was not accepted. */
export function orderCanceledMail(order: OrderJson, reason: 'canceled' | 'payment_denied'): MailMessage {
  const { STORE_NAME, STORE_PHONE } = config();
  return {
    to: order.email!,
    subject:
      reason === 'canceled'
        ? `${STORE_NAME}: pedido #${order.number} cancelado`
        : `${STORE_NAME}: pagamento do pedido #${order.number} não aprovado`,
    text: [
      'Olá!',
      '',
      reason === 'canceled'
        ? `O seu pedido #${order.number} foi cancelado. ${canceledPaymentText(order)}`
        : `Estamos tendo problemas para aceitar o seu método de pagamento no pedido #${order.number}. Ligue para ${STORE_PHONE} e resolvemos juntos.`,
      '',
      STORE_NAME,
    ].join('\n'),
  };
}

/** The order's refunds together, in pt-BR BRL ('R$ 25,90'). */
function refundedText(order: OrderJson): string {
  const cents = order.refunds.reduce((sum, refund) => sum + microsToCents(parseAmount(refund.amount)), 0n);
  return formatBRL(formatCents(cents));
}

/** A refund of the captured card payment (docs/business-rules.md, Refunds): how much, on which card. */
export function refundMail(order: OrderJson, amountCents: bigint): MailMessage {
  const { STORE_NAME } = config();
  const amount = formatBRL(formatCents(amountCents));
  return {
    to: order.email!,
    subject: `${STORE_NAME}: estorno de ${amount} no pedido #${order.number}`,
    text: ['Olá!', '', ...refundText(order, amount), '', orderLink(order), '', STORE_NAME].join('\n'),
  };
}

/** Where the refund goes: the paid Pix's account, or the card's limit. */
function refundText(order: OrderJson, amount: string): string[] {
  const paidByPix = order.payments.some((payment) => payment.pix?.paid_at);
  if (paidByPix) {
    return [
      `Fizemos um estorno de ${amount} referente ao seu pedido #${order.number}, pago com Pix.`,
      'O valor volta para a conta de onde o Pix foi pago.',
    ];
  }
  const card = order.payments.findLast((payment) => payment.source)?.source;
  return [
    `Fizemos um estorno de ${amount} referente ao seu pedido #${order.number}${card ? `, no cartão final ${card.last_digits}` : ''}.`,
    'O valor volta ao limite do cartão no prazo da operadora (em geral, até a próxima fatura).',
  ];
}

/** The link to the order in the customer's account. */
function orderLink(order: OrderJson): string {
  return absolute(`/minha-conta/pedidos/${order.number}`);
}

/** Lines weighed as 0 at packaging ('Sem estoque'): dropped from the order, not charged. */
export function outOfStockMail(order: OrderJson, droppedLineIds: readonly number[]): MailMessage {
  const { STORE_NAME } = config();
  const names = order.line_items
    .filter((line) => droppedLineIds.includes(line.id))
    .map((line) => `- ${line.variant.name}`);
  return {
    to: order.email!,
    subject: `${STORE_NAME}: item em falta no pedido #${order.number}`,
    text: [
      'Olá!',
      '',
      `Ao separar o seu pedido #${order.number}, ficamos sem estoque de:`,
      ...names,
      '',
      names.length > 1
        ? 'Esses itens foram retirados do pedido e não serão cobrados.'
        : 'Esse item foi retirado do pedido e não será cobrado.',
      'Cobramos só o que foi separado e pesado.',
      '',
      orderLink(order),
      '',
      STORE_NAME,
    ].join('\n'),
  };
}

/** A pickup order is ready: where and when to fetch it (the store's address and opening hours). */
export function readyForPickupMail(order: OrderJson, store: { address: string; hours: string }): MailMessage {
  const { STORE_NAME } = config();
  const rate = order.shipments[0]?.selected_shipping_rate;
  const onDelivery = !order.payments.at(-1)?.source;
  const amount = order.produced_amount ?? order.total;
  return {
    to: order.email!,
    subject: `${STORE_NAME}: pedido #${order.number} pronto para retirada`,
    text: [
      'Olá!',
      '',
      `O seu pedido #${order.number} está pronto para retirada.`,
      '',
      `Endereço: ${store.address}`,
      `Horário da loja: ${store.hours}`,
      rate?.delivery_window_start && rate.delivery_window_end
        ? `Retirada: ${windowText(rate.delivery_window_start, rate.delivery_window_end)}`
        : '',
      '',
      onDelivery
        ? `Valor a pagar na retirada: R$ ${amount.replace('.', ',')}`
        : `Valor cobrado no cartão: R$ ${amount.replace('.', ',')}`,
      'Informe o número do pedido no balcão.',
      '',
      orderLink(order),
      '',
      STORE_NAME,
    ]
      .filter((line, index, all) => line !== '' || all[index - 1] !== '')
      .join('\n'),
  };
}
