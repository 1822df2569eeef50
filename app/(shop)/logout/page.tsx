import type { Metadata } from 'next';
import { QueryProvider } from '@/components/providers';
import { headers } from 'next/headers';
import { LogoutScreen } from '@/components/account/logout-screen';

export const metadata: Metadata = { title: 'Sair', robots: { index: false } };

/**
 * The shop's own 'Sair' links reach this page from the shop itself (Sec-Fetch-Site: same-origin) and end the
 * session at once (docs/business-rules.md, Accounts and addresses). Any other arrival (a link on another
 * site, a typed address, a browser that does not say) asks first: a cross-site link must not be able to log
 * customers out.
 */
export default async function LogoutPage() {
  const site = (await headers()).get('sec-fetch-site');
  return (
    <QueryProvider>
      <LogoutScreen confirmFirst={site !== 'same-origin'} />
    </QueryProvider>
  );
}
