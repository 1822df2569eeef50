import { cachingRule, type RequestFacts } from './offline-caching';

const ORIGIN = 'https://loja.example';

function rule(path: string, facts: Partial<Omit<RequestFacts, 'url'>> = {}) {
  return cachingRule({
    url: new URL(path, ORIGIN),
    method: 'GET',
    mode: 'navigate',
    origin: ORIGIN,
    isRouterFetch: false,
    ...facts,
  });
}

describe('what the service worker does with a request', () => {
  it('never answers the sales API from a copy, whatever the call', () => {
    expect(rule('/api/sales/api/v1/orders/current', { mode: 'cors' })).toBe('network-only');
    expect(rule('/api/sales/api/v2/storefront/products?page=1', { mode: 'cors' })).toBe('network-only');
    expect(rule('/api/sales/api/v1/checkouts/R1/complete', { method: 'PUT', mode: 'cors' })).toBe(
      'network-only',
    );
  });

  it('loads the checkout and the personal pages from the network only', () => {
    for (const path of [
      '/checkout',
      '/checkout/pagamento',
      '/confirmacao/R123',
      '/minha-conta/pedidos',
      '/blend/calculadora/new/',
      '/login',
      '/equipe/loja',
      '/entregador',
    ]) {
      expect([path, rule(path)]).toEqual([path, 'network-only']);
    }
  });

  it('keeps the last copy of the catalogue, content and cart pages', () => {
    for (const path of [
      '/',
      '/carrinho',
      '/produtos/picanha',
      '/departamentos/1',
      '/blend',
      '/busca?q=alcatra',
    ]) {
      expect([path, rule(path)]).toEqual([path, 'page']);
    }
  });

  it('does not take a page that merely starts like a personal one for it', () => {
    expect(rule('/checkout-rapido')).toBe('page');
    expect(rule('/loginx')).toBe('page');
  });

  it('caches build files and pictures, whoever asks for them', () => {
    expect(rule('/_next/static/chunks/app-1a2b.js', { mode: 'no-cors' })).toBe('build-file');
    expect(rule('/_next/static/css/3c4d.css', { mode: 'no-cors' })).toBe('build-file');
    expect(rule('/media/products/picanha-600.webp', { mode: 'no-cors' })).toBe('picture');
    expect(rule('/_next/image?url=%2Fmedia%2Fbanners%2Fbanner-1.webp&w=1080&q=75', { mode: 'no-cors' })).toBe(
      'picture',
    );
    expect(rule('/uploads/products/7/photo.webp', { mode: 'no-cors' })).toBe('picture');
  });

  it("leaves the router's own fetches and other origins to the network", () => {
    expect(rule('/produtos/picanha', { mode: 'cors', isRouterFetch: true })).toBe('network-only');
    expect(rule('/produtos/picanha', { isRouterFetch: true })).toBe('network-only');
    expect(rule('https://wa.me/5571988887777')).toBe('network-only');
    expect(rule('/carrinho', { method: 'POST' })).toBe('network-only');
  });
});
