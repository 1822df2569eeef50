/**
 * The offline page (docs/architecture.md, Offline and the service worker): what a page load gets when the
 * network fails and the service worker has no copy of the page. The worker precaches it at install, so it
 * must show whole on its own: one self-contained document, its style inline and no script, nothing it
 * needs from the network. It says what happened, that the cart is kept, and how to order anyway: the
 * store's phone and WhatsApp (configuration, lib/server/store/store-info.ts).
 */
import 'server-only';
import type { StoreInfo } from '@/lib/shell/store-info';
import { BRAND_COLOR, PAGE_BACKGROUND, appIconSvg } from '@/lib/shell/web-app';
import { whatsappLink } from '@/lib/shell/whatsapp';
import { escapeHtml } from './escape-html';

const STYLE = `*{box-sizing:border-box}
html{color:#1c1917;background:${PAGE_BACKGROUND};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5}
body{margin:0;min-height:100dvh;display:flex;flex-direction:column}
header{background:${BRAND_COLOR};color:#fff}
header p{max-width:40rem;margin:0 auto;padding:.75rem 1rem;display:flex;align-items:center;gap:.75rem;font-size:1.25rem;font-weight:700}
main{flex:1;width:100%;max-width:40rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
h2{font-size:1.125rem;margin:2rem 0 .5rem}
p{margin:0 0 .75rem;color:#57504a}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
.button{display:inline-flex;align-items:center;min-height:2.75rem;padding:.625rem 1.25rem;border-radius:.375rem;font-weight:700;text-decoration:none}
.primary{background:${BRAND_COLOR};color:#fff}
.secondary{border:2px solid ${BRAND_COLOR};color:${BRAND_COLOR}}
.whatsapp{background:#1f7a44;color:#fff}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
a:focus-visible{outline:3px solid #1c1917;outline-offset:2px}
footer{border-top:1px solid #e7e0d9;padding:1rem;text-align:center;font-size:.875rem;color:#57504a}`;

/** The page's HTML; `nonce` is the request's CSP nonce, which its one style element carries. */
export function offlinePage(store: StoreInfo, nonce: string | undefined): string {
  const name = escapeHtml(store.name);
  const phone = escapeHtml(store.phone);
  const logo = appIconSvg('any').replace('<svg ', '<svg width="40" height="40" aria-hidden="true" ');
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${BRAND_COLOR}">
<title>Sem conexão | ${name}</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${STYLE}</style>
</head>
<body>
<header><p>${logo}${name}</p></header>
<main>
<h1>Você está sem internet</h1>
<p>Não conseguimos abrir esta página agora. Confira a sua conexão e tente de novo.</p>
<p>Seu carrinho continua guardado neste aparelho: o que você mudar nele é enviado assim que a conexão voltar.</p>
<div class="actions">
<a class="button primary" href="">Tentar novamente</a>
<a class="button secondary" href="/carrinho">Ver meu carrinho</a>
</div>
<h2>Prefere pedir com a gente?</h2>
<p>Ligue ou chame no WhatsApp e fazemos o seu pedido por lá.</p>
<div class="actions">
<a class="button secondary" href="${escapeHtml(store.phoneHref)}">Ligar para ${phone}</a>
<a class="button whatsapp" href="${escapeHtml(whatsappLink(store.whatsappNumber, store.name))}" target="_blank" rel="noopener noreferrer">Chamar no WhatsApp<span class="sr-only"> (abre em nova janela)</span></a>
</div>
</main>
<footer>${name} · ${escapeHtml(store.address)}</footer>
</body>
</html>
`;
}
