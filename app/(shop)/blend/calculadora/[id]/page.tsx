import type { Metadata } from 'next';
import { BlendCalculator } from '@/components/blends/blend-calculator';
import { searchBackend } from '@/lib/server/search/search-backend';

export const metadata: Metadata = { title: 'Criar novo blend', robots: { index: false } };

/** The blend calculator (spec 02) for template {id}, or 'new'. Its data is the customer's: fetched in the browser. */
export default async function BlendCalculatorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // At least a screen tall: the calculator fills in after its data arrives, and the footer must not show
  // above the fold meanwhile, only to be pushed away (layout shift).
  return (
    <div className="mx-auto max-w-6xl min-h-screen space-y-6">
      <h1 className="text-2xl font-extrabold uppercase tracking-wide md:text-3xl">Criar novo blend</h1>
      <BlendCalculator id={id} backend={searchBackend()} />
    </div>
  );
}
