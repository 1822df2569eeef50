/** The markup of a page's `<main>` in its HTML: what the server drew of the page, without the shell or data. */
export function mainHtml(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}
