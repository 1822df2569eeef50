import { afterLoginPath, loginAlertText, loginUrl, safeRedirectPath } from './navigation';

describe('login navigation', () => {
  it('keeps only paths of this shop', () => {
    expect(safeRedirectPath('/minha-conta/enderecos?x=1')).toBe('/minha-conta/enderecos?x=1');
    expect(safeRedirectPath('/checkout#pagamento')).toBe('/checkout#pagamento');
  });

  // Each of these resolves, in a browser, to another origin or to a script: all must give '/'.
  it.each([
    ['protocol-relative', '//evil.example'],
    ['absolute URL', 'https://evil.example'],
    ['backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['TAB between the slashes', '/\t/evil.example/x'],
    ['LF between the slashes', '/\n/evil.example/x'],
    ['CR between the slashes', '/\r/evil.example/x'],
    ['TAB then backslash', '/\t\\evil.example'],
    ['decoded %2F%09%2F form', decodeURIComponent('%2F%09%2Fevil.example%2Fx')],
    ['decoded %2F%0A%2F form', decodeURIComponent('%2F%0A%2Fevil.example%2Fx')],
    ['decoded %2F%09%5C form', decodeURIComponent('%2F%09%5Cevil.example')],
    ['dot segment before the slashes', '/.//evil.example/login'],
    ['parent segment before the slashes', '/a/..//evil.example'],
    ['encoded parent segment', '/%2e%2e//evil.example'],
    ['parent segment before a backslash', '/x/../\\evil.example'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['data: scheme', 'data:text/html,<script>alert(1)</script>'],
    ['leading space', ' //evil.example'],
    ['relative path', 'minha-conta'],
    ['empty', ''],
    ['missing', null],
  ])('refuses %s', (_kind, unsafe) => {
    expect(safeRedirectPath(unsafe)).toBe('/');
  });

  // /logout ends the session as it opens when the router takes the shopper there: a link on another
  // site (/login?redirect=/logout) must not reach it through the login.
  it.each([
    '/logout',
    '/logout/',
    '/logout//',
    '/logout?next=/',
    '/logout#sair',
    '/LOGOUT',
    '/%6Cogout',
    '/%6c%6f%67%6f%75%74',
    '/a/../logout',
    '/./logout',
    '/\tlogout',
  ])('never leads to the logout page (%s)', (path) => {
    expect(safeRedirectPath(path)).toBe('/');
  });

  it('keeps the pages whose names only begin like the logout page', () => {
    expect(safeRedirectPath('/logout-info')).toBe('/logout-info');
    expect(safeRedirectPath('/minha-conta/logout')).toBe('/minha-conta/logout');
  });

  it('returns the normalised path, never raw control characters', () => {
    expect(safeRedirectPath('/minha-conta/\tpedidos')).toBe('/minha-conta/pedidos');
    expect(safeRedirectPath('/a/../checkout')).toBe('/checkout');
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

describe('after logging in', () => {
  it('sends staff to their screen when the login names no target', () => {
    expect(afterLoginPath(null, 'counter')).toBe('/equipe');
    expect(afterLoginPath(null, 'manager')).toBe('/equipe');
    expect(afterLoginPath(null, 'driver')).toBe('/entregador');
    expect(afterLoginPath(null, 'customer')).toBe('/');
    expect(afterLoginPath(null, undefined)).toBe('/');
  });

  it("keeps the login's own safe target for everyone, staff included", () => {
    expect(afterLoginPath('/minha-conta/pedidos', 'counter')).toBe('/minha-conta/pedidos');
    expect(afterLoginPath('/', 'manager')).toBe('/');
    expect(afterLoginPath('/checkout', 'customer')).toBe('/checkout');
  });

  it('treats an unsafe target as none', () => {
    expect(afterLoginPath('//evil.example', 'driver')).toBe('/entregador');
    expect(afterLoginPath('https://evil.example', 'customer')).toBe('/');
  });

  it('treats the logout page as no target: the default page instead', () => {
    expect(afterLoginPath('/logout', 'customer')).toBe('/');
    expect(afterLoginPath('/logout/', 'manager')).toBe('/equipe');
    expect(afterLoginPath('/logout', 'driver')).toBe('/entregador');
  });
});
