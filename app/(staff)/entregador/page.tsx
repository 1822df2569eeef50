import { Suspense } from 'react';
import { DriverDeliveries } from '@/components/driver/driver-deliveries';

/**
 * /entregador: the driver's deliveries of the day (?data=AAAA-MM-DD for another), read in the browser (they
 * change as the day goes).
 */
export default function DriverPage() {
  return (
    <Suspense fallback={<p role="status">Carregando suas entregas...</p>}>
      <DriverDeliveries />
    </Suspense>
  );
}
