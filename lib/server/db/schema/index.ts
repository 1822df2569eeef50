/** The whole database schema, one module per area. drizzle-kit generates migrations from this. */
export * from './catalogue';
export * from './accounts';
export * from './product-views';
export * from './orders';
export * from './barbecue';
export * from './checkout';
export * from './blends';
export * from './web-vitals';
