import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AccountTitle } from '@/components/account/account-area';
import { OrderDetail } from '@/components/orders/order-detail';
import { config } from '@/lib/server/config';
import { storeInfo } from '@/lib/server/store/store-info';

export const metadata: Metadata = { title: 'Meu pedido' };

export default async function OrderPage({ params }: { params: Promise<{ number: string }> }) {
  await connection();
  const { number } = await params;
  const phone = storeInfo().phone;
  return (
    <>
      <AccountTitle>MEUS PEDIDOS</AccountTitle>
      {/^R\d{9}$/.test(number) ? (
        <OrderDetail number={number} phone={phone} mapsKey={config().GOOGLE_MAPS_KEY ?? null} />
      ) : (
        <p role="alert">
          Não encontramos esse pedido. Entre em contato com nosso suporte no telefone {phone}.
        </p>
      )}
    </>
  );
}
