import {
  canDecrease,
  canIncrease,
  decreased,
  displayQuantity,
  increased,
  initialQuantity,
  quantityErrors,
  sellableMaximum,
  type QuantityRules,
} from './quantity';

/** An everyday cut: from 500 g in steps of 250 g up to 10 Kg. */
const corte: QuantityRules = {
  unitForQuantity: 'g',
  minimumQuantity: 500,
  incrementQuantity: 250,
  maximumQuantity: 10_000,
  defaultQuantity: 1_000,
  totalOnHand: 40_000,
};
const beer: QuantityRules = {
  unitForQuantity: 'un',
  minimumQuantity: 1,
  incrementQuantity: 1,
  maximumQuantity: 48,
  defaultQuantity: 1,
  totalOnHand: 12,
};

describe('stepper rules', () => {
  it('disables decrease at the minimum and increase when one more step passes the maximum', () => {
    expect(canDecrease(corte, 500)).toBe(false);
    expect(canDecrease(corte, 750)).toBe(true);
    expect(canIncrease(corte, 9_750)).toBe(true);
    expect(canIncrease(corte, 10_000)).toBe(false);
    expect(increased(corte, 10_000)).toBe(10_000);
  });

  it('never lets the stepper pass the stock on hand', () => {
    expect(canIncrease(beer, 11)).toBe(true);
    expect(canIncrease(beer, 12)).toBe(false);
    expect(sellableMaximum(beer)).toBe(12);
    expect(sellableMaximum({ ...corte, totalOnHand: 1_100 })).toBe(1_000);
    expect(sellableMaximum({ ...corte, totalOnHand: 400 })).toBe(0);
  });

  it('steps by the increment and turns a step under the minimum into a removal (0)', () => {
    expect(increased(corte, 500)).toBe(750);
    expect(decreased(corte, 1_000)).toBe(750);
    expect(decreased(corte, 500)).toBe(0);
    expect(decreased(beer, 1)).toBe(0);
  });

  it('adds the default quantity, or what the stock allows', () => {
    expect(initialQuantity(corte)).toBe(1_000);
    expect(initialQuantity({ ...corte, totalOnHand: 800 })).toBe(750);
    expect(initialQuantity({ ...corte, totalOnHand: 0 })).toBe(0);
  });
});

describe('quantityErrors', () => {
  it('accepts the minimum plus whole increments up to the maximum', () => {
    for (const quantity of [500, 750, 1_000, 9_750, 10_000])
      expect(quantityErrors(corte, quantity)).toEqual([]);
  });

  it('explains every broken rule in Portuguese, quantities of weighed products in Kg', () => {
    expect(quantityErrors(corte, 250)).toEqual(['Quantidade mínima: 0,5 Kg']);
    expect(quantityErrors(corte, 10_250)).toEqual(['Quantidade máxima: 10 Kg']);
    expect(quantityErrors(corte, 600)).toEqual([
      'Escolha a quantidade de 0,25 Kg em 0,25 Kg, a partir de 0,5 Kg',
    ]);
    expect(quantityErrors(beer, 13)).toEqual(['Estoque insuficiente: disponível 12 un']);
    expect(quantityErrors({ ...beer, totalOnHand: 0 }, 1)).toEqual(['Fora de estoque']);
    expect(quantityErrors(corte, 0)).toEqual(['Quantidade inválida']);
    expect(quantityErrors(corte, 1.5)).toEqual(['Quantidade inválida']);
  });

  it('lets a line whose stock shrank go down, but not up', () => {
    const short = { ...beer, totalOnHand: 2 };
    expect(quantityErrors(short, 4, 5)).toEqual([]);
    expect(quantityErrors(short, 6, 5)).toEqual(['Estoque insuficiente: disponível 2 un']);
  });
});

describe('displayQuantity', () => {
  it('shows gram quantities in Kg', () => {
    expect(displayQuantity(1500, 'g')).toBe('1,5 Kg');
    expect(displayQuantity(300, 'g')).toBe('0,3 Kg');
    expect(displayQuantity(2, 'un')).toBe('2 un');
  });
});
