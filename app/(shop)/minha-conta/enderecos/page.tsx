import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AccountTitle } from '@/components/account/account-area';
import { AddressBook } from '@/components/account/address-book';
import { config } from '@/lib/server/config';

export const metadata: Metadata = { title: 'Meus endereços' };

export default async function AddressesPage() {
  await connection(); // the maps key is read at run time, not baked in at build time
  return (
    <>
      <AccountTitle>MEUS ENDEREÇOS</AccountTitle>
      <AddressBook mapsKey={config().GOOGLE_MAPS_KEY ?? null} />
    </>
  );
}
