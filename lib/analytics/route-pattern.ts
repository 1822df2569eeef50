/**
 * The route pattern of a page path, as the Web Vitals report groups them: never the full URL (no
 * product slug, order number, query or host), so nothing about the shopper or the order leaves with it.
 */
const PATTERNS: [RegExp, string][] = [
  [/^\/produtos\/[^/]+$/, '/produtos/[slug]'],
  [/^\/departamentos\/[^/]+(\/.*)?$/, '/departamentos/[id]'],
  [/^\/confirmacao(\/.*)?$/, '/confirmacao'],
  [/^\/minha-conta\/pedidos\/[^/]+$/, '/minha-conta/pedidos/[number]'],
  [/^\/blend\/calculadora\/[^/]+$/, '/blend/calculadora/[id]'],
];

/** The App Router's static pages are their own pattern; anything else is '/[outra]' (e.g. a 404). */
const STATIC_PAGES = new Set([
  '/',
  '/bigchurrasco',
  '/bigchurrasco/meuchurrasco',
  '/blend',
  '/blend/meus-blends',
  '/busca',
  '/cadastro',
  '/carrinho',
  '/checkout',
  '/contato',
  '/departamentos',
  '/esqueci-senha',
  '/login',
  '/logout',
  '/minha-conta',
  '/minha-conta/cartoes',
  '/minha-conta/enderecos',
  '/minha-conta/informacoes',
  '/minha-conta/pedidos',
  '/minha-conta/privacidade',
  '/minha-conta/senha',
  '/perguntas',
  '/registro',
  '/resetar-senha',
  '/sobre',
  '/termos',
  '/trabalhe',
]);

export function routePattern(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [pattern, route] of PATTERNS) if (pattern.test(path)) return route;
  return STATIC_PAGES.has(path) ? path : '/[outra]';
}
