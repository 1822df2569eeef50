/** The markup of a page's `<main>` in its HTML: what the server drew of the page, without the shell or data. */
export function mainHtml(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

/**
 * The scripts a page's HTML makes a modern browser load first, its first load (the `noModule` polyfills are
 * for legacy browsers only), as the pages bench counts them.
 */
export function firstLoadScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)\ssrc="([^"]+\.js)"([^>]*)>/g)]
    .filter((match) => !/nomodule/i.test(match[1]! + match[3]!))
    .map((match) => match[2]!);
}
