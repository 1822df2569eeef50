/** A customer's delivery addresses. Every call is scoped to the caller: another customer's id is a 404. */
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { isCompanyAddress, type AddressInput, type NewAddressInput } from '@/lib/validation/address';
import { normalizeCnpj, onlyDigits, stripDocumentMask } from '@/lib/validation/documents';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { Db } from '../db/database';
import type { Geocoder, GeoPosition } from '../geocoding/geocoder';
import { addresses } from '../db/schema';
import type { SavedAddressJson } from '@/lib/sales-api/accounts';
import { toAddressJson } from './account-json';

const ADDRESS_NOT_FOUND = 'Endereço não encontrado';

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

export async function createAddress(
  db: Db,
  geocoder: Geocoder,
  userId: number,
  input: NewAddressInput,
): Promise<SavedAddressJson> {
  const columns = columnsOf(input);
  const [row] = await db
    .insert(addresses)
    .values({ userId, state: 'Bahia', ...columns, ...(await positionOf(geocoder, columns)) })
    .returning();
  return toAddressJson(row!);
}

function ownedBy(userId: number, id: number) {
  return and(eq(addresses.id, id), eq(addresses.userId, userId), isNull(addresses.deletedAt));
}

export async function updateAddress(
  db: Db,
  geocoder: Geocoder,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<SavedAddressJson> {
  const columns = columnsOf(input);
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
