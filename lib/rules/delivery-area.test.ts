import { deliveryCityOf } from './delivery-area';

describe('deliveryCityOf', () => {
  it.each([
    ['40000000', 'Salvador'],
    ['41810010', 'Salvador'],
    ['42599999', 'Salvador'],
    ['42700000', 'Lauro de Freitas'],
    ['42799999', 'Lauro de Freitas'],
    ['42840000', 'Vila de Abrantes'],
    ['42849999', 'Vila de Abrantes'],
  ])('%s is in %s', (zipcode, city) => {
    expect(deliveryCityOf(zipcode)).toBe(city);
  });

  it.each(['42600000', '42800000', '42850000', '44001000', '01310100', '4181001', '4181001a'])(
    '%s is not delivered to',
    (zipcode) => {
      expect(deliveryCityOf(zipcode)).toBeNull();
    },
  );
});
