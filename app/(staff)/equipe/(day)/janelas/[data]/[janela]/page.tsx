import type { Metadata } from 'next';
import { PackingList } from '@/components/staff/packing-list';

export const metadata: Metadata = { title: 'Lista de separação' };

/**
 * A window's packing list: /equipe/janelas/2026-11-30/0800 (the scheduled window from 08:00),
 * .../expressa-1315, .../retirada (components/staff/board-model.ts, windowKey).
 */
export default async function PackingListPage({
  params,
}: {
  params: Promise<{ data: string; janela: string }>;
}) {
  const { data, janela } = await params;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data) || !/^[a-z0-9-]{1,40}$/.test(janela)) {
    return (
      <p role="alert" className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
        Janela inválida.
      </p>
    );
  }
  return <PackingList date={data} window={janela} />;
}
