'use client';

/**
 * The product form's variations (docs/business-rules.md, Store back office): the option the product's
 * variants differ by ('Corte'), this variant's value ('Peça inteira') and the other variants, each with its
 * own value, page address, unit, quantity rules, prices and stock. A new one starts as a copy of the first;
 * one removed here is removed at the save (refused while an order, a cart or a blend holds it).
 */
import { get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form/text-field';
import { secondaryButton } from '@/components/staff/staff-buttons';
import { VARIANTS_MAX } from '@/lib/rules/store-products';
import type { ProductForm } from '@/lib/sales-api/store-products';
import { emptyAsNull } from './form-values';
import { VariantRuleFields } from './variant-rule-fields';

const SIBLING_FIELDS = [
  'id',
  'option_value',
  'slug',
  'unit_for_quantity',
  'minimum_quantity',
  'increment_quantity',
  'maximum_quantity',
  'default_quantity',
  'price',
  'list_price',
  'total_on_hand',
] as const;

/** The server's field names of the variations shown, for its 422 messages. */
export const siblingFieldNames = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    SIBLING_FIELDS.map((name) => `variants.${index}.${name}` as const),
  ).flat();

export function SiblingVariantFields({ form }: { form: UseFormReturn<ProductForm> }) {
  const siblings = useFieldArray({ control: form.control, name: 'variants' });
  const errors = form.formState.errors;
  const message = (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;

  const addSibling = () => {
    const first = form.getValues();
    siblings.append({
      id: null,
      option_value: '',
      slug: first.slug ? `${first.slug}-` : '',
      unit_for_quantity: first.unit_for_quantity,
      minimum_quantity: first.minimum_quantity,
      increment_quantity: first.increment_quantity,
      maximum_quantity: first.maximum_quantity,
      default_quantity: first.default_quantity,
      price: first.price,
      list_price: first.list_price,
      total_on_hand: 0,
    });
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-bold">Variações</legend>
      <p className="text-sm text-warm-700">
        Cada variação tem a sua página e o seu preço, e aparece nas páginas das outras para o cliente
        escolher.
      </p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="Tipo das variações (ex.: Corte)"
          autoComplete="off"
          {...form.register('option_type', { setValueAs: emptyAsNull })}
          error={message('option_type')}
        />
        <TextField
          label="Nome desta variação (ex.: Peça inteira)"
          autoComplete="off"
          {...form.register('option_value', { setValueAs: emptyAsNull })}
          error={message('option_value')}
        />
      </div>
      {siblings.fields.map((field, index) => {
        const number = index + 2;
        const suffix = ` da variação ${number}`;
        return (
          <div
            key={field.id}
            role="group"
            aria-label={`Variação ${number}`}
            className="flex flex-col rounded border border-warm-200 p-3"
          >
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextField
                label={`Nome${suffix} (ex.: Em tiras)`}
                autoComplete="off"
                {...form.register(`variants.${index}.option_value`)}
                error={message(`variants.${index}.option_value`)}
              />
              <TextField
                label={`Endereço${suffix} (/produtos/...)`}
                autoComplete="off"
                {...form.register(`variants.${index}.slug`)}
                error={message(`variants.${index}.slug`) ?? message(`variants.${index}.id`)}
              />
            </div>
            <VariantRuleFields form={form} prefix={`variants.${index}.`} suffix={suffix} />
            <button
              type="button"
              className={`${secondaryButton} self-start`}
              onClick={() => siblings.remove(index)}
            >
              Remover variação {number}
            </button>
          </div>
        );
      })}
      {(message('variants') ?? message('variants.root')) && (
        <p className="text-sm text-label-red">* {message('variants') ?? message('variants.root')}</p>
      )}
      <button
        type="button"
        className={`${secondaryButton} self-start`}
        disabled={siblings.fields.length >= VARIANTS_MAX}
        onClick={addSibling}
      >
        Adicionar variação
      </button>
    </fieldset>
  );
}
