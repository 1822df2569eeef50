import type { Metadata } from 'next';
import { BarbecueCalculator } from '@/components/barbecue/barbecue-calculator';

export const metadata: Metadata = {
  title: 'Meu churrasco',
  description: 'Monte o seu churrasco: carnes, linguiças, carvão e acompanhamentos na medida certa.',
  alternates: { canonical: '/bigchurrasco/meuchurrasco' },
};

/** The calculator: its data (categories, cut types, the planned barbecue) is fetched in the browser. */
export default function BarbecueCalculatorPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-extrabold uppercase tracking-wide md:text-3xl">Monte o seu churrasco</h1>
      <BarbecueCalculator />
    </div>
  );
}
