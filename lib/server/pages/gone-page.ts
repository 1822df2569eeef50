/**
 * The page of an archived product (docs/business-rules.md, Store back office): 410 Gone, drawn by proxy.ts
 * itself because Next renders no status but 404 for a page that is not there. A small, script-free
 * document in the shop's words, with the way back to the shop and its search.
 */
import 'server-only';
import { storeInfo } from '../store/store-info';
import { escapeHtml } from './escape-html';

/** The HTML of the 410 answer; `nonce` is the request's CSP nonce, which its one style element carries. */
export function productGonePage(nonce: string): string {
  const store = escapeHtml(storeInfo().name);
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Produto indisponível | ${store}</title>
<style nonce="${escapeHtml(nonce)}">body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#3b2a20}a{color:#a3161a;font-weight:600}</style>
</head>
<body>
<main>
<h1>Este produto não está mais à venda</h1>
<p>O produto que você procurou saiu do catálogo da ${store}.</p>
<p><a href="/busca">Buscar outros produtos</a> ou <a href="/">voltar à página inicial</a>.</p>
</main>
</body>
</html>
`;
}
