import { isPrefetchable, menuEntries } from './menu';

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

describe('isPrefetchable', () => {
  it('keeps the pages of a later capability (blends) from being prefetched', () => {
    for (const href of ['/blend', '/blend/meus-blends', '/blend?x=1']) {
      expect(isPrefetchable(href)).toBe(false);
    }
  });

  it('prefetches every other page, even one whose path only starts like them', () => {
    for (const href of [
      '/',
      '/busca?q=churrasco',
      '/departamentos/1',
      '/blendado',
      '/sobre',
      '/bigchurrasco',
    ]) {
      expect(isPrefetchable(href)).toBe(true);
    }
  });
});
