import type { DriverDeliveryJson } from '@/lib/sales-api/staff';

/** A delivery on the driver's phone, as GET /admin/driver/deliveries answers it, planned and paid online. */
export function driverDelivery(overrides: Partial<DriverDeliveryJson> = {}): DriverDeliveryJson {
  return {
    number: 'R000000001',
    first_name: 'Maria',
    phone: '71999998888',
    address1: 'Rua das Flores, 120',
    address2: 'apto 301',
    neighborhood: 'Pituba',
    city: 'Salvador',
    reference: 'Em frente à padaria',
    zipcode: '41830000',
    latitude: '-12.98225',
    longitude: '-38.46123',
    starts_at: '2026-11-24T11:00:00.000Z',
    ends_at: '2026-11-24T16:00:00.000Z',
    delivery_state: 'planned',
    route_position: 1,
    payment_method: 'Cartão de crédito',
    amount_to_collect: null,
    ...overrides,
  };
}
