import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zod resolver for a schema imported on the form's first check (a blur, a submit) instead
 * of with the page: zod and the schemas (about 43 kB gz, and a long task to instantiate them) stay out of the
 * first load of the pages that open on a form, such as /login (docs/performance.md). Declare it at module
 * level, e.g. `lazyZodResolver(() => import('@/lib/validation/account').then((m) => m.loginSchema))`. A
 * failed import (offline, a new release) fails that check and is tried again on the next one.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | null = null;
  return async (values, context, options) => {
    loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return (await loading)(values, context, options);
  };
}
