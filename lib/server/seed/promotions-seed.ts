/**
 * Demo coupons, so that a newcomer can try them at checkout. Idempotent: codes that exist are left alone.
 * - BEMVINDO10: 10 % off the items, once per customer (advertised at checkout);
 * - CHURRAS20: R$ 20,00 off from R$ 150,00 of items (advertised);
 * - FRETEGRATIS: free shipping from R$ 60,00 of items;
 * - BLACK2025: expired, to see the message.
 */
import type { Db } from '../db/database';
import { promotions } from '../checkout/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const FROM = new Date('2026-01-01T00:00:00-03:00');

const DEMO_PROMOTIONS = [
  {
    code: 'BEMVINDO10',
    name: '10% de desconto nos produtos',
    kind: 'percent' as const,
    amount: '10',
    perCustomerLimit: 1,
    startsAt: FROM,
    advertised: true,
  },
  {
    code: 'CHURRAS20',
    name: 'R$ 20 de desconto a partir de R$ 150 em produtos',
    kind: 'fixed' as const,
    amount: '20.00',
    minItemTotal: '150.00',
    startsAt: FROM,
    advertised: true,
  },
  {
    code: 'FRETEGRATIS',
    name: 'Frete grátis a partir de R$ 60 em produtos',
    kind: 'free_shipping' as const,
    minItemTotal: '60.00',
    startsAt: FROM,
  },
  {
    code: 'BLACK2025',
    name: '25% na Black Friday 2025',
    kind: 'percent' as const,
    amount: '25',
    startsAt: new Date('2025-11-28T00:00:00-03:00'),
    expiresAt: new Date('2025-12-01T00:00:00-03:00'),
  },
];

export async function seedPromotions(tx: Tx): Promise<void> {
  await tx.insert(promotions).values(DEMO_PROMOTIONS).onConflictDoNothing();
}
