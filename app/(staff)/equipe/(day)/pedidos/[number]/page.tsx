import type { Metadata } from 'next';
import { StaffOrderView } from '@/components/staff/order-view';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ number: string }>;
}): Promise<Metadata> {
  const { number } = await params;
  return { title: `Pedido ${number}` };
}

/** One order: its weighing, moves, problems and history. */
export default async function StaffOrderPage({ params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  if (!/^R\d{9}$/.test(number)) {
    return (
      <p role="alert" className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
        Número de pedido inválido.
      </p>
    );
  }
  return <StaffOrderView number={number} />;
}
