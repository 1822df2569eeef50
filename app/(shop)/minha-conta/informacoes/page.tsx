import type { Metadata } from 'next';
import { AccountTitle } from '@/components/account/account-area';
import { AccountInfoForm } from '@/components/account/account-info-form';

export const metadata: Metadata = { title: 'Meus dados' };

export default function AccountInfoPage() {
  return (
    <>
      <AccountTitle>MEUS DADOS</AccountTitle>
      <AccountInfoForm />
    </>
  );
}
