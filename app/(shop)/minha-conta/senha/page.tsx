import type { Metadata } from 'next';
import { AccountTitle } from '@/components/account/account-area';
import { ChangePasswordForm } from '@/components/account/change-password-form';

export const metadata: Metadata = { title: 'Alterar senha' };

export default function ChangePasswordPage() {
  return (
    <>
      <AccountTitle>ALTERAR SENHA</AccountTitle>
      <ChangePasswordForm />
    </>
  );
}
