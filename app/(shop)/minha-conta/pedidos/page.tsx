import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { AccountTitle } from '@/components/account/account-area';
import { OrderList } from '@/components/orders/order-list';
import { config } from '@/lib/server/config';
import { storeInfo } from '@/lib/server/store/store-info';

export const metadata: Metadata = { title: 'Meus pedidos' };

export default async function OrdersPage() {
  await connection(); // the maps key is read at run time
  return (
    <>
      <AccountTitle>MEUS PEDIDOS</AccountTitle>
      <Suspense fallback={<p role="status">Carregando...</p>}>
        <OrderList phone={storeInfo().phone} mapsKey={config().GOOGLE_MAPS_KEY ?? null} />
      </Suspense>
    </>
  );
}
