import { adminCall, nextOrdersCommand, UsageError } from './admin-commands';

describe('the staff command line', () => {
  const now = new Date('2026-11-23T10:00:00-03:00');

  it('turns each command into its back-office call', () => {
    expect(adminCall(['pedidos', 'packaging'])).toEqual({
      method: 'GET',
      path: '/admin/orders?fulfillment_state=packaging',
    });
    // The next 50 go on from the continuation the previous list printed, with or without a state.
    expect(adminCall(['pedidos', 'packaging', '1764500000123456.42']).path).toBe(
      '/admin/orders?fulfillment_state=packaging&cursor=1764500000123456.42',
    );
    expect(adminCall(['pedidos', '1764500000123456.42']).path).toBe(
      '/admin/orders?cursor=1764500000123456.42',
    );
    expect(adminCall(['pedidos']).path).toBe('/admin/orders');
    // Each list ends with the command that lists the next 50, keeping the state asked.
    expect(nextOrdersCommand(['pedidos', 'packaging'], '1764500000123456.42')).toBe(
      'npm run admin -- pedidos packaging 1764500000123456.42',
    );
    expect(nextOrdersCommand(['pedidos', 'packaging', '1764500000123456.42'], '1764400000000000.7')).toBe(
      'npm run admin -- pedidos packaging 1764400000000000.7',
    );
    expect(nextOrdersCommand(['pedidos', '1764500000123456.42'], '1764400000000000.7')).toBe(
      'npm run admin -- pedidos 1764400000000000.7',
    );
    expect(adminCall(['preparo', 'r123456789', 'pending'])).toEqual({
      method: 'PUT',
      path: '/admin/orders/R123456789/fulfillment',
      body: { state: 'pending' },
    });
    expect(adminCall(['entrega', 'R123456789', 'in_progress']).body).toEqual({ state: 'in_progress' });
    expect(adminCall(['entrega', 'R123456789', 'failed', 'Cliente ausente']).body).toEqual({
      state: 'failed',
      reason: 'Cliente ausente',
    });
    expect(adminCall(['pesado', 'R123456789', '12=1050', '13=2']).body).toEqual({
      line_items: [
        { id: 12, quantity: 1050 },
        { id: 13, quantity: 2 },
      ],
    });
    expect(adminCall(['entregador', 'R123456789', 'Josué Santos', 'ABC1D23']).body).toEqual({
      name: 'Josué Santos',
      license_plate: 'ABC1D23',
    });
    expect(adminCall(['posicao', 'R123456789', '-12.98', '-38.47'], now).body).toEqual({
      latitude: -12.98,
      longitude: -38.47,
      client_time: now.toISOString(),
    });
    expect(adminCall(['cancelar', 'R123456789'])).toEqual({
      method: 'PUT',
      path: '/admin/orders/R123456789/cancel',
    });
    expect(adminCall(['pix-pago', 'r123456789'])).toEqual({
      method: 'PUT',
      path: '/admin/orders/R123456789/pix_paid',
    });
    expect(adminCall(['falhas'])).toEqual({ method: 'GET', path: '/admin/jobs/problems' });
  });

  it('says what is wrong, in Portuguese, for every mistake', () => {
    const mistakes: [string[], RegExp][] = [
      [[], /Informe um comando/],
      [['voar'], /Comando desconhecido: voar/],
      [['preparo', '123'], /Número de pedido inválido: 123/],
      [['preparo', 'R123456789'], /Faltando: estado/],
      [['pesado', 'R123456789'], /ao menos um item/],
      [['pesado', 'R123456789', '12:1050'], /Item inválido: 12:1050/],
      [['posicao', 'R123456789', 'norte', '1'], /Latitude inválida/],
      [['estoque', 'picanha', '3'], /Variante inválida: picanha/],
      [['estoque', '49', '-3'], /Quantidade inválida: -3/],
    ];
    for (const [args, message] of mistakes) {
      expect(() => adminCall(args, now)).toThrow(UsageError);
      expect(() => adminCall(args, now)).toThrow(message);
    }
  });
});
