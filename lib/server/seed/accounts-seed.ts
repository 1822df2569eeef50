/**
 * The payment methods (the store's own: every start), and the demo accounts, added with the demo
 * catalogue only (./seed.ts: never to a database that has one, docs/operations.md): the demo customer, so
 * that a newcomer can try every account page at once: demo@exemplo.com.br / churrasco2026, with a home
 * address, a company address and a saved test card; and one demo staff member of each role
 * (docs/business-rules.md, Staff roles): the manager (equipe@casadacarne.com.br / balcao2026, also the
 * command line's), a counter attendant and a driver. Their passwords are published: a real shop's
 * database must not hold them. Idempotent: rows that exist are left alone.
 */
import { eq, sql } from 'drizzle-orm';
import { cpfColumns } from '../auth/cpf-vault';
import { hashPassword } from '../auth/password-hash';
import type { Db } from '../db/database';
import type { StaffRole } from '@/lib/rules/staff-roles';
import { addresses, creditCards, paymentMethods } from '../accounts/schema';
import { users } from '../auth/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_EMAIL = 'demo@exemplo.com.br';
export const DEMO_PASSWORD = 'churrasco2026';
/** The demo manager (back office and `npm run admin`): change the passwords in a real shop. */
export const STAFF_EMAIL = 'equipe@casadacarne.com.br';
export const STAFF_PASSWORD = 'balcao2026';

/** The demo staff, one of each role. */
export const DEMO_STAFF: readonly {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: StaffRole;
}[] = [
  {
    email: STAFF_EMAIL,
    password: STAFF_PASSWORD,
    firstName: 'Equipe',
    lastName: 'Casa da Carne',
    phone: '7133334444',
    role: 'manager',
  },
  {
    email: 'atendente@casadacarne.com.br',
    password: 'atendente2026',
    firstName: 'Carla',
    lastName: 'Menezes',
    phone: '71988881111',
    role: 'counter',
  },
  {
    email: 'entregador@casadacarne.com.br',
    password: 'entregador2026',
    firstName: 'Josué',
    lastName: 'Santos',
    phone: '71988882222',
    role: 'driver',
  },
];

/** Id 1 is the online credit card (payment method id 1 shows the card's digits). */
export const PAYMENT_METHODS = [
  {
    id: 1,
    name: 'Cartão de crédito',
    description: 'Autorizado online; cobramos só o valor exato pesado.',
    methodType: 'gateway' as const,
    position: 0,
  },
  {
    id: 2,
    name: 'Cartão de débito na entrega',
    description: 'Pague com débito na maquininha do entregador.',
    methodType: 'on_delivery' as const,
    position: 1,
  },
  {
    id: 3,
    name: 'Vale-refeição ou vale-alimentação na entrega',
    description: 'Pague com o seu cartão de vale na entrega.',
    methodType: 'on_delivery' as const,
    position: 2,
  },
  {
    id: 4,
    name: 'Pix',
    description: 'Pague na hora pelo app do seu banco, com o QR code ou o código copia e cola.',
    methodType: 'pix' as const,
    // Beside the card (same position, higher id): the online methods first.
    position: 0,
  },
];

/** The shop's payment methods: store settings, not demo data. */
export async function seedPaymentMethods(tx: Tx): Promise<void> {
  await tx.insert(paymentMethods).values(PAYMENT_METHODS).onConflictDoNothing();
  // Explicit ids do not move the serial's sequence: move it past them for later inserts.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('payment_methods', 'id'), (select max(id) from payment_methods))`,
  );
}

/** The demo staff and the demo customer, with published passwords: with the demo catalogue only. */
export async function seedDemoAccounts(tx: Tx): Promise<void> {
  for (const member of DEMO_STAFF) {
    const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    if (staff) continue;
    const { password, ...fields } = member;
    await tx.insert(users).values({ ...fields, passwordHash: await hashPassword(password) });
  }

  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing) return;
  const [demo] = await tx
    .insert(users)
    .values({
      email: DEMO_EMAIL,
      firstName: 'Maria',
      lastName: 'Souza',
      ...cpfColumns('52998224725'),
      phone: '71999998888',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      // The demo customer's and card's ids at the built-in test gateway (docs/business-rules.md, Saved cards).
      gatewayCustomerId: 'cus_test_demo',
    })
    .returning({ id: users.id });
  await tx.insert(addresses).values([
    {
      userId: demo!.id,
      firstname: 'Maria Souza',
      address1: 'Rua das Hortênsias, 120',
      address2: 'Apto 302',
      neighborhood: 'Pituba',
      city: 'Salvador',
      zipcode: '41810010',
      phone: '71999998888',
      reference: 'Em frente à padaria',
      latitude: '-13.000840',
      longitude: '-38.457460',
    },
    {
      userId: demo!.id,
      firstname: 'Maria Souza',
      address1: 'Avenida Santos Dumont, 5000',
      address2: 'Loja 12',
      neighborhood: 'Centro',
      city: 'Lauro de Freitas',
      zipcode: '42700000',
      phone: '7133334444',
      reference: 'Ao lado do posto de gasolina',
      cnpj: '11222333000181',
      ieCompany: '12345663',
      company: 'Churrascaria Boi na Brasa Ltda',
      latitude: '-12.894270',
      longitude: '-38.326830',
    },
  ]);
  await tx.insert(creditCards).values({
    userId: demo!.id,
    paymentMethodId: 1,
    // Saved at the built-in test gateway: its first token (spent) and its card id there, from which a
    // token is made with the CVV for each order. The card number itself is never stored.
    gatewayToken: 'tok_test_approve_demo1111',
    gatewayCardId: 'card_test_approve_demo1111',
    ccType: 'visa',
    lastDigits: '1111',
    name: 'MARIA SOUZA',
    month: 12,
    year: 2030,
  });
}
