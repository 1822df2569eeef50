import { whatsappLink, whatsappText } from './whatsapp';

describe('WhatsApp link', () => {
  it('mentions the current order number when there is one', () => {
    expect(whatsappText('Casa da Carne', 'R987654')).toBe(
      'Olá, Casa da Carne! Preciso de ajuda com o meu pedido #R987654.',
    );
    const url = new URL(whatsappLink('5571988887777', 'Casa da Carne', 'R987654'));
    expect(url.origin + url.pathname).toBe('https://wa.me/5571988887777');
    expect(url.searchParams.get('text')).toContain('#R987654');
  });

  it('asks for help with a new order otherwise', () => {
    expect(whatsappText('Casa da Carne', undefined)).toBe(
      'Olá, Casa da Carne! Preciso de ajuda para fazer o meu pedido.',
    );
    expect(new URL(whatsappLink('5571988887777', 'Casa da Carne')).searchParams.get('text')).not.toContain(
      '#',
    );
  });
});
