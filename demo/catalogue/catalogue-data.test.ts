import { COOKING_METHODS, DEPARTMENTS, PRODUCTS, variantSlugs, type SeedProduct } from './catalogue-data';

const DECIMAL = /^\d+\.\d{2}$/;
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('demo catalogue', () => {
  it('has the departments of the shop, in navigation order, each with 2–5 subdepartments', () => {
    expect(DEPARTMENTS.length).toBeGreaterThanOrEqual(8);
    expect(DEPARTMENTS.slice(0, 5).map((d) => d.name)).toEqual([
      'Bovinos',
      'Suínos',
      'Aves',
      'Hambúrgueres e Blends',
      'Linguiças',
    ]);
    for (const department of DEPARTMENTS) {
      expect(department.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(department.subdepartments.length).toBeGreaterThanOrEqual(2);
      expect(department.subdepartments.length).toBeLessThanOrEqual(5);
      for (const sub of department.subdepartments) expect(sub.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has unique department and subdepartment slugs', () => {
    const departmentSlugs = DEPARTMENTS.map((d) => d.slug);
    expect(new Set(departmentSlugs).size).toBe(departmentSlugs.length);
    const subSlugs = DEPARTMENTS.flatMap((d) => d.subdepartments.map((s) => s.slug));
    expect(new Set(subSlugs).size).toBe(subSlugs.length);
  });

  it('has at least 150 products with unique kebab-case slugs, sibling variants included', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(150);
    const slugs = PRODUCTS.flatMap(variantSlugs);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('files every product under an existing department and subdepartment, and fills every subdepartment', () => {
    for (const p of PRODUCTS) {
      const department = DEPARTMENTS.find((d) => d.slug === p.department);
      expect(department).toBeDefined();
      expect(department?.subdepartments.some((s) => s.slug === p.subdepartment)).toBe(true);
    }
    const thin = DEPARTMENTS.flatMap((department) =>
      department.subdepartments
        .filter(
          (sub) =>
            PRODUCTS.filter((p) => p.department === department.slug && p.subdepartment === sub.slug).length <
            3,
        )
        .map((sub) => `${department.slug}/${sub.slug}`),
    );
    expect(thin).toEqual([]);
  });

  it('gives products only the fields of SeedProduct', () => {
    const known = new Set([
      'slug',
      'name',
      'description',
      'department',
      'subdepartment',
      'manufacturer',
      'cookingMethods',
      'unit',
      'price',
      'listPrice',
      'minimumQuantity',
      'incrementQuantity',
      'maximumQuantity',
      'defaultQuantity',
      'stock',
      'salesVolume',
      'hasImage',
      'imageColor',
      'options',
      'recipes',
      'metaKeywords',
      'alcoholic',
    ]);
    const unknown = PRODUCTS.flatMap((p) =>
      Object.keys(p)
        .filter((key) => !known.has(key))
        .map((key) => `${p.slug}.${key}`),
    );
    expect(unknown).toEqual([]);
    expect(new Set(PRODUCTS.map((p) => p.cookingMethods.join('|'))).size).toBeGreaterThan(15);
  });

  it('has sensible prices and promotions', () => {
    for (const p of PRODUCTS) {
      expect(p.price).toMatch(DECIMAL);
      expect(cents(p.price)).toBeGreaterThan(0);
      if (p.listPrice !== undefined) {
        expect(p.listPrice).toMatch(DECIMAL);
        expect(cents(p.listPrice)).toBeGreaterThan(cents(p.price));
        expect(cents(p.listPrice)).toBeLessThanOrEqual(Math.ceil(cents(p.price) * 1.3));
      }
    }
    const onPromotion = PRODUCTS.filter((p) => p.listPrice !== undefined).length;
    expect(onPromotion).toBeGreaterThanOrEqual(15);
    expect(onPromotion).toBeLessThan(PRODUCTS.length / 4);
  });

  it('has quantities consistent with the unit and the increment', () => {
    const consistent = (p: SeedProduct) =>
      p.incrementQuantity > 0 &&
      p.minimumQuantity > 0 &&
      p.minimumQuantity <= p.defaultQuantity &&
      p.defaultQuantity <= p.maximumQuantity &&
      (p.defaultQuantity - p.minimumQuantity) % p.incrementQuantity === 0 &&
      (p.maximumQuantity - p.minimumQuantity) % p.incrementQuantity === 0 &&
      Number.isInteger(p.stock) &&
      p.stock >= 0;
    expect(PRODUCTS.filter((p) => !consistent(p)).map((p) => p.slug)).toEqual([]);
    for (const p of PRODUCTS.filter((p) => p.unit === 'g')) {
      expect(p.minimumQuantity).toBeGreaterThanOrEqual(100);
      expect(p.maximumQuantity).toBeGreaterThanOrEqual(5000);
    }
    for (const p of PRODUCTS.filter((p) => p.unit === 'un')) expect(p.incrementQuantity).toBe(1);
  });

  it('has some products out of stock and some without a photo', () => {
    expect(PRODUCTS.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(PRODUCTS.filter((p) => !p.hasImage).length).toBeGreaterThanOrEqual(3);
    for (const p of PRODUCTS) expect(p.imageColor).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has products with sibling variants whose first value keeps the product slug', () => {
    const withOptions = PRODUCTS.filter((p) => p.options);
    expect(withOptions.length).toBeGreaterThanOrEqual(10);
    for (const p of withOptions) {
      const values = p.options?.values ?? [];
      expect(values.length).toBeGreaterThanOrEqual(2);
      expect(values.length).toBeLessThanOrEqual(3);
      expect(values[0]?.slugSuffix).toBe('');
      for (const value of values.slice(1)) expect(value.slugSuffix).not.toBe('');
      for (const value of values) expect(Number.isInteger(value.priceDeltaPercent ?? 0)).toBe(true);
      expect(variantSlugs(p)[0]).toBe(p.slug);
      expect(variantSlugs(p)).toHaveLength(values.length);
    }
    const plain = PRODUCTS.find((p) => !p.options);
    expect(plain && variantSlugs(plain)).toEqual(plain && [plain.slug]);
  });

  it('has recipes with text and a video link', () => {
    const withRecipes = PRODUCTS.filter((p) => p.recipes?.length);
    expect(withRecipes.length).toBeGreaterThanOrEqual(10);
    for (const r of withRecipes.flatMap((p) => p.recipes ?? [])) {
      expect(r.title.length).toBeGreaterThan(3);
      expect(r.text.length).toBeGreaterThanOrEqual(2);
      expect(r.videoUrl).toMatch(/^https:\/\/(vimeo\.com\/\d+|www\.youtube\.com\/watch\?v=[\w-]{11})$/);
    }
  });

  it('only uses known cooking methods, at most three per product', () => {
    for (const p of PRODUCTS) {
      expect(p.cookingMethods.length).toBeLessThanOrEqual(3);
      for (const method of p.cookingMethods) expect(COOKING_METHODS).toContain(method);
    }
  });

  it('flags alcoholic drinks', () => {
    const beers = PRODUCTS.filter((p) => p.subdepartment === 'cervejas');
    expect(beers.length).toBeGreaterThan(0);
    expect(beers.every((p) => p.alcoholic)).toBe(true);
    expect(PRODUCTS.filter((p) => p.alcoholic).every((p) => p.department === 'bebidas')).toBe(true);
  });

  it('is deterministic', async () => {
    jest.resetModules();
    const again = await import('./catalogue-data');
    expect(again.PRODUCTS).toEqual(PRODUCTS);
  });
});
