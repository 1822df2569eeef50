import { routePattern } from './route-pattern';

describe('the route pattern of a page (Web Vitals are grouped by it, never by URL)', () => {
  it.each([
    ['/', '/'],
    ['/produtos/picanha-bovina-angus', '/produtos/[slug]'],
    ['/departamentos/3/bovinos', '/departamentos/[id]'],
    ['/confirmacao/R123456789', '/confirmacao'],
    ['/minha-conta/pedidos/R123456789', '/minha-conta/pedidos/[number]'],
    ['/blend/calculadora/12', '/blend/calculadora/[id]'],
    ['/termos/', '/termos'],
    ['/algo-que-nao-existe', '/[outra]'],
  ])('%s is %s', (path, pattern) => expect(routePattern(path)).toBe(pattern));
});
