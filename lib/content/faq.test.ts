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
