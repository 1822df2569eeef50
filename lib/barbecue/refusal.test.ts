import { refusalReasons } from './refusal';

const names = ['Picanha Bovina', 'Alcatra Bovina', 'Coca-Cola 2 L'];

describe('refusalReasons', () => {
  it("names the product of a refused line by its place in the request (the cart's batch)", () => {
    expect(refusalReasons({ 'line_items.2.quantity': ['Quantidade máxima: 48 un'] }, names)).toEqual([
      'Coca-Cola 2 L: Quantidade máxima: 48 un',
    ]);
  });

  it('names it too when the request made the cart, and lists every refused line', () => {
    expect(
      refusalReasons(
        {
          'order.line_items.0.quantity': ['Quantidade mínima: 0,5 Kg', 'Use múltiplos de 0,25 Kg'],
          'order.line_items.1.variant_id': ['Produto não encontrado'],
        },
        names,
      ),
    ).toEqual([
      'Picanha Bovina: Quantidade mínima: 0,5 Kg',
      'Picanha Bovina: Use múltiplos de 0,25 Kg',
      'Alcatra Bovina: Produto não encontrado',
    ]);
  });

  it('keeps a message that is not of one line, or of a place it did not send, as written', () => {
    expect(
      refusalReasons(
        {
          line_items: ['Sem estoque suficiente de: Picanha Bovina'],
          'line_items.7.quantity': ['Quantidade máxima: 10 Kg'],
        },
        names,
      ),
    ).toEqual(['Sem estoque suficiente de: Picanha Bovina', 'Quantidade máxima: 10 Kg']);
  });
});
