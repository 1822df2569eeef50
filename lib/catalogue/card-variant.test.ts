/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
/* eslint-disable import/no-restricted-paths -- the measure of what the card reads is the card itself */
import { variantJson } from '@/test-support/components/cart-fixtures';
import { ProductCard } from '@/components/catalogue/product-card';
/* eslint-enable import/no-restricted-paths */
import { camelize } from '@/lib/sales-api/case';
import { cardVariant } from './card-variant';

const full = camelize(
  variantJson({
    id: 7,
    name: 'Picanha Bovina',
    manufacturer: 'Swift',
    description: 'Picanha tradicional, selecionada peça a peça.',
    price: '0.0899',
    list_price: '0.1039',
    on_sale: true,
    options: [
      {
        presentation_name: 'Corte',
        values: [
          { slug: 'picanha', image_url: '/p.webp', presentation_name: 'Peça inteira', selected: false },
          { slug: 'picanha-fatiada', image_url: '/f.webp', presentation_name: 'Fatiada', selected: true },
        ],
      },
    ],
    cooking_methods: ['Churrasco'],
    meta_tags: { title: 'Picanha', description: 'Picanha tradicional', keywords: 'picanha, Salvador' },
  }),
);

describe('a variant as its card reads it', () => {
  it('keeps what the card shows and leaves out the rest', () => {
    const card = cardVariant(full);
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('metaTags');
    expect(card).not.toHaveProperty('cookingMethods');
    expect(card.options).toEqual([{ values: [{ presentationName: 'Fatiada', selected: true }] }]);
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(full).length * 0.75);
  });

  it('draws the same card as the whole variant', () => {
    const markup = (product: Parameters<typeof ProductCard>[0]['product']) =>
      renderToStaticMarkup(createElement(ProductCard, { product }));
    const card = markup(cardVariant(full));
    expect(card).toBe(markup(full));
    expect(card).toContain('Fatiada');
    expect(card).toContain('Promoção -13%');
  });
});
