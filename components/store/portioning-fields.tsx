'use client';

/**
 * The product's portioning in the product form (docs/business-rules.md, Quantities and portioning): every
 * size of the shop's set (the default), only the sizes the manager lists, or none. The sizes are typed in
 * grams, separated by commas, and checked against the shop's set by the contract's schema.
 */
import { get, useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form/text-field';
import { PORTIONING_KINDS, PORTIONING_LABELS } from '@/lib/rules/portioning';
import type { ProductForm } from '@/lib/sales-api/store-products';

/** '500, 1.000' → [500, 1000]; anything that is not a whole number stays NaN, for the schema to refuse. */
function sizesOf(value: unknown): number[] {
  if (Array.isArray(value)) return value as number[];
  return String(value ?? '')
    .split(/[,;]/)
    .map((item) => item.replace(/[.\s]/g, '').replace(/g$/i, ''))
    .filter(Boolean)
    .map(Number);
}

export function PortioningFields({ form }: { form: UseFormReturn<ProductForm> }) {
  const kind = useWatch({ control: form.control, name: 'portioning' });
  const errors = form.formState.errors;
  // The list's own message, or the first size's ('portioning_sizes.2').
  const sizesError =
    errors.portioning_sizes?.message ??
    (Object.values(get(errors, 'portioning_sizes') ?? {}) as { message?: string }[]).find(
      (item) => item?.message,
    )?.message;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-warm-700">
        Porcionamento no carrinho (produtos vendidos por peso)
      </legend>
      <div className="flex flex-wrap gap-x-4">
        {PORTIONING_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value={kind}
              className="size-5 accent-brand"
              {...form.register('portioning', {
                onChange: () => {
                  // Sizes left in a hidden field would be checked all the same.
                  if (form.getValues('portioning') !== 'sizes') form.setValue('portioning_sizes', []);
                },
              })}
            />
            {PORTIONING_LABELS[kind]}
          </label>
        ))}
      </div>
      {errors.portioning && <p className="text-sm text-label-red">{`* ${errors.portioning.message}`}</p>}
      {kind === 'sizes' && (
        <TextField
          label="Tamanhos dos pacotes em gramas, separados por vírgula (ex.: 500, 1000, 2000)"
          inputMode="numeric"
          autoComplete="off"
          {...form.register('portioning_sizes', { setValueAs: sizesOf })}
          error={sizesError}
        />
      )}
    </fieldset>
  );
}
