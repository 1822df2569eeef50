'use client';

/**
 * The product form's recipe tips ('Dicas de receitas' on the product's page): each with a title, its steps
 * one per line and an optional video link, which the contract takes only as a plain https address
 * (lib/sales-api/store-products.ts). Added, removed and moved in place; saved with the form.
 */
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form/text-field';
import { iconButton, secondaryButton } from '@/components/staff/staff-buttons';
import { RECIPES_MAX } from '@/lib/rules/store-products';
import type { ProductForm } from '@/lib/sales-api/store-products';
import { emptyAsNull } from './form-values';

/** The server's field names of the recipes shown, for its 422 messages. */
export const recipeFieldNames = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    (['title', 'text', 'video_url'] as const).map((name) => `recipes.${index}.${name}` as const),
  ).flat();

export function RecipeFields({ form }: { form: UseFormReturn<ProductForm> }) {
  const recipes = useFieldArray({ control: form.control, name: 'recipes' });
  const errors = form.formState.errors.recipes;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-bold">Dicas de receitas</legend>
      {recipes.fields.length === 0 && (
        <p className="text-sm text-warm-700">Nenhuma receita. As receitas aparecem na página do produto.</p>
      )}
      {recipes.fields.map((field, index) => {
        const error = errors?.[index];
        const number = index + 1;
        return (
          <div
            key={field.id}
            role="group"
            aria-label={`Receita ${number}`}
            className="flex flex-col rounded border border-warm-200 p-3"
          >
            <TextField
              label={`Título da receita ${number}`}
              autoComplete="off"
              {...form.register(`recipes.${index}.title`)}
              error={error?.title?.message}
            />
            <label
              htmlFor={`receita-${field.id}-texto`}
              className="mb-1 block text-sm font-semibold text-warm-700"
            >
              Modo de fazer da receita {number} (um passo por linha)
            </label>
            <textarea
              id={`receita-${field.id}-texto`}
              rows={4}
              {...form.register(`recipes.${index}.text`)}
              aria-invalid={error?.text ? true : undefined}
              className="w-full rounded border border-warm-200 bg-white px-3 py-2"
            />
            <p className="mt-1 min-h-5 text-sm text-label-red">
              {error?.text ? `* ${error.text.message}` : ''}
            </p>
            <TextField
              label={`Link do vídeo da receita ${number} (opcional, https://...)`}
              inputMode="url"
              autoComplete="off"
              {...form.register(`recipes.${index}.video_url`, { setValueAs: emptyAsNull })}
              error={error?.video_url?.message}
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={iconButton}
                aria-label={`Subir a receita ${number}`}
                disabled={index === 0}
                onClick={() => recipes.move(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Descer a receita ${number}`}
                disabled={index === recipes.fields.length - 1}
                onClick={() => recipes.move(index, index + 1)}
              >
                ↓
              </button>
              <button type="button" className={secondaryButton} onClick={() => recipes.remove(index)}>
                Remover receita {number}
              </button>
            </div>
          </div>
        );
      })}
      {errors?.root?.message && <p className="text-sm text-label-red">* {errors.root.message}</p>}
      {errors?.message && <p className="text-sm text-label-red">* {errors.message}</p>}
      <button
        type="button"
        className={`${secondaryButton} self-start`}
        disabled={recipes.fields.length >= RECIPES_MAX}
        onClick={() => recipes.append({ title: '', text: '', video_url: null })}
      >
        Adicionar receita
      </button>
    </fieldset>
  );
}
