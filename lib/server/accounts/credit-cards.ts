/** A customer's saved cards (created by the checkout's payment step through the gateway). */
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { Db } from '../db/database';
import { creditCards } from './schema';

const CARD_NOT_FOUND = 'Cartão não encontrado';

/** Hides the card from the customer; payments made with it keep their reference. */
export async function deleteCreditCard(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .update(creditCards)
    .set({ deletedAt: new Date() })
    .where(and(eq(creditCards.id, id), eq(creditCards.userId, userId), isNull(creditCards.deletedAt)))
    .returning({ id: creditCards.id });
  if (!row) throw new NotFoundError(CARD_NOT_FOUND);
}
