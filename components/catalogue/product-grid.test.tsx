/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { variantJson } from '@/test-support/components/cart-fixtures';
import { cardVariant } from '@/lib/catalogue/card-variant';
import { camelize } from '@/lib/sales-api/case';
import { ProductGrid } from './product-grid';

const products = [1, 2, 3].map((id) => cardVariant(camelize(variantJson({ id, name: `Corte ${id}` }))));

test('draws a card per product, loading first the photos of the cards in the first view', () => {
  render(<ProductGrid products={products} priorityIds={[1]} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  const photo = (name: string) =>
    screen.getByRole('link', { name: new RegExp(name) }).querySelector('img:not([aria-hidden])');
  expect(photo('Corte 1')).toHaveAttribute('loading', 'eager');
  expect(photo('Corte 1')).toHaveAttribute('fetchpriority', 'high');
  for (const name of ['Corte 2', 'Corte 3']) {
    expect(photo(name)).toHaveAttribute('loading', 'lazy');
    expect(photo(name)).not.toHaveAttribute('fetchpriority');
  }
});
