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

  it('missing fields, and stock, produced lines, driver positions, receipts and list continuations out of shape', () => {
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
      refusals(producedBodySchema, {
        line_items: [
          { id: 7, quantity: 0, substitute: { variant_id: 3, quantity: 1000 } },
          { id: 7, quantity: 1000 },
        ],
      }),
    ).toEqual(['line_items: Cada item uma vez só']);
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
    expect(
      refusals(staffOrdersQuerySchema, { cursor: '1764500000123456', fulfillment_state: 'lost' }),
    ).toEqual([
      'fulfillment_state: Estado de preparo inválido',
      'cursor: Continuação da lista inválida: use o next_cursor da página anterior',
    ]);
  });
});

describe('the NF-e link', () => {
  const NFCE =
    'https://nfe.sefaz.ba.gov.br/servicos/nfce/modulos/geral/NFCEC_consulta_chave_acesso.aspx?p=29261112345678000190650010000001231000001234|2|1|1|A1B2C3';

  it('takes a well-formed https link, as the tax portals give them', () => {
    for (const url of [
      NFCE,
      'https://nfe.example.com.br/nota/123?chave=2926%2011#topo',
      'https://x.com:8443/a',
    ]) {
      expect(saleReceiptBodySchema.parse({ url })).toEqual({ url });
    }
  });

  it.each([
    ['a quote that would end the attribute', 'https://x.com/a" onmouseover="alert(1)'],
    ['a single quote', "https://x.com/a' onmouseover='alert(1)"],
    ['a space', 'https://x.com/a b'],
    ['angle brackets', 'https://x.com/<script>'],
    ['a backslash', 'https://x.com\\@evil.example/'],
    ['a backtick', 'https://x.com/a`b'],
    ['a line break', 'https://x.com/a\nb'],
    ['no slashes after the scheme', 'https:x.com/a'],
    ['no host', 'https:///a'],
    ['a password in it', 'https://user:senha@x.com/a'],
    ['http', 'http://x.com/a'],
    ['javascript', 'javascript:alert(1)'],
    ['an upper-case scheme trick', 'JAVASCRIPT://x.com/%0aalert(1)'],
  ])('refuses %s', (_kind, url) => {
    expect(refusals(saleReceiptBodySchema, { url })).toEqual(['url: Informe o link https da NF-e']);
  });
});
