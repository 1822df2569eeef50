import type { Metadata } from 'next';
import { QueryProvider } from '@/components/providers';
import { LoginRegister } from '@/components/account/login-register';
import { loginAlertText } from '@/lib/account/navigation';

export const metadata: Metadata = { title: 'Entrar ou cadastrar', robots: { index: false } };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { redirect, alert } = await searchParams;
  return (
    <QueryProvider>
      <LoginRegister
        redirect={typeof redirect === 'string' ? redirect : null}
        alert={loginAlertText(typeof alert === 'string' ? alert : null)}
      />
    </QueryProvider>
  );
}
