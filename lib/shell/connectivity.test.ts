import {
  CONNECTIVITY_COUNTER_FULL,
  isOffline,
  nextConnectivityCounter,
  offlineMessage,
} from './connectivity';

describe('connectivity counter', () => {
  it('shows the banner after two failed pings in a row, not after one', () => {
    let counter = CONNECTIVITY_COUNTER_FULL;
    expect(isOffline(counter)).toBe(false);
    counter = nextConnectivityCounter(counter, false);
    expect(isOffline(counter)).toBe(false);
    counter = nextConnectivityCounter(counter, false);
    expect(counter).toBe(1);
    expect(isOffline(counter)).toBe(true);
  });

  it('hides the banner again on the first answer', () => {
    expect(nextConnectivityCounter(0, true)).toBe(CONNECTIVITY_COUNTER_FULL);
    expect(isOffline(nextConnectivityCounter(0, true))).toBe(false);
  });

  it('never goes below zero', () => {
    expect(nextConnectivityCounter(0, false)).toBe(0);
  });
});

describe('offline banner text', () => {
  it('names the phone and the current order number', () => {
    expect(offlineMessage('(71) 3333-4444', 'R123456')).toBe(
      'Oops! Não estamos conseguindo conectar à internet. Se estiver com dificuldades em usar nosso site, ligue para (71) 3333-4444 e continuaremos o seu pedido #R123456 de onde você parou.',
    );
  });

  it('still reads well without an order', () => {
    expect(offlineMessage('(71) 3333-4444', null)).toBe(
      'Oops! Não estamos conseguindo conectar à internet. Se estiver com dificuldades em usar nosso site, ligue para (71) 3333-4444 e continuaremos o seu pedido de onde você parou.',
    );
  });
});
