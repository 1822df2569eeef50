import { faqEntries } from './faq';

const store = {
  phone: '(71) 3333-4444',
  address: 'Av. Exemplo, 1, Salvador - BA',
  hours: ['Segunda a sábado, das 07:00 às 19:00', 'Domingos e feriados, das 07:00 às 12:00'],
};
const text = faqEntries(store, { marginPercent: 10, expiryMinutes: 30 })
  .map((entry) => `${entry.question} ${entry.answer.join(' ')}`)
  .join('\n');

describe('FAQ', () => {
  // The manager's delivery terms, as the layout's store information carries them (lib/shell/store-info.ts):
  // the pickup hours differ from the store's opening hours, and free delivery starts at R$ 150.
  const managed = faqEntries(
    {
      ...store,
      freeShippingFrom: '150.00',
      pickupHours: ['Segunda a sábado, das 08:00 às 20:00', 'Domingo e feriados, das 09:00 às 13:00'],
    },
    { marginPercent: 10, expiryMinutes: 30 },
  );
  const answer = (question: string) =>
    managed.find((entry) => entry.question === question)?.answer.join(' ') ?? '';

  it("states the manager's free delivery total", () => {
    expect(answer('Quanto custa a entrega?')).toMatch(/grátis em compras a partir de R\$\s150,00\./);
    expect(answer('Quanto custa a entrega?')).not.toMatch(/99,00/);
  });

  it('gives the pickup hours the checkout offers, not the opening hours', () => {
    const pickup = answer('Posso retirar o pedido na loja?');
    expect(pickup).toContain('Segunda a sábado, das 08:00 às 20:00');
    expect(pickup).toContain('Domingo e feriados, das 09:00 às 13:00');
    expect(pickup).not.toContain('07:00 às 19:00');
  });

  it('has its 17 entries, each question once', () => {
    const entries = faqEntries(store, { marginPercent: 10, expiryMinutes: 30 });
    expect(entries).toHaveLength(17);
    expect(new Set(entries.map((e) => e.question)).size).toBe(17);
    expect(entries.every((e) => e.question.endsWith('?') && e.answer.length > 0)).toBe(true);
  });

  it.each([
    ['payments', /crédito ou Pix pelo site.*débito ou vale-refeição/],
    [
      'the Pix margin, from the configuration',
      /total estimado do pedido mais 10% sobre os produtos vendidos por peso/,
    ],
    ['the Pix difference given back', /devolvemos por Pix a diferença/],
    ['the Pix time limit, from the configuration', /vale por 30 minutos/],
    ['only the weighed amount is charged', /somente o valor exato/],
    ['no instalments', /sem parcelamento/],
    ['returns', /aceitamos devoluções/],
    ['company orders', /CNPJ/],
    ['10 % weight tolerance', /até 10%/],
    ['alcohol over 18', /maiores de 18 anos/],
    ['delivery windows', /8h às 13h.*13h às 17h ou 15h às 20h[\s\S]*17h às 21h/],
    ['next day until 23:59', /23:59/],
    ['express in up to 3 hours', /em até 3 horas/],
    ['pickup hours', /07:00 às 19:00[\s\S]*07:00 às 12:00/],
    ['coverage area', /Salvador, Lauro de Freitas e Vila de Abrantes/],
  ])('states %s', (_, pattern) => {
    expect(text).toMatch(pattern);
  });

  it('names the store phone and pickup address', () => {
    expect(text).toContain('(71) 3333-4444');
    expect(text).toContain('Av. Exemplo, 1, Salvador - BA');
  });
});
