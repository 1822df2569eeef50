import { CRASH_NOTIFIED, CRASH_TITLE, crashContactText } from './crash';

describe('crash screen texts', () => {
  it('are the shop’s, with the order number appended when there is one', () => {
    expect(CRASH_TITLE).toBe('Ah, não! Algo deu errado. Por favor, tente novamente.');
    expect(CRASH_NOTIFIED).toBe('Nossa equipe técnica foi notificada desse erro e iremos investigar.');
    expect(crashContactText('(71) 3333-4444', 'contato@loja.com.br')).toBe(
      'Caso o erro se repita, entre em contato no (71) 3333-4444 ou contato@loja.com.br.',
    );
    expect(crashContactText('(71) 3333-4444', 'contato@loja.com.br', 'R123456789')).toBe(
      'Caso o erro se repita, entre em contato no (71) 3333-4444 ou contato@loja.com.br. Seu pedido: #R123456789.',
    );
  });
});
