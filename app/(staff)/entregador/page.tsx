import { DriverDeliveries } from '@/components/driver/driver-deliveries';

/** /entregador: the driver's deliveries of the day, read in the browser (they change as the day goes). */
export default function DriverPage() {
  return <DriverDeliveries />;
}
