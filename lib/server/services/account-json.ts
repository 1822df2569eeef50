/** Account rows reshaped as the API's snake_case objects (spec 02, section 3). */
import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { addresses, creditCards, paymentMethods, users } from '../db/schema';

export interface AddressJson {
  id: number;
  /** The receiver's name. */
  firstname: string;
  full_name: string;
  address1: string;
  address2: string | null;
  neighborhood: string;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
  reference: string;
  additional_information: string | null;
  cnpj: string | null;
  ie_company: string | null;
  company: string | null;
  latitude: string | null;
  longitude: string | null;
}

export interface CreditCardJson {
  id: number;
  name: string;
  cc_type: 'visa' | 'master' | 'american_express' | 'discover' | 'other';
  last_digits: string;
  month: number;
  year: number;
}

export interface PaymentMethodJson {
  id: number;
  name: string;
  description: string;
  method_type: 'gateway' | 'on_delivery';
  restrictable: boolean;
}

export interface UserJson {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  cpf: string | null;
  phone: string | null;
  created_at: string;
  addresses: AddressJson[];
  credit_cards: CreditCardJson[];
  allowed_payment_methods: PaymentMethodJson[];
}

type AddressRow = typeof addresses.$inferSelect;
type CreditCardRow = typeof creditCards.$inferSelect;

export function toAddressJson(row: AddressRow): AddressJson {
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
  };
}

export function toCreditCardJson(row: CreditCardRow): CreditCardJson {
  return {
    id: row.id,
    name: row.name,
    cc_type: row.ccType,
    last_digits: row.lastDigits,
    month: row.month,
    year: row.year,
  };
}

/** The customer's live (not deleted) addresses, oldest first. */
export async function listAddresses(db: Db, userId: number): Promise<AddressJson[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .orderBy(asc(addresses.id));
  return rows.map(toAddressJson);
}

/** The customer's saved (not deleted) cards, oldest first. */
export async function listCreditCards(db: Db, userId: number): Promise<CreditCardJson[]> {
  const rows = await db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.userId, userId), isNull(creditCards.deletedAt)))
    .orderBy(asc(creditCards.id));
  return rows.map(toCreditCardJson);
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
    cpf: user.cpf,
    phone: user.phone,
    created_at: user.createdAt.toISOString(),
    addresses: userAddresses,
    credit_cards: cards,
    allowed_payment_methods: methods,
  };
}
