import type { Metadata } from 'next';
import { QueryProvider } from '@/components/providers';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';

export const metadata: Metadata = { title: 'Esqueci minha senha', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <section className="mx-auto max-w-md rounded-lg bg-white p-5 shadow-sm ring-1 ring-warm-200">
      <h1 className="mb-4 text-lg font-bold text-brand">ESQUECI MINHA SENHA</h1>
      <QueryProvider>
        <ForgotPasswordForm />
      </QueryProvider>
    </section>
  );
}
