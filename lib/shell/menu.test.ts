import { menuEntries } from './menu';

describe('hamburger menu', () => {
  it('offers blends and sign up / log in to guests', () => {
    expect(menuEntries(false).map((e) => e.label)).toEqual([
      'Início',
      'Departamentos',
      'Minha conta',
      'Blends',
      'Churrascômetro',
      'Sobre nós',
      'Trabalhe conosco',
      'Perguntas frequentes',
      'Cadastrar / Entrar',
    ]);
    expect(menuEntries(false).at(-1)!.href).toBe('/login');
  });

  it('offers my blends and log out to customers', () => {
    const entries = menuEntries(true);
    expect(entries.find((e) => e.label === 'Meus blends')!.href).toBe('/blend/meus-blends');
    expect(entries.at(-1)).toEqual({ href: '/logout', label: 'Sair' });
    expect(entries.some((e) => e.label === 'Blends' || e.label === 'Cadastrar / Entrar')).toBe(false);
  });
});
