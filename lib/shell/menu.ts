/** The hamburger menu, by login state. */

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
