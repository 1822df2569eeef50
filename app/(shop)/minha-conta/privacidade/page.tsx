import type { Metadata } from 'next';
import { AccountTitle } from '@/components/account/account-area';
import { PrivacyPanel } from '@/components/account/privacy-panel';

export const metadata: Metadata = { title: 'Privacidade' };

export default function PrivacyPage() {
  return (
    <>
      <AccountTitle>PRIVACIDADE</AccountTitle>
      <PrivacyPanel />
    </>
  );
}
