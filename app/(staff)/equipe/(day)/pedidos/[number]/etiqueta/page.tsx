import type { Metadata } from 'next';
import QRCode from 'qrcode';
import { OrderLabel } from '@/components/staff/order-label';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ number: string }>;
}): Promise<Metadata> {
  const { number } = await params;
  return { title: `Etiqueta ${number}` };
}

/** The QR of the order number, as SVG made here on the server: the label prints without any script. */
function orderQrSvg(number: string): Promise<string> {
  return QRCode.toString(number, { type: 'svg', margin: 0 });
}

/** The order's printable label: number, first name, window, address and the QR of the number. */
export default async function OrderLabelPage({ params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  if (!/^R\d{9}$/.test(number)) {
    return (
      <p role="alert" className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
        Número de pedido inválido.
      </p>
    );
  }
  return <OrderLabel number={number} qrSvg={await orderQrSvg(number)} />;
}
