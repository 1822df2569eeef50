/**
 * The demo catalogue of Casa da Carne: a butcher shop delivering in Salvador, Lauro de Freitas and
 * Vila de Abrantes (Bahia). Plain, deterministic data: every import yields the same departments and
 * products. Prices are BRL decimal strings, per Kg for weighed products (unit 'g') and per unit for 'un'.
 * Quantities are grams for 'g' and units for 'un'.
 */
export { COOKING_METHODS, DEPARTMENTS, variantSlugs, type SeedProduct } from './departments';
export { PRODUCTS } from './catalogue-products';
