/** Account rows reshaped as the API's snake_case objects. */
import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  PaymentMethodJson,
  SavedAddressJson,
  SavedCreditCardJson,
  UserJson,
} from '@/lib/sales-api/accounts';
import { config } from '../config';
import { cardTokenizer } from '../payments/configured-gateway';
import type { Db } from '../db/database';
import { addresses, creditCards, paymentMethods } from './schema';
import { openCpf } from '../auth/cpf-vault';
import { users } from '../auth/schema';
import { cityDeliveryCost } from '../store/delivery-costs';

type AddressRow = typeof addresses.$inferSelect;
type CreditCardRow = typeof creditCards.$inferSelect;

export function toAddressJson(row: AddressRow): SavedAddressJson {
  return {
    id: row.id,
    firstname: row.firstname,
    full_name: row.firstname,
    address1: row.address1,
    address2: row.address2,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    phone: row.phone,
    reference: row.reference,
    additional_information: row.additionalInformation,
    cnpj: row.cnpj,
    ie_company: row.ieCompany,
    company: row.company,
    latitude: row.latitude,
    longitude: row.longitude,
    delivery_cost: cityDeliveryCost(row.city),
  };
}

function toCreditCardJson(row: CreditCardRow): SavedCreditCardJson {
  return {
    id: row.id,
    name: row.name,
    cc_type: row.ccType,
    last_digits: row.lastDigits,
    month: row.month,
    year: row.year,
    gateway_card_id: row.gatewayCardId,
  };
}

/** The customer's live (not deleted) addresses, oldest first. */
export async function listAddresses(db: Db, userId: number): Promise<SavedAddressJson[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .orderBy(asc(addresses.id));
  return rows.map(toAddressJson);
}

/** The customer's saved (not deleted) cards, oldest first. */
export async function listCreditCards(db: Db, userId: number): Promise<SavedCreditCardJson[]> {
  const rows = await db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.userId, userId), isNull(creditCards.deletedAt)))
    .orderBy(asc(creditCards.id));
  return rows.map(toCreditCardJson);
}

/** listCreditCards of several customers in one query, by user id (none saved: an empty list). */
export async function listCreditCardsOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, SavedCreditCardJson[]>> {
  const cards = new Map(userIds.map((id): [number, SavedCreditCardJson[]] => [id, []]));
  if (cards.size === 0) return cards;
  const rows = await db
    .select()
    .from(creditCards)
    .where(and(inArray(creditCards.userId, [...cards.keys()]), isNull(creditCards.deletedAt)))
    .orderBy(asc(creditCards.id));
  for (const row of rows) cards.get(row.userId)!.push(toCreditCardJson(row));
  return cards;
}

/** Active payment methods; restrictable ones only for customers they were granted to (none yet). */
export async function listAllowedPaymentMethods(db: Db): Promise<PaymentMethodJson[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.active, true), eq(paymentMethods.restrictable, false)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    method_type: row.methodType,
    restrictable: row.restrictable,
    pix_margin_percent: row.methodType === 'pix' ? config().PIX_MARGIN_PERCENT : null,
    card_tokenizer: row.methodType === 'gateway' ? cardTokenizer() : null,
  }));
}

/** The whole user object, or null when the id is unknown. */
export async function findUserJson(db: Db, userId: number): Promise<UserJson | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [userAddresses, cards, methods] = await Promise.all([
    listAddresses(db, userId),
    listCreditCards(db, userId),
    listAllowedPaymentMethods(db),
  ]);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    // Opened for the customer's own account (and their data export, ./privacy.ts) only.
    cpf: openCpf(user.cpfSealed),
    phone: user.phone,
    role: user.role,
    default_substitution: user.defaultSubstitution,
    created_at: user.createdAt.toISOString(),
    addresses: userAddresses,
    credit_cards: cards,
    allowed_payment_methods: methods,
  };
}
