import { loginAlertText, loginUrl, safeRedirectPath } from './navigation';

describe('login navigation', () => {
  it('keeps only paths of this shop', () => {
    expect(safeRedirectPath('/minha-conta/enderecos?x=1')).toBe('/minha-conta/enderecos?x=1');
    for (const unsafe of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'minha-conta',
      '',
      null,
    ]) {
      expect(safeRedirectPath(unsafe)).toBe('/');
    }
  });

  it('shows only the known alerts', () => {
    expect(loginAlertText('entrar')).toBe('Por favor entre ou crie sua conta para continuar');
    expect(loginAlertText('nova-senha')).toBe('Entre usando a sua nova senha');
    expect(loginAlertText('Sua conta foi bloqueada')).toBeNull();
    expect(loginAlertText('toString')).toBeNull();
  });

  it('builds the login URL with the way back', () => {
    expect(loginUrl('/minha-conta/cartoes', 'entrar')).toBe(
      '/login?redirect=%2Fminha-conta%2Fcartoes&alert=entrar',
    );
  });
});
