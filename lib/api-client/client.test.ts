import { ApiClientError } from './client';

describe('ApiClientError', () => {
  it("gives the first field's message as the reason a call was refused, else the answer's error", () => {
    const refused = new ApiClientError(422, {
      error: 'Dados inválidos',
      errors: { quantity: ['Quantidade mínima: 300 g', 'Outra'], variant_id: ['Produto indisponível'] },
    });
    expect(refused.reason()).toBe('Quantidade mínima: 300 g');
    expect(new ApiClientError(409, { error: 'Sem estoque', errors: {} }).reason()).toBe('Sem estoque');
  });
});
