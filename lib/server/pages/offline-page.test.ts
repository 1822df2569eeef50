import type { StoreInfo } from '@/lib/shell/store-info';
import { offlinePage } from './offline-page';

const STORE: StoreInfo = {
  name: 'Casa da Carne',
  phone: '(71) 3333-4444',
  phoneHref: 'tel:+557133334444',
  whatsappNumber: '5571988887777',
  email: 'contato@casadacarne.com.br',
  address: 'Av. Manoel Dias da Silva, 1000, Pituba, Salvador - BA',
  hours: ['Segunda a sábado, das 07:00 às 19:00'],
};

describe('the offline page', () => {
  it("gives the store's phone and WhatsApp to order by", () => {
    const html = offlinePage(STORE, 'abc');
    expect(html).toContain(
      '<a class="button secondary" href="tel:+557133334444">Ligar para (71) 3333-4444</a>',
    );
    expect(html).toContain('href="https://wa.me/5571988887777?text=Ol%C3%A1%2C%20Casa%20da%20Carne!');
    expect(html).toContain('Você está sem internet');
  });

  it('shows whole without the network: no script, no stylesheet to fetch', () => {
    const html = offlinePage(STORE, 'abc');
    expect(html).not.toMatch(/<script|<link/);
    expect(html).toContain('<style nonce="abc">');
  });

  it("escapes the store's configured texts", () => {
    const html = offlinePage({ ...STORE, name: 'Zé & <Filhos>' }, undefined);
    expect(html).toContain('<title>Sem conexão | Zé &#38; &#60;Filhos&#62;</title>');
    expect(html).toContain('<style>');
  });
});
