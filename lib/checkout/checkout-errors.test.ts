import { errorArea, errorLines, listedErrors, withError } from './checkout-errors';

const body = (error: string, errors: Record<string, string[]> = {}) => JSON.stringify({ error, errors });

describe('errorLines', () => {
  it('parses the JSON body and appends the messages of its errors map, once each', () => {
    expect(errorLines(body('Houve um problema processando', { coupon_code: ['Cupom inválido'] }))).toEqual([
      'Houve um problema processando',
      'Cupom inválido',
    ]);
    expect(errorLines(body('Cartão recusado', { payment: ['Cartão recusado'] }))).toEqual([
      'Cartão recusado',
    ]);
  });

  it('takes a single message that is not in a list', () => {
    expect(errorLines(JSON.stringify({ error: '', errors: { base: 'Sem estoque' } }))).toEqual([
      'Sem estoque',
    ]);
  });

  it('shows other text as is', () => {
    expect(errorLines('Bad gateway')).toEqual(['Bad gateway']);
    expect(errorLines('42')).toEqual(['42']);
    expect(errorLines('null')).toEqual(['null']);
    expect(errorLines('[1]')).toEqual(['[1]']);
    expect(errorLines('{}')).toEqual(['{}']);
  });
});

describe('errorArea', () => {
  it("keeps a step's error in its own area", () => {
    expect(errorArea('address', body('x'))).toBe('address');
    expect(errorArea('delivery', body('Lotado', { shipping_rate: ['Lotado'] }))).toBe('delivery');
    expect(errorArea('payment', body('x'))).toBe('payment');
    expect(errorArea('coupon', body('x', { coupon_code: ['Cupom inválido'] }))).toBe('promotion');
  });

  it('keeps a refused completion where the field it names belongs', () => {
    expect(errorArea('next', body('Cartão recusado pelo banco', { payment: ['x'] }))).toBe('payment');
    expect(errorArea('next', body('Lotado', { shipping_rate: ['Lotado'] }))).toBe('delivery');
    expect(errorArea('next', body('Sem estoque: Picanha', { line_items: ['x'] }))).toBe('general');
    expect(errorArea('age declaration', 'Bad gateway')).toBe('general');
  });
});

describe('the dismissible list', () => {
  it('lists every area in order, a message once, and a new error replaces its area', () => {
    let errors = withError({}, 'coupon', body('Cupom inválido', { coupon_code: ['Cupom inválido'] }));
    errors = withError(errors, 'next', body('Cartão recusado', { payment: ['Cartão recusado'] }));
    errors = withError(errors, 'address', body('Selecione um endereço'));
    expect(listedErrors(errors)).toEqual(['Selecione um endereço', 'Cartão recusado', 'Cupom inválido']);
    errors = withError(errors, 'coupon', body('Use um cupom por pedido'));
    expect(errors.promotion).toEqual(['Use um cupom por pedido']);
    expect(listedErrors({})).toEqual([]);
  });
});
