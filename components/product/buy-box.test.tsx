/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { camelize } from '@/lib/sales-api/case';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import { beerJson, variantJson } from '@/test-support/components/cart-fixtures';
import { BuyBox } from './buy-box';

jest.mock('next/navigation', () => ({ usePathname: () => '/produtos/costela' }));

beforeAll(() => {
  // The sticky controls watch their place; jsdom has no IntersectionObserver.
  global.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  window.matchMedia = () => ({ matches: true }) as MediaQueryList;
});

const renderBox = (product: VariantJson, freeShippingFrom?: string) =>
  render(<BuyBox product={camelize(product)} freeShippingFrom={freeShippingFrom} />);

describe("the product page's portioning", () => {
  it('names the sizes the cart will offer: the whole range, or the product’s own sizes', () => {
    const { unmount } = renderBox(variantJson({ id: 1, name: 'Picanha' }));
    expect(
      screen.getByText('Porcionamento: escolha no carrinho o tamanho dos pacotes, de 0,5 Kg a 10 Kg.'),
    ).toBeInTheDocument();
    unmount();
    renderBox(variantJson({ id: 2, name: 'Costela', portioning: 'sizes', portioning_sizes: [500, 1_000] }));
    expect(
      screen.getByText('Porcionamento: escolha no carrinho pacotes de 0,5 Kg ou 1 Kg.'),
    ).toBeInTheDocument();
  });

  it('says nothing of portioning for a product that is not portioned, nor for one sold by unit', () => {
    const { unmount } = renderBox(variantJson({ id: 3, name: 'Cupim', portioning: 'none' }));
    expect(screen.queryByText(/Porcionamento/)).not.toBeInTheDocument();
    unmount();
    renderBox(beerJson({}));
    expect(screen.queryByText(/Porcionamento/)).not.toBeInTheDocument();
  });
});

describe("the product page's delivery note", () => {
  it('names the free delivery total the manager set, as the cart counts it', () => {
    renderBox(variantJson({ id: 4, name: 'Picanha' }), '150.00');
    expect(
      screen.getByText(
        'Entregamos em Salvador, Lauro de Freitas e Vila de Abrantes. Frete grátis a partir de R$ 150,00.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/R\$ 99,00/)).not.toBeInTheDocument();
  });

  it('names the standard total where the store information does not carry one', () => {
    renderBox(variantJson({ id: 5, name: 'Alcatra' }));
    expect(screen.getByText(/Frete grátis a partir de R\$ 99,00\.$/)).toBeInTheDocument();
  });
});
