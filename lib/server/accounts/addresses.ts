/**
 * A customer's delivery addresses. Every call is scoped to the caller: another customer's id is a 404.
 * Saves are throttled per customer and the live addresses capped, because each save may call the
 * geocoder (a paid Google call when GOOGLE_MAPS_KEY is set) and each address is a row kept forever.
 */
import 'server-only';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { isCompanyAddress, type AddressInput, type NewAddressInput } from '@/lib/validation/address';
import { normalizeCnpj, onlyDigits, stripDocumentMask } from '@/lib/validation/documents';
import { NotFoundError, ValidationError } from '@/lib/sales-api/errors';
import { enforceThrottle, THROTTLE_RULES } from '../auth/throttle';
import type { Db } from '../db/database';
import type { Geocoder, GeoPosition } from '../geocoding/geocoder';
import { addresses } from './schema';
import { users } from '../auth/schema';
import type { SavedAddressJson } from '@/lib/sales-api/accounts';
import { toAddressJson } from './account-json';

const ADDRESS_NOT_FOUND = 'Endereço não encontrado';

/** Live (not deleted) addresses one customer may keep: a household or a few companies, with room. */
export const MAX_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES = `Você já tem ${MAX_ADDRESSES} endereços. Apague um para adicionar outro.`;

function blankToNull(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

/** Stored shape: digits only for CEP and phone, CNPJ upper case, company fields only on company addresses. */
function columnsOf(input: AddressInput) {
  const company = isCompanyAddress(input);
  return {
    firstname: input.firstname.trim(),
    address1: input.address1.trim(),
    address2: blankToNull(input.address2),
    neighborhood: input.neighborhood.trim(),
    city: input.city.trim(),
    zipcode: stripDocumentMask(input.zipcode),
    phone: onlyDigits(input.phone),
    reference: input.reference.trim(),
    additionalInformation: blankToNull(input.additional_information),
    cnpj: company && input.cnpj ? normalizeCnpj(input.cnpj) : null,
    ieCompany: company && blankToNull(input.ie_company) ? stripDocumentMask(input.ie_company!) : null,
    company: company ? blankToNull(input.company) : null,
  };
}

/** The address's map position, or no position when it cannot be placed: never an error. */
async function positionOf(
  geocoder: Geocoder,
  columns: ReturnType<typeof columnsOf>,
): Promise<GeoPosition | { latitude: null; longitude: null }> {
  try {
    const found = await geocoder.locate(columns);
    if (found) return found;
  } catch {
    // Saving the address matters more than its picture.
  }
  return { latitude: null, longitude: null };
}

/** Counts one save (new or changed address) against the customer's hourly allowance; 429 past it. */
async function countSave(db: Db, userId: number): Promise<void> {
  await enforceThrottle(db, [[`address-save:user:${userId}`, THROTTLE_RULES.addressSavePerCustomer]]);
}

async function liveAddressCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ live: count() })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)));
  return row?.live ?? 0;
}

function tooManyAddresses(): ValidationError {
  return new ValidationError({ base: [TOO_MANY_ADDRESSES] }, TOO_MANY_ADDRESSES);
}

/**
 * Adds an address unless the customer already keeps MAX_ADDRESSES. The count is checked before the
 * geocoder is called (a refused save costs no call), and again, with the customer's row locked, in the
 * transaction that inserts: simultaneous saves cannot pass the cap together.
 */
export async function createAddress(
  db: Db,
  geocoder: Geocoder,
  userId: number,
  input: NewAddressInput,
): Promise<SavedAddressJson> {
  await countSave(db, userId);
  if ((await liveAddressCount(db, userId)) >= MAX_ADDRESSES) throw tooManyAddresses();
  const columns = columnsOf(input);
  // Outside the transaction: no lock is held across the network.
  const position = await positionOf(geocoder, columns);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await liveAddressCount(tx, userId)) >= MAX_ADDRESSES) throw tooManyAddresses();
    const [inserted] = await tx
      .insert(addresses)
      .values({ userId, state: 'Bahia', ...columns, ...position })
      .returning();
    return inserted!;
  });
  return toAddressJson(row);
}

function ownedBy(userId: number, id: number) {
  return and(eq(addresses.id, id), eq(addresses.userId, userId), isNull(addresses.deletedAt));
}

/** The columns the geocoder reads (street and number, neighbourhood, city, CEP) hold `columns`' values. */
function placedAt(columns: ReturnType<typeof columnsOf>) {
  return and(
    eq(addresses.address1, columns.address1),
    eq(addresses.neighborhood, columns.neighborhood),
    eq(addresses.city, columns.city),
    eq(addresses.zipcode, columns.zipcode),
  );
}

/**
 * Changes an address. It is placed again only when what the geocoder reads changed: a new phone or
 * receiver keeps the stored position, and costs no geocoder call.
 */
export async function updateAddress(
  db: Db,
  geocoder: Geocoder,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<SavedAddressJson> {
  await countSave(db, userId);
  const columns = columnsOf(input);
  // At the same place, already placed: the stored position stays (one the geocoder could not find is
  // asked again). The place is compared in the statement that writes, so a simultaneous save that moved
  // the address is seen.
  const [kept] = await db
    .update(addresses)
    .set({ ...columns, updatedAt: new Date() })
    .where(and(ownedBy(userId, id), placedAt(columns), isNotNull(addresses.latitude)))
    .returning();
  if (kept) return toAddressJson(kept);
  const [owned] = await db.select({ id: addresses.id }).from(addresses).where(ownedBy(userId, id));
  // Another customer's or an unknown address costs no geocoder call.
  if (!owned) throw new NotFoundError(ADDRESS_NOT_FOUND);
  const [row] = await db
    .update(addresses)
    // Placed again: a changed street makes the old map position wrong.
    .set({ ...columns, ...(await positionOf(geocoder, columns)), updatedAt: new Date() })
    .where(ownedBy(userId, id))
    .returning();
  if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
  return toAddressJson(row);
}

/** Hides the address from the customer; orders shipped to it keep it. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .update(addresses)
    .set({ deletedAt: new Date() })
    .where(ownedBy(userId, id))
    .returning({ id: addresses.id });
  if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
}
