import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StaffBoard } from '@/components/staff/board';

export const metadata: Metadata = { title: 'Hoje' };

/** The board of a day's orders (?data=AAAA-MM-DD, today without it), filtered by ?estado= and ?janela=. */
export default function BoardPage() {
  return (
    <Suspense fallback={<p role="status">Carregando...</p>}>
      <StaffBoard />
    </Suspense>
  );
}
