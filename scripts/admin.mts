/**
 * `npm run admin -- <command> ...`: the back office from a terminal at the counter (docs/business-rules.md,
 * Order and delivery states).
 * Talks to the running shop's back-office API as a staff member; prints short answers in Portuguese and
 * never a stack trace. `npm run admin -- ajuda` lists the commands.
 */
import { ADMIN_USAGE, adminCall, nextOrdersCommand, UsageError } from '../lib/orders/admin-commands.ts';
import { failureMessage, staffCall } from './staff-api.mts';

interface OrderAnswer {
  number: string;
  state: string;
  fulfillment_state: string | null;
  delivery_state: string | null;
  display_total: string;
  produced_amount: string | null;
  line_items?: {
    id: number;
    quantity: number;
    produced_quantity: number | null;
    variant: { name: string; unit_for_quantity: string };
  }[];
}

function describe(order: OrderAnswer): string {
  const lines = [
    `#${order.number}  ${order.state}  preparo: ${order.fulfillment_state ?? '-'}  entrega: ${order.delivery_state ?? '-'}  total: ${order.display_total}${order.produced_amount ? `  cobrado: R$ ${order.produced_amount}` : ''}`,
  ];
  for (const line of order.line_items ?? []) {
    const unit = line.variant.unit_for_quantity === 'g' ? 'g' : 'un';
    lines.push(
      `   item ${line.id}: ${line.variant.name} ${line.quantity} ${unit}${line.produced_quantity === null ? '' : ` (pesado ${line.produced_quantity} ${unit})`}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || ['ajuda', 'help', '--help', '-h'].includes(args[0]!)) {
    console.log(ADMIN_USAGE);
    return 0;
  }
  const call = adminCall(args);
  const body = await staffCall<
    {
      orders?: OrderAnswer[];
      next_cursor?: string | null;
      jobs?: {
        id: string;
        name: string;
        state: string;
        retries: number;
        error: string;
        created_at: string;
      }[];
    } & OrderAnswer
  >(call.method, call.path, call.body);
  if (!body) return 1;
  if ('slug' in body) {
    const variant = body as unknown as {
      id: number;
      name: string;
      price: string;
      total_on_hand: number;
      unit_for_quantity: string;
    };
    console.log(
      `${variant.id} ${variant.name}: preço ${variant.price} por ${variant.unit_for_quantity === 'g' ? 'grama' : 'unidade'}, estoque ${variant.total_on_hand}`,
    );
  } else if (body.jobs) {
    if (body.jobs.length === 0) console.log('Nenhuma tarefa com falha.');
    for (const job of body.jobs) {
      const state = job.state === 'retry' ? 'aguardando nova tentativa' : 'falhou';
      console.log(`${job.created_at}  ${job.name}  ${state} (${job.retries} novas tentativas): ${job.error}`);
    }
  } else if (body.orders) {
    if (body.orders.length === 0) console.log('Nenhum pedido.');
    for (const order of body.orders) console.log(describe({ ...order, line_items: undefined }));
    if (body.next_cursor) console.log(`\nMais pedidos: ${nextOrdersCommand(args, body.next_cursor)}`);
  } else {
    console.log(describe(body));
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof UsageError ? `${error.message}\n\n${ADMIN_USAGE}` : failureMessage(error));
  process.exitCode = 1;
}
