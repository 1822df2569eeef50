/**
 * The built-in test gateway: behaves like a real one, with its ledger in its own table (as a real gateway
 * keeps its records on its side, they survive the shop's restarts). Test cards:
 * - 4111 1111 1111 1111 (Visa), 5555 5555 5555 4444 (Mastercard), 5067 7667 8388 8311 (Elo) and
 *   6062 8200 0000 0003 (Hipercard) approve;
 * - 4000 0000 0000 0002 is declined by the bank; 4000 0000 0000 0119 fails with a processing error;
 * - a number failing the Luhn check, or an expired card, is refused at tokenization.
 * The token says how its card will behave (as Stripe's test tokens do); the number is not kept. As Mercado
 * Pago's, a token pays once; a card saved with it (`saveCard`) gets an id that says the same, and a later
 * payment's token is made from that id and the CVV (`tokenizeSavedCard`) until the card is deleted.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { createStaticPix, hasError } from 'pix-utils';
import { isCardExpired } from '@/lib/account/card-expiry';
import { passesLuhn } from '@/lib/rules/card-numbers';
import { cardBrandOf, CARD_TOKEN_MESSAGES } from '@/lib/rules/card-tokens';
import type { Db, Tx } from '../db/db';
import { config } from '../config';
import {
  testGatewayDeletedTokens,
  testGatewayPixCharges,
  testGatewayRefunds,
  testGatewayTransactions,
} from './schema';
import { GatewayRefusal, type AuthorizationResult, type PaymentGateway, type PixCharge } from './gateway';

const DECLINED_NUMBER = '4000000000000002';
const FAILING_NUMBER = '4000000000000119';

const GATEWAY_MESSAGES = {
  invalidNumber: CARD_TOKEN_MESSAGES.invalidNumber,
  expired: 'Cartão vencido',
  declined: 'Pagamento recusado pelo banco emissor do cartão. Use outro cartão ou forma de pagamento.',
  failed: 'Não conseguimos processar o pagamento agora. Tente novamente ou use outra forma de pagamento.',
  // The rules' one text for a card the gateway does not know (docs/business-rules.md, Payment).
  unknownToken: CARD_TOKEN_MESSAGES.token,
} as const;

type Outcome = 'approve' | 'decline' | 'fail';
const TOKEN = /^tok_test_(approve|decline|fail)_[A-Za-z0-9_-]+$/;
const CARD_ID = /^card_test_(approve|decline|fail)_[A-Za-z0-9_-]+$/;
const randomPart = () => randomBytes(12).toString('base64url');

function outcomeOf(number: string): Outcome {
  if (number === DECLINED_NUMBER) return 'decline';
  if (number === FAILING_NUMBER) return 'fail';
  return 'approve';
}

/**
 * The test gateway tokenises cards on the shop's server (its own call, POST /v2/card_tokens), and its
 * demo bank pays Pix charges.
 */
type TestGateway = PaymentGateway & {
  tokenize: NonNullable<PaymentGateway['tokenize']>;
  tokenizeSavedCard: NonNullable<PaymentGateway['tokenizeSavedCard']>;
  payPix: NonNullable<PaymentGateway['payPix']>;
};

export function createTestGateway(
  getDb: () => Promise<Db>,
  clock: () => Date = () => new Date(),
): TestGateway {
  return {
    async tokenize(card) {
      if (!passesLuhn(card.number)) return { ok: false, message: GATEWAY_MESSAGES.invalidNumber };
      if (isCardExpired(card, clock())) return { ok: false, message: GATEWAY_MESSAGES.expired };
      const token = `tok_test_${outcomeOf(card.number)}_${randomPart()}`;
      return { ok: true, token, brand: cardBrandOf(card.number), lastDigits: card.number.slice(-4) };
    },

    async tokenizeSavedCard({ cardId }) {
      const outcome = CARD_ID.exec(cardId)?.[1];
      const [deleted] = await (
        await getDb()
      )
        .select()
        .from(testGatewayDeletedTokens)
        .where(eq(testGatewayDeletedTokens.token, cardId));
      if (!outcome || deleted) return { ok: false, message: GATEWAY_MESSAGES.unknownToken };
      return { ok: true, token: `tok_test_${outcome}_${randomPart()}` };
    },

    async saveCard({ token, customerId, payer }) {
      const outcome = TOKEN.exec(token)?.[1];
      if (!outcome) throw new Error('test gateway: no such card token');
      // The customer of an e-mail is always the same one: found and created at once.
      const customer =
        customerId ??
        `cus_test_${createHash('sha256').update(payer.email.toLowerCase()).digest('hex').slice(0, 20)}`;
      return { customerId: customer, cardId: `card_test_${outcome}_${randomPart()}` };
    },

    async authorize({ idempotencyKey, token, amountCents }) {
      const outcome = TOKEN.exec(token)?.[1] as Outcome | undefined;
      let result: AuthorizationResult =
        outcome === 'approve'
          ? { status: 'authorized' }
          : outcome === 'fail'
            ? { status: 'failed', message: GATEWAY_MESSAGES.failed }
            : {
                status: 'declined',
                message: outcome ? GATEWAY_MESSAGES.declined : GATEWAY_MESSAGES.unknownToken,
              };
      const db = await getDb();
      const [deleted] = await db
        .select()
        .from(testGatewayDeletedTokens)
        .where(eq(testGatewayDeletedTokens.token, token));
      // A token pays once: one used by another payment is no card any more.
      const [spent] = await db
        .select({ key: testGatewayTransactions.idempotencyKey })
        .from(testGatewayTransactions)
        .where(
          and(
            eq(testGatewayTransactions.token, token),
            ne(testGatewayTransactions.idempotencyKey, idempotencyKey),
          ),
        )
        .limit(1);
      if (deleted || spent) result = { status: 'declined', message: GATEWAY_MESSAGES.unknownToken };
      // The first call with a key decides; a repeated key answers the recorded outcome.
      await db
        .insert(testGatewayTransactions)
        .values({
          idempotencyKey,
          token,
          state: result.status === 'authorized' ? 'authorized' : result.status,
          authorizedCents: result.status === 'authorized' ? amountCents : 0,
          message: result.status === 'authorized' ? null : result.message,
        })
        .onConflictDoNothing();
      const [recorded] = await db
        .select()
        .from(testGatewayTransactions)
        .where(eq(testGatewayTransactions.idempotencyKey, idempotencyKey));
      if (!recorded) throw new Error('test gateway: transaction not recorded');
      if (recorded.state === 'declined' || recorded.state === 'failed') {
        return { status: recorded.state, message: recorded.message ?? GATEWAY_MESSAGES.declined };
      }
      return { status: 'authorized' };
    },

    async capture(idempotencyKey, amountCents) {
      const db = await getDb();
      const [row] = await db
        .update(testGatewayTransactions)
        .set({ state: 'captured', capturedCents: amountCents, updatedAt: new Date() })
        .where(
          sql`${testGatewayTransactions.idempotencyKey} = ${idempotencyKey}
            and ${testGatewayTransactions.state} = 'authorized'
            and ${testGatewayTransactions.authorizedCents} >= ${amountCents}`,
        )
        .returning();
      if (row) return;
      // A repeated capture of the same amount (the shop lost the first answer) is the same capture.
      const [existing] = await db
        .select()
        .from(testGatewayTransactions)
        .where(eq(testGatewayTransactions.idempotencyKey, idempotencyKey));
      if (existing?.state === 'captured' && existing.capturedCents === amountCents) return;
      // Refused for good, as Mercado Pago's: asked again, refused again.
      throw new GatewayRefusal('test gateway: nothing to capture, or more than authorised');
    },

    async void(idempotencyKey) {
      const db = await getDb();
      await db
        .update(testGatewayTransactions)
        .set({ state: 'voided', updatedAt: new Date() })
        .where(
          sql`${testGatewayTransactions.idempotencyKey} = ${idempotencyKey} and ${testGatewayTransactions.state} = 'authorized'`,
        );
    },

    // Pix (docs/business-rules.md, Payment: Pix): a static BR Code with the amount and a txid for the
    // configured demo key; the demo's bank pays it through payTestPix.
    async createPix({ idempotencyKey, amountCents, expiresAt, description }) {
      const db = await getDb();
      await db
        .insert(testGatewayPixCharges)
        .values({
          idempotencyKey,
          amountCents,
          brCode: brCodeFor(idempotencyKey, amountCents, description),
          expiresAt,
        })
        .onConflictDoNothing();
      const charge = await findPixCharge(db, idempotencyKey);
      if (!charge) throw new Error('test gateway: Pix charge not recorded');
      return charge;
    },

    async findPix(idempotencyKey) {
      return findPixCharge(await getDb(), idempotencyKey);
    },

    payPix: (idempotencyKey, now) => payTestPix(getDb, idempotencyKey, () => now),

    async cancelPix(idempotencyKey) {
      const db = await getDb();
      await db
        .update(testGatewayPixCharges)
        .set({ state: 'canceled', updatedAt: clock() })
        .where(
          and(
            eq(testGatewayPixCharges.idempotencyKey, idempotencyKey),
            eq(testGatewayPixCharges.state, 'pending'),
          ),
        );
      return findPixCharge(db, idempotencyKey);
    },

    async find(idempotencyKey) {
      const db = await getDb();
      const [row] = await db
        .select()
        .from(testGatewayTransactions)
        .where(eq(testGatewayTransactions.idempotencyKey, idempotencyKey));
      return row
        ? { state: row.state, authorizedCents: row.authorizedCents, capturedCents: row.capturedCents }
        : null;
    },

    async deleteCard({ cardId }) {
      const db = await getDb();
      await db.insert(testGatewayDeletedTokens).values({ token: cardId }).onConflictDoNothing();
    },

    async refund({ idempotencyKey, refundKey, amountCents }) {
      const db = await getDb();
      await db.transaction(async (tx) => {
        // The payment's row is locked: two refunds of one payment are judged one after the other.
        const refundable = await lockRefundable(tx, idempotencyKey);
        if (refundable === null) throw new Error('test gateway: nothing captured to refund');
        const refunds = await tx
          .select()
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.idempotencyKey, idempotencyKey));
        const repeated = refunds.find((refund) => refund.refundKey === refundKey);
        // Refused for good, as Mercado Pago answers these (400): asked again, refused again.
        if (repeated) {
          if (repeated.amountCents === amountCents) return;
          throw new GatewayRefusal('test gateway: refund key reused for another amount');
        }
        const refunded = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
        if (amountCents <= 0 || refunded + amountCents > refundable) {
          throw new GatewayRefusal('test gateway: refund above what is left of the capture');
        }
        await tx.insert(testGatewayRefunds).values({ refundKey, idempotencyKey, amountCents });
      });
    },
  };
}

/** What a captured card transaction or a paid Pix charge of `key` took, locked; null when neither. */
async function lockRefundable(tx: Tx, key: string): Promise<number | null> {
  const [card] = await tx
    .select()
    .from(testGatewayTransactions)
    .where(eq(testGatewayTransactions.idempotencyKey, key))
    .for('update');
  if (card) return card.state === 'captured' ? card.capturedCents : null;
  const [pix] = await tx
    .select()
    .from(testGatewayPixCharges)
    .where(eq(testGatewayPixCharges.idempotencyKey, key))
    .for('update');
  return pix?.state === 'paid' ? pix.amountCents : null;
}

/** The Pix BR Code of a charge: the demo key, the amount, and a txid (at most 25 letters and digits). */
function brCodeFor(idempotencyKey: string, amountCents: number, description: string): string {
  const pix = createStaticPix({
    merchantName: config().STORE_NAME.slice(0, 25),
    merchantCity: 'Salvador',
    pixKey: config().PIX_KEY,
    infoAdicional: description.slice(0, 40),
    txid: idempotencyKey.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
    transactionAmount: amountCents / 100,
  });
  if (hasError(pix)) throw new Error('test gateway: invalid Pix code');
  return pix.toBRCode();
}

async function findPixCharge(db: Db, idempotencyKey: string): Promise<PixCharge | null> {
  const [row] = await db
    .select()
    .from(testGatewayPixCharges)
    .where(eq(testGatewayPixCharges.idempotencyKey, idempotencyKey));
  return row
    ? {
        state: row.state,
        amountCents: row.amountCents,
        brCode: row.brCode,
        expiresAt: row.expiresAt,
        paidAt: row.paidAt,
      }
    : null;
}

/**
 * The demo's bank paying a Pix of the test gateway (`npm run admin -- pix-pago`, the staff's call, the
 * tests): a pending charge becomes paid, once. Answers the charge as it stands (canceled: too late, nothing
 * paid; null: unknown key). The shop then applies the gateway's state as a webhook would
 * (lib/server/checkout/pix.ts).
 */
export async function payTestPix(
  getDb: () => Promise<Db>,
  idempotencyKey: string,
  clock: () => Date = () => new Date(),
): Promise<PixCharge | null> {
  const db = await getDb();
  const now = clock();
  await db
    .update(testGatewayPixCharges)
    .set({ state: 'paid', paidAt: now, updatedAt: now })
    .where(
      and(
        eq(testGatewayPixCharges.idempotencyKey, idempotencyKey),
        eq(testGatewayPixCharges.state, 'pending'),
      ),
    );
  return findPixCharge(db, idempotencyKey);
}
