/**
 * A customer's saved cards (docs/business-rules.md, Saved cards): created by the checkout's payment step,
 * kept at the gateway among the customer's cards once their first payment is authorised
 * (lib/server/checkout/completion.ts), deleted there when the customer deletes them or their account.
 */
import 'server-only';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { NotFoundError, SalesError } from '@/lib/sales-api/errors';
import { users } from '../auth/schema';
import type { Db } from '../db/database';
import { logger } from '../logger';
import type { PaymentGateway } from '../payments/gateway';
import { creditCards } from './schema';

const CARD_NOT_FOUND = 'Cartão não encontrado';
export const CARD_NOT_DELETED = 'Não conseguimos deletar o cartão agora. Tente novamente em instantes.';

/**
 * Deletes the customer's cards kept at the gateway (all of them, or the one `cardId`): the gateway forgets
 * them first, so that no token can be made from them again. A gateway that does not answer throws 503
 * (`unavailable`) and nothing is deleted here: the customer tries again.
 */
export async function deleteCardsAtGateway(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  cardId?: number,
): Promise<void> {
  const kept = await db
    .select({ id: creditCards.id, cardId: creditCards.gatewayCardId, customerId: users.gatewayCustomerId })
    .from(creditCards)
    .innerJoin(users, eq(users.id, creditCards.userId))
    .where(
      and(
        eq(creditCards.userId, userId),
        isNotNull(creditCards.gatewayCardId),
        cardId === undefined ? undefined : eq(creditCards.id, cardId),
      ),
    );
  for (const card of kept) {
    if (card.customerId === null) continue;
    try {
      await gateway.deleteCard({ customerId: card.customerId, cardId: card.cardId! });
    } catch (error) {
      logger.warn({ err: error, card: card.id }, 'saved card not deleted at the gateway');
      throw new SalesError('unavailable', CARD_NOT_DELETED);
    }
  }
}

/** Hides the card from the customer once the gateway forgot it; payments made with it keep their reference. */
export async function deleteCreditCard(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  id: number,
): Promise<void> {
  const live = and(eq(creditCards.id, id), eq(creditCards.userId, userId), isNull(creditCards.deletedAt));
  const [card] = await db.select({ id: creditCards.id }).from(creditCards).where(live);
  if (!card) throw new NotFoundError(CARD_NOT_FOUND);
  await deleteCardsAtGateway(db, gateway, userId, id);
  await db.update(creditCards).set({ deletedAt: new Date() }).where(live);
}
