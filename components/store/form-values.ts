/** How the product form's inputs become the contract's values (lib/sales-api/store-products.ts). */

/** An optional text left empty is null (no manufacturer, no list price, no video). */
export const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);
