import type { Metadata } from 'next';
import { LogoutScreen } from '@/components/account/logout-screen';

export const metadata: Metadata = { title: 'Sair' };

export default function LogoutPage() {
  return <LogoutScreen />;
}
