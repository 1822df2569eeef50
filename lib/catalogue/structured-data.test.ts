import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from './structured-data';

const picanha = {
  id: 3,
  name: 'Picanha Bovina',
  description: 'Picanha tradicional.',
  slug: 'picanha-bovina',
  price: '0.0899',
  unitForQuantity: 'g' as const,
  inStock: true,
  manufacturer: 'Swift',
  images: [{ miniUrl: '/m', smallUrl: '/s', largeUrl: '/media/products/picanha-bovina-large.webp', alt: '' }],
  options: [],
};
const url = 'https://shop.example/produtos/picanha-bovina';

describe('product structured data', () => {
  it('offers weighed products per Kg in BRL with their availability', () => {
    const data = productJsonLd(picanha, { url, origin: 'https://shop.example' });
    expect(data['@type']).toBe('Product');
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'BRL',
      price: '89.90',
      availability: 'https://schema.org/InStock',
      priceSpecification: { referenceQuantity: { unitCode: 'KGM', value: 1 } },
    });
    expect(data.image).toEqual(['https://shop.example/media/products/picanha-bovina-large.webp']);
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Swift' });
  });

  it('offers unit products per piece and marks missing stock', () => {
    const data = productJsonLd(
      { ...picanha, price: '21.9', unitForQuantity: 'un', inStock: false, manufacturer: null },
      { url, origin: 'https://shop.example' },
    );
    expect(data.offers.price).toBe('21.9');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.offers.priceSpecification.referenceQuantity.unitCode).toBe('H87');
    expect(data).not.toHaveProperty('brand');
  });

  it("names a variant with its option, so that siblings' pages do not share one name", () => {
    const option = (name: string, selected: boolean) => ({ presentationName: name, selected });
    const sliced = {
      ...picanha,
      options: [{ values: [option('Peça inteira', false), option('Fatiada', true)] }],
    } as unknown as Parameters<typeof productJsonLd>[0];
    expect(productJsonLd(sliced, { url, origin: 'https://shop.example' }).name).toBe(
      'Picanha Bovina (Fatiada)',
    );
    expect(productJsonLd(picanha, { url, origin: 'https://shop.example' }).name).toBe('Picanha Bovina');
  });

  it('lists breadcrumbs in order from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Início', url: 'https://shop.example/' },
        { name: 'Bovinos', url: 'https://shop.example/departamentos/1' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Bovinos', item: 'https://shop.example/departamentos/1' },
    ]);
  });

  it('cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
