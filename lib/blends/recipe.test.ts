import { itemShares, mixLineQuantities, mixQuantityErrors, recipeTotals, type RecipeItem } from './recipe';

/** Ground meat of the demo catalogue: from 300 g in steps of 100 g, up to 5 Kg. */
const ground = { minimumQuantity: 300, incrementQuantity: 100, maximumQuantity: 5000 };
const patinho = (quantity: number): RecipeItem => ({ quantity, price: '0.0469', rules: ground });
const acem = (quantity: number): RecipeItem => ({ quantity, price: '0.029665', rules: ground });
const costela = (quantity: number): RecipeItem => ({
  quantity,
  price: '0.0399',
  rules: { minimumQuantity: 1000, incrementQuantity: 500, maximumQuantity: 20000 },
});

describe('recipeTotals', () => {
  it('has no totals without items', () => {
    expect(recipeTotals([])).toBeNull();
  });

  it('prices the recipe exactly: the amount to the cent, the price per gram to 6 places', () => {
    // 500 g × 0.0469 + 300 g × 0.029665 = 23.45 + 8.8995 = 32.3495 → R$ 32,35; per gram 32.3495 / 800.
    const totals = recipeTotals([patinho(500), acem(300)])!;
    expect(totals.totalQuantity).toBe(800);
    expect(totals.amount).toBe('32.35');
    expect(totals.price).toBe('0.040437'); // 0.040436875 rounded half up
  });

  it('orders a mix in batches that keep every meat a valid quantity of its product', () => {
    // 500:300 has no common part of 100 g but 100 g itself: one batch is the whole recipe, 800 g.
    expect(recipeTotals([patinho(500), acem(300)])).toMatchObject({
      incrementQuantity: 800,
      minQuantity: 800,
      defaultQuantity: 800,
    });
    // 600:300 = 2:1, a batch of 300 g (200 + 100); the first batch count with every line ≥ 300 g is 3.
    expect(recipeTotals([patinho(600), acem(300)])).toMatchObject({
      incrementQuantity: 300,
      minQuantity: 900,
      defaultQuantity: 900,
    });
  });

  it('bounds the mix by the smallest maximum of its meats', () => {
    // 1:1 of two ground meats: lines up to 5 Kg each, so at most 10 Kg of blend.
    expect(recipeTotals([patinho(300), acem(300)])).toMatchObject({ maxQuantity: 10000, minQuantity: 600 });
  });

  it('keeps the lines on each variant grid when grids differ (costela moves by 500 g from 1 Kg)', () => {
    const items = [patinho(500), costela(1000)];
    const totals = recipeTotals(items)!;
    // Units 100 and 500: 500/100 = 5 and 1000/500 = 2 have gcd 1, so one batch is the whole recipe.
    expect(totals).toMatchObject({ incrementQuantity: 1500, minQuantity: 1500 });
    expect(mixLineQuantities(items, 3000)).toEqual([1000, 2000]);
  });
});

describe('mixLineQuantities', () => {
  it('splits a mix by the recipe shares, in whole grams that add up to it', () => {
    const items = [patinho(400), acem(400), patinho(200)];
    const lines = mixLineQuantities(items, 2000);
    expect(lines).toEqual([800, 800, 400]);
    expect(lines.reduce((a, b) => a + b)).toBe(2000);
  });
});

describe('mixQuantityErrors', () => {
  const totals = recipeTotals([patinho(600), acem(300)])!; // batches of 300 g from 900 g

  it('accepts whole batches from the minimum', () => {
    expect(mixQuantityErrors(totals, 900)).toEqual([]);
    expect(mixQuantityErrors(totals, 2100)).toEqual([]);
  });

  it('refuses less than the minimum and quantities off the batch grid, in pt-BR', () => {
    expect(mixQuantityErrors(totals, 600)).toEqual(['Quantidade mínima: 0,9 Kg']);
    expect(mixQuantityErrors(totals, 1000)).toEqual([
      'Escolha a quantidade de 0,3 Kg em 0,3 Kg, a partir de 0,9 Kg',
    ]);
  });
});

describe('itemShares', () => {
  it('is each meat’s rounded share of the recipe', () => {
    expect(itemShares([{ quantity: 500 }, { quantity: 300 }, { quantity: 200 }])).toEqual([50, 30, 20]);
    expect(itemShares([{ quantity: 100 }, { quantity: 200 }])).toEqual([33, 67]);
  });
});
