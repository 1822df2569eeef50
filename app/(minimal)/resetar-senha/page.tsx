import type { Metadata } from 'next';
import { QueryProvider } from '@/components/providers';
import { redirect } from 'next/navigation';
import { ResetPasswordForm } from '@/components/account/reset-password-form';

export const metadata: Metadata = { title: 'Resetar senha', robots: { index: false } };

/** Reads token and email from the query; without a token there is nothing to do here. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token, email } = await searchParams;
  if (typeof token !== 'string' || !token) redirect('/');
  return (
    <section className="mx-auto max-w-md rounded-lg bg-white p-5 shadow-sm ring-1 ring-warm-200">
      <h1 className="mb-4 text-lg font-bold text-brand">RESETAR SENHA</h1>
      <QueryProvider>
        <ResetPasswordForm token={token} email={typeof email === 'string' ? email : ''} />
      </QueryProvider>
    </section>
  );
}
