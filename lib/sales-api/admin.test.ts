import {
  driverBodySchema,
  locationBodySchema,
  producedBodySchema,
  saleReceiptBodySchema,
  staffOrdersQuerySchema,
  variantChangeBodySchema,
} from './admin';

/** The field messages of a refused body, as the API's 422 lists them. */
function refusals(
  schema: { safeParse(input: unknown): { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  const { issues } = result.error as { issues: { path: PropertyKey[]; message: string }[] };
  return issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe("the back office's bodies refuse in Portuguese", () => {
  it('a price of zero, which would give the product away, and a malformed one', () => {
    expect(refusals(variantChangeBodySchema, { price: '0.00' })).toEqual([
      'price: O preço deve ser maior que zero',
    ]);
    expect(refusals(variantChangeBodySchema, { list_price: '0' })).toEqual([
      'list_price: O preço deve ser maior que zero',
    ]);
    expect(refusals(variantChangeBodySchema, { price: 12.9 })).toEqual([
      'price: Preço inválido (ex.: 0.0899 por grama ou 12.90 por unidade)',
    ]);
    expect(variantChangeBodySchema.parse({ price: '0.0899', list_price: null })).toEqual({
      price: '0.0899',
      list_price: null,
    });
  });

  it('missing fields, and stock, produced lines, driver positions, receipts and list pages out of range', () => {
    expect(refusals(variantChangeBodySchema, { total_on_hand: 100_000_001 })).toEqual([
      'total_on_hand: Estoque inválido',
    ]);
    expect(refusals(producedBodySchema, {})).toEqual(['line_items: Informe ao menos um item']);
    expect(refusals(driverBodySchema, {})).toEqual([
      'name: Nome do entregador é obrigatório',
      'license_plate: Placa inválida (ex.: ABC1D23)',
    ]);
    expect(refusals(producedBodySchema, { line_items: [{ id: 0, quantity: 10 }] })).toEqual([
      'line_items.0.id: Item inválido',
    ]);
    expect(
      refusals(producedBodySchema, {
        line_items: Array.from({ length: 201 }, () => ({ id: 1, quantity: 1 })),
      }),
    ).toEqual(['line_items: No máximo 200 itens por vez']);
    expect(
      refusals(locationBodySchema, {
        latitude: 91,
        longitude: '-38.5',
        client_time: '2026-11-25T10:00:00-03:00',
      }),
    ).toEqual(['latitude: Latitude inválida', 'longitude: Longitude inválida']);
    expect(refusals(saleReceiptBodySchema, { url: `https://nfe.example/${'a'.repeat(500)}` })).toEqual([
      'url: Link muito longo',
    ]);
    expect(refusals(staffOrdersQuerySchema, { page: '0', fulfillment_state: 'lost' })).toEqual([
      'fulfillment_state: Estado de preparo inválido',
      'page: Página inválida',
    ]);
  });
});
