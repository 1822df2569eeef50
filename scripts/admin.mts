/**
 * `npm run admin -- <command> ...`: the back office from a terminal at the counter (spec 03 operations).
 * Talks to the running shop's back-office API as a staff member; prints short answers in Portuguese and
 * never a stack trace. `npm run admin -- ajuda` lists the commands.
 */
import { ADMIN_USAGE, adminCall, UsageError } from '../lib/orders/admin-commands.ts';

const BASE = (process.env.ADMIN_URL ?? 'http://localhost:3000').replace(/\/$/, '') + '/api/sales';
const EMAIL = process.env.ADMIN_EMAIL ?? 'equipe@casadacarne.com.br';
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'balcao2026';

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
  const login = await fetch(`${BASE}/v2/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!login.ok) {
    console.error(
      `Não foi possível entrar como ${EMAIL} (${login.status}). Confira ADMIN_EMAIL e ADMIN_PASSWORD.`,
    );
    return 1;
  }
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(BASE + call.path, {
    method: call.method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const body = (await response.json()) as {
    error?: string;
    errors?: Record<string, string[]>;
    orders?: OrderAnswer[];
    jobs?: { id: string; name: string; state: string; retries: number; error: string; created_at: string }[];
  } & OrderAnswer;
  if (!response.ok) {
    console.error(`Erro ${response.status}: ${body.error ?? ''}`);
    for (const [field, messages] of Object.entries(body.errors ?? {}))
      console.error(`  ${field}: ${messages.join('; ')}`);
    return 1;
  }
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
  } else {
    console.log(describe(body));
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
  } else if (error instanceof TypeError && String(error.message).includes('fetch failed')) {
    console.error(
      `A loja não respondeu em ${BASE}. Ela está rodando? (npm start; ADMIN_URL muda o endereço)`,
    );
  } else {
    console.error(`Falhou: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = 1;
}
