import type { Metadata } from 'next';
import { BarbecueCalculator } from '@/components/barbecue/barbecue-calculator';
import { camelize } from '@/lib/sales-api/case';
import { getBarbecueLists } from '@/lib/server/pages/page-data';

export const metadata: Metadata = {
  title: 'Meu churrasco',
  description: 'Monte o seu churrasco: carnes, linguiças, carvão e acompanhamentos na medida certa.',
  alternates: { canonical: '/bigchurrasco/meuchurrasco' },
};

/**
 * The calculator, drawn by the server with its categories and cut types (everyone's: a cached catalogue
 * read), so that its form is in the page's first paint; the planned barbecue is asked for in the browser.
 */
export default async function BarbecueCalculatorPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-extrabold uppercase tracking-wide md:text-3xl">Monte o seu churrasco</h1>
      <BarbecueCalculator lists={camelize(await getBarbecueLists())} />
    </div>
  );
}
