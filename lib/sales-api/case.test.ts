import { camelize } from './case';

describe('camelize', () => {
  it('converts keys deeply, leaving values and arrays alone', () => {
    expect(
      camelize({
        unit_for_quantity: 'g',
        images: [{ mini_url: '/a_b.webp' }],
        meta_tags: { title: 'x_y' },
        list_price: null,
      }),
    ).toEqual({
      unitForQuantity: 'g',
      images: [{ miniUrl: '/a_b.webp' }],
      metaTags: { title: 'x_y' },
      listPrice: null,
    });
  });
});
