import type { Metadata } from 'next';
import { AccountTitle } from '@/components/account/account-area';
import { CreditCardList } from '@/components/account/credit-card-list';

export const metadata: Metadata = { title: 'Meus cartões' };

export default function CardsPage() {
  return (
    <>
      <AccountTitle>MEUS CARTÕES</AccountTitle>
      <CreditCardList />
    </>
  );
}
