import type { Metadata } from 'next';
import { DriverShell } from '@/components/driver/driver-shell';
import { staffPage } from '@/lib/server/pages/staff-access';
import { storeInfo } from '@/lib/server/store/store-info';

export const metadata: Metadata = { title: 'Entregas', robots: { index: false, follow: false } };

/**
 * The driver's screens (docs/business-rules.md, Staff roles): only a staff member whose role may deliver; anyone else gets the
 * not-found page. Its own layout, apart from /equipe's.
 */
export default async function DriverLayout({ children }: { children: React.ReactNode }) {
  const driver = await staffPage('deliver');
  return (
    <DriverShell storeName={storeInfo().name} driverName={driver.firstName}>
      {children}
    </DriverShell>
  );
}
