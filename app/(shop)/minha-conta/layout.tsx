import type { Metadata } from 'next';
import { AccountArea } from '@/components/account/account-area';
import { QueryProvider } from '@/components/providers';

export const metadata: Metadata = { title: 'Minha conta', robots: { index: false } };

/** Everything personal is fetched by the browser; proxy.ts guards the segment. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <AccountArea>{children}</AccountArea>
    </QueryProvider>
  );
}
