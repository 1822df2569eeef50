/** The hamburger menu of spec 01/02, by login state. */

export interface MenuEntry {
  href: string;
  label: string;
}

export function menuEntries(loggedIn: boolean): MenuEntry[] {
  return [
    { href: '/', label: 'Início' },
    { href: '/departamentos', label: 'Departamentos' },
    { href: '/minha-conta/informacoes', label: 'Minha conta' },
    loggedIn ? { href: '/blend/meus-blends', label: 'Meus blends' } : { href: '/blend', label: 'Blends' },
    { href: '/bigchurrasco', label: 'Churrascômetro' },
    { href: '/sobre', label: 'Sobre nós' },
    { href: '/trabalhe', label: 'Trabalhe conosco' },
    { href: '/perguntas', label: 'Perguntas frequentes' },
    loggedIn ? { href: '/logout', label: 'Sair' } : { href: '/login', label: 'Cadastrar / Entrar' },
  ];
}

/**
 * Paths of a later capability (blends): linked already, but their pages do not exist yet, so a prefetch
 * would answer 404 and log an error in the console. Links to them are not prefetched.
 */
const LATER_PAGES = ['/blend'];

/** Whether a link to `href` may be prefetched (false for the pages of a later capability). */
export function isPrefetchable(href: string): boolean {
  const path = href.split(/[?#]/)[0]!;
  return !LATER_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
