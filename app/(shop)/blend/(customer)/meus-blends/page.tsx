import type { Metadata } from 'next';
import { MyBlends } from '@/components/blends/my-blends';

export const metadata: Metadata = { title: 'Meus Blends', robots: { index: false } };

/** The customer's saved blends: fetched in the browser, never cached on the server. */
export default function MyBlendsPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-extrabold uppercase tracking-wide md:text-3xl">Meus Blends</h1>
      <MyBlends />
    </div>
  );
}
