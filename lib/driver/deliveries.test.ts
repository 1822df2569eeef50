import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { driverDelivery } from '@/test-support/components/driver-fixtures';
import { shopWallClock } from '@/lib/shop-time-zone';
import { camelize } from '@/lib/sales-api/case';
import {
  addressLines,
  amountToCollect,
  deliveriesOnTheWay,
  deliveryStage,
  inRouteOrder,
  mapsLink,
  phoneLink,
  routeDay,
  routeShown,
  windowText,
} from './deliveries';

const delivery = (overrides: Parameters<typeof driverDelivery>[0] = {}) =>
  camelize(driverDelivery(overrides));

describe('the route', () => {
  it('goes window by window, each by the positions dispatch gave, those without one last, then by number', () => {
    const morning = '2026-11-24T11:00:00.000Z';
    const afternoon = '2026-11-24T16:00:00.000Z';
    const route = inRouteOrder([
      delivery({ number: 'R000000009', route_position: 1, starts_at: afternoon }),
      delivery({ number: 'R000000005', route_position: null, starts_at: afternoon }),
      delivery({ number: 'R000000004', route_position: 2, starts_at: morning }),
      delivery({ number: 'R000000006', route_position: null, starts_at: null }),
      delivery({ number: 'R000000003', route_position: null, starts_at: morning }),
      delivery({ number: 'R000000008', route_position: 2, starts_at: afternoon }),
      delivery({ number: 'R000000002', route_position: 1, starts_at: morning }),
      delivery({ number: 'R000000001', route_position: 2, starts_at: morning }),
    ]);
    expect(route.map((d) => d.number)).toEqual([
      'R000000002',
      'R000000001',
      'R000000004',
      'R000000003',
      'R000000009',
      'R000000008',
      'R000000005',
      'R000000006',
    ]);
  });

  it('shares the position with the deliveries on the way only', () => {
    const list = ['planned', 'in_progress', 'success', 'in_progress', 'failed', null].map((state, index) =>
      delivery({ number: `R00000000${index}`, delivery_state: state }),
    );
    expect(deliveriesOnTheWay(list)).toEqual(['R000000001', 'R000000003']);
  });

  it('draws the route up to its n-th delivery still to make, the closed ones among them, or whole', () => {
    const route = ['success', 'failed', 'planned', 'success', 'in_progress', 'planned', null, 'success'].map(
      (state, index) => delivery({ number: `R00000000${index}`, delivery_state: state }),
    );
    // Open ones at 2, 4, 5 and 6: the route is cut before the next open one, closed ones come along.
    expect(routeShown(route, 1)).toBe(4);
    expect(routeShown(route, 2)).toBe(5);
    expect(routeShown(route, 3)).toBe(6);
    // No open one after the 4th: the rest of the route, its last closed one too.
    expect(routeShown(route, 4)).toBe(8);
    // A day whose deliveries are all closed is drawn whole.
    expect(routeShown(route.slice(0, 2), 1)).toBe(2);
    expect(routeShown([], 10)).toBe(0);
  });

  it('reads the delivery states as the driver sees them', () => {
    expect(
      [null, 'planned', 'in_progress', 'success', 'completed', 'failed', 'canceled'].map(deliveryStage),
    ).toEqual(['waiting', 'waiting', 'on_the_way', 'delivered', 'delivered', 'failed', 'closed']);
  });
});

describe('the way to the customer', () => {
  it('links the directions to the coordinates when the address was placed on the map', () => {
    expect(mapsLink(delivery({ latitude: '-12.9822500', longitude: '-38.4612300' }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-12.98225,-38.46123',
    );
  });

  it('links the directions to the written address without coordinates', () => {
    const link = mapsLink(
      delivery({
        latitude: null,
        longitude: null,
        address1: 'Rua das Flores, 120',
        address2: 'apto 301',
        neighborhood: 'Pituba',
        city: 'Salvador',
        zipcode: '41830000',
      }),
    );
    expect(link.startsWith('https://www.google.com/maps/dir/?api=1&destination=')).toBe(true);
    expect(new URL(link).searchParams.get('destination')).toBe(
      'Rua das Flores, 120, apto 301, Pituba, Salvador - BA, 41830000',
    );
  });

  it('writes the address in two lines, leaving out what is missing', () => {
    expect(addressLines(delivery({ address2: null, neighborhood: null, city: 'Lauro de Freitas' }))).toEqual([
      'Rua das Flores, 120',
      'Lauro de Freitas',
    ]);
  });

  it("calls the customer's phone with Brazil's code", () => {
    expect(phoneLink('71999998888')).toBe('tel:+5571999998888');
    expect(phoneLink('(71) 3333-4444')).toBe('tel:+557133334444');
    expect(phoneLink('5571999998888')).toBe('tel:+5571999998888');
    expect(phoneLink('123')).toBeNull();
  });
});

describe('what the driver collects', () => {
  it('is the amount to collect in reais for payment on delivery', () => {
    expect(amountToCollect(delivery({ amount_to_collect: '1234.5' }))).toBe('R$\u00a01.234,50');
  });

  it('is nothing for an order paid online', () => {
    expect(amountToCollect(delivery({ amount_to_collect: null }))).toBeNull();
    expect(amountToCollect(delivery({ amount_to_collect: '0.00' }))).toBeNull();
  });
});

describe('times and days', () => {
  it("writes the window in the shop's hours", () => {
    expect(windowText({ startsAt: '2026-11-24T11:00:00.000Z', endsAt: '2026-11-24T16:00:00.000Z' })).toBe(
      '08:00 - 13:00',
    );
    expect(windowText({ startsAt: null, endsAt: null })).toBeNull();
  });

  it('names the route’s day in Portuguese', () => {
    expect(routeDay('2026-11-24')).toBe('terça-feira, 24 de novembro');
    expect(routeDay('2027-03-01')).toBe('segunda-feira, 1 de março');
    expect(routeDay('amanhã')).toBe('');
    expect(routeDay('2026-13-01')).toBe('');
  });

  it('names every day of two years as date-fns’ pt-BR locale does', () => {
    for (let ms = Date.UTC(2026, 0, 1, 12); ms < Date.UTC(2028, 0, 1); ms += 24 * 3600_000) {
      const date = new Date(ms).toISOString().slice(0, 10);
      expect(routeDay(date)).toBe(
        format(shopWallClock(`${date}T12:00:00-03:00`), "EEEE, d 'de' MMMM", { locale: ptBR }),
      );
    }
  });
});
