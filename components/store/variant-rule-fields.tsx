'use client';

/**
 * What each variant of a product has of its own in the product form: the unit, the quantity rules, the
 * prices and the stock. The first variant's fields sit at the form's top level (`prefix` ''); a sibling's
 * under `variants.{i}.`, its labels ending in `suffix` so that each field keeps a name of its own.
 */
import { get, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form/text-field';
import type { ProductForm } from '@/lib/sales-api/store-products';
import { emptyAsNull } from './form-values';

export function VariantRuleFields({
  form,
  prefix = '',
  suffix = '',
}: {
  form: UseFormReturn<ProductForm>;
  prefix?: '' | `variants.${number}.`;
  suffix?: string;
}) {
  const path = (field: string) => `${prefix}${field}` as Path<ProductForm>;
  const unit = useWatch({ control: form.control, name: path('unit_for_quantity') });
  const unitName = unit === 'un' ? 'unidades' : 'gramas';
  const error = (field: string): string | undefined =>
    (get(form.formState.errors, path(field)) as { message?: string } | undefined)?.message;
  const number = (field: string) => form.register(path(field), { valueAsNumber: true });
  return (
    <>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-semibold text-warm-700">Vendido por{suffix}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            value="g"
            className="size-5 accent-brand"
            {...form.register(path('unit_for_quantity'))}
          />
          Peso (gramas)
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            value="un"
            className="size-5 accent-brand"
            {...form.register(path('unit_for_quantity'))}
          />
          Unidade
        </label>
      </fieldset>
      <div className="grid gap-x-4 sm:grid-cols-4">
        <TextField
          label={`Mínimo (${unitName})${suffix}`}
          type="number"
          inputMode="numeric"
          {...number('minimum_quantity')}
          error={error('minimum_quantity')}
        />
        <TextField
          label={`Incremento (${unitName})${suffix}`}
          type="number"
          inputMode="numeric"
          {...number('increment_quantity')}
          error={error('increment_quantity')}
        />
        <TextField
          label={`Máximo (${unitName})${suffix}`}
          type="number"
          inputMode="numeric"
          {...number('maximum_quantity')}
          error={error('maximum_quantity')}
        />
        <TextField
          label={`Padrão (${unitName})${suffix}`}
          type="number"
          inputMode="numeric"
          {...number('default_quantity')}
          error={error('default_quantity')}
        />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <TextField
          label={`${unit === 'un' ? 'Preço (R$ por unidade)' : 'Preço (R$ por grama)'}${suffix}`}
          inputMode="decimal"
          placeholder={unit === 'un' ? '12.90' : '0.0899'}
          {...form.register(path('price'))}
          error={error('price')}
        />
        <TextField
          label={`Preço de tabela (opcional, acima do preço)${suffix}`}
          inputMode="decimal"
          {...form.register(path('list_price'), { setValueAs: emptyAsNull })}
          error={error('list_price')}
        />
        <TextField
          label={`Estoque (${unitName})${suffix}`}
          type="number"
          inputMode="numeric"
          {...number('total_on_hand')}
          error={error('total_on_hand')}
        />
      </div>
    </>
  );
}
