/**
 * The staff's command line (`npm run admin -- <command> ...`, scripts/admin.mts): each command becomes one
 * call of the back-office API. Pure, so that every command and every mistake is tested.
 */
import { STAFF_ORDERS_CURSOR } from '@/lib/sales-api/admin';

export interface AdminCall {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  body?: unknown;
}

export const ADMIN_USAGE = `Uso: npm run admin -- <comando> [argumentos]

  pedidos [estado] [continuação]        lista 50 pedidos, os mais novos primeiro (estado de preparo opcional,
                                        ex.: packaging; a continuação, impressa ao fim, lista os seguintes)
  ver <pedido>                          mostra um pedido
  preparo <pedido> <estado>             pending, preparation_queue, preparation, packaging_queue, packaging, ready
  entrega <pedido> <estado> ["motivo"]  planned (com entregador), in_progress, success, completed, failed (com o motivo)
  pesado <pedido> <item>=<qtd> ...      quantidades pesadas na embalagem (gramas ou unidades) e captura
  entregador <pedido> "<nome>" <placa>  atribui entregador e veículo
  posicao <pedido> <lat> <lng>          posição atual do entregador
  nfe <pedido> <url https>              link da NF-e
  cancelar <pedido>                     cancela: libera o cartão, devolve estoque e horário
  negar-pagamento <pedido>              pagamento negado (durante a avaliação)
  pix-pago <pedido>                     demonstração: o banco paga o Pix do pedido (gateway de teste)
  estoque <variante> <quantidade>       estoque de um produto (gramas ou unidades); avisa quem pediu
  preco <variante> <preço>              preço por grama ou por unidade (ex.: 0.0899 ou 12.90)
  falhas                                tarefas de fundo que falharam (e-mails, ...): aguardando nova tentativa ou desistidas

Conexão: ADMIN_URL (padrão http://localhost:3000), ADMIN_EMAIL e ADMIN_PASSWORD (padrão: a equipe de demonstração).`;

export class UsageError extends Error {}

const ORDER = /^R\d{9}$/;

function order(value: string | undefined): string {
  const number = value?.toUpperCase();
  if (!number || !ORDER.test(number))
    throw new UsageError(`Número de pedido inválido: ${value ?? '(faltando)'} (ex.: R123456789)`);
  return number;
}

function variant(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value))
    throw new UsageError(`Variante inválida: ${value ?? '(faltando)'} (o número do produto)`);
  return Number(value);
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`Faltando: ${what}`);
  return value;
}

function coordinate(value: string | undefined, what: string): number {
  const number = Number(need(value, what));
  if (!Number.isFinite(number)) throw new UsageError(`${what} inválida: ${value}`);
  return number;
}

/** `pedidos [estado] [continuação]`: the state may be left out before a continuation. */
function ordersListArgs(first: string | undefined, second: string | undefined) {
  return first && STAFF_ORDERS_CURSOR.test(first) ? { cursor: first } : { state: first, cursor: second };
}

/** The command that lists the orders after those `args` listed, from the answer's next_cursor. */
export function nextOrdersCommand(args: readonly string[], nextCursor: string): string {
  const { state } = ordersListArgs(args[1], args[2]);
  return `npm run admin -- pedidos ${state ? `${state} ` : ''}${nextCursor}`;
}

export function adminCall(args: readonly string[], now: Date = new Date()): AdminCall {
  const [command, first, ...rest] = args;
  switch (command) {
    case 'pedidos': {
      const { state, cursor } = ordersListArgs(first, rest[0]);
      const query = new URLSearchParams({
        ...(state ? { fulfillment_state: state } : {}),
        ...(cursor ? { cursor } : {}),
      }).toString();
      return { method: 'GET', path: `/admin/orders${query ? `?${query}` : ''}` };
    }
    case 'ver':
      return { method: 'GET', path: `/admin/orders/${order(first)}` };
    case 'preparo':
      return {
        method: 'PUT',
        path: `/admin/orders/${order(first)}/fulfillment`,
        body: { state: need(rest[0], 'estado') },
      };
    case 'entrega':
      return {
        method: 'PUT',
        path: `/admin/orders/${order(first)}/delivery`,
        // 'Não entregue' needs its reason (docs/business-rules.md, Staff roles: Driver).
        body: { state: need(rest[0], 'estado'), ...(rest[1] !== undefined && { reason: rest[1] }) },
      };
    case 'pesado': {
      if (rest.length === 0) throw new UsageError('Informe ao menos um item: <item>=<quantidade>');
      const lineItems = rest.map((pair) => {
        const match = /^(\d+)=(\d+)$/.exec(pair);
        if (!match) throw new UsageError(`Item inválido: ${pair} (use <item>=<quantidade>, ex.: 12=1050)`);
        return { id: Number(match[1]), quantity: Number(match[2]) };
      });
      return {
        method: 'PUT',
        path: `/admin/orders/${order(first)}/produced`,
        body: { line_items: lineItems },
      };
    }
    case 'entregador':
      return {
        method: 'PUT',
        path: `/admin/orders/${order(first)}/driver`,
        body: { name: need(rest[0], 'nome do entregador'), license_plate: need(rest[1], 'placa') },
      };
    case 'posicao':
      return {
        method: 'POST',
        path: `/admin/orders/${order(first)}/locations`,
        body: {
          latitude: coordinate(rest[0], 'Latitude'),
          longitude: coordinate(rest[1], 'Longitude'),
          client_time: now.toISOString(),
        },
      };
    case 'nfe':
      return {
        method: 'PUT',
        path: `/admin/orders/${order(first)}/sale_receipt`,
        body: { url: need(rest[0], 'url') },
      };
    case 'cancelar':
      return { method: 'PUT', path: `/admin/orders/${order(first)}/cancel` };
    case 'negar-pagamento':
      return { method: 'PUT', path: `/admin/orders/${order(first)}/payment_denied` };
    case 'pix-pago':
      return { method: 'PUT', path: `/admin/orders/${order(first)}/pix_paid` };
    case 'estoque': {
      const quantity = need(rest[0], 'quantidade');
      if (!/^\d+$/.test(quantity)) throw new UsageError(`Quantidade inválida: ${quantity}`);
      return {
        method: 'PUT',
        path: `/admin/variants/${variant(first)}`,
        body: { total_on_hand: Number(quantity) },
      };
    }
    case 'preco':
      return {
        method: 'PUT',
        path: `/admin/variants/${variant(first)}`,
        body: { price: need(rest[0], 'preço').replace(',', '.') },
      };
    case 'falhas':
      return { method: 'GET', path: '/admin/jobs/problems' };
    default:
      throw new UsageError(command ? `Comando desconhecido: ${command}` : 'Informe um comando');
  }
}
