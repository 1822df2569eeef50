import { cataloguePageRequest, departmentId, isProductSlug } from './page-address';

describe('catalogue page addresses', () => {
  it('reads a product page by its slug', () => {
    expect(cataloguePageRequest('/produtos/picanha-bovina')).toEqual({
      kind: 'product',
      slug: 'picanha-bovina',
    });
  });

  it('reads a department page, with the subdepartment its address names', () => {
    expect(cataloguePageRequest('/departamentos/3')).toEqual({ kind: 'department', id: 3 });
    expect(cataloguePageRequest('/departamentos/3/cortes-nobres')).toEqual({
      kind: 'department',
      id: 3,
      subdepartmentSlug: 'cortes-nobres',
    });
    expect(cataloguePageRequest('/departamentos/3/cortes%20nobres')).toEqual({
      kind: 'department',
      id: 3,
      subdepartmentSlug: 'cortes nobres',
    });
  });

  it('knows an address that cannot name a product or department', () => {
    for (const path of ['/produtos/Picanha', '/produtos/picanha--bovina', `/produtos/${'a'.repeat(201)}`]) {
      expect(cataloguePageRequest(path)).toEqual({ kind: 'product', unknown: true });
    }
    for (const path of ['/departamentos/0', '/departamentos/abc', '/departamentos/1/a/b']) {
      expect(cataloguePageRequest(path)).toEqual({ kind: 'department', unknown: true });
    }
  });

  it('leaves every other address to its route', () => {
    for (const path of [
      '/',
      '/departamentos',
      '/produtos',
      '/produtos/picanha-bovina/opengraph-image-15ys67',
      '/produtos/picanha-bovina/',
      '/departamentos/3/',
      '/busca',
      '/minha-conta/pedidos/R123',
      '/departamentos/%E0%A4%A', // a malformed escape: proxy.ts's own 404
    ]) {
      expect(cataloguePageRequest(path)).toBeNull();
    }
  });

  it('checks slugs and ids as the pages do', () => {
    expect(isProductSlug('bife-de-chorizo-angus')).toBe(true);
    expect(isProductSlug('bife_de_chorizo')).toBe(false);
    expect(departmentId('12')).toBe(12);
    expect(departmentId('012')).toBeNull();
    expect(departmentId('1234567890')).toBeNull();
  });
});
