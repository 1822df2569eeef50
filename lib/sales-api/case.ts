/** The API speaks snake_case (docs/business-rules.md, Sales API conventions); the storefront camelCase. */

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

export type Camelized<T> = T extends readonly (infer U)[]
  ? Camelized<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelized<T[K]> }
    : T;

export function camelCaseKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Deeply converts object keys to camelCase; arrays and values are kept. */
export function camelize<T>(value: T): Camelized<T> {
  if (Array.isArray(value)) return value.map(camelize) as Camelized<T>;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
        camelCaseKey(key),
        camelize(inner),
      ]),
    ) as Camelized<T>;
  }
  return value as Camelized<T>;
}
