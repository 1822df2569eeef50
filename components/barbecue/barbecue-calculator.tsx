'use client';

import { useState } from 'react';
import {
  useAddBarbecueToCart,
  type Barbecue,
  type BarbecueCategory,
  useBarbecueCategories,
  useCreateBarbecue,
  useCutTypes,
  type CutType,
} from '@/lib/api-client/barbecue';
import { ApiClientError } from '@/lib/api-client/client';
import { DEFAULT_GUESTS, type Guests } from '@/lib/barbecue/guests';
import { refusalReasons } from '@/lib/barbecue/refusal';
import { BarbecueForm } from './barbecue-form';
import { BarbecueResult } from './barbecue-result';

/** The cut type shown as chosen: the customer's choice, or the first one when none was made. */
function chosenCutType(cutTypes: readonly CutType[], chosenId: number | null): CutType | undefined {
  return cutTypes.find((cutType) => cutType.id === chosenId) ?? cutTypes[0];
}

const UNREACHABLE = 'Não foi possível falar com a loja. Tente novamente.';

/** The reason a call was refused, as the server wrote it in pt-BR (the first field message, else the error). */
function reasonOf(error: unknown): string {
  if (!(error instanceof ApiClientError)) return UNREACHABLE;
  return error.reason();
}

/**
 * Why the cart refused the barbecue `sent`: every refused line named by its product (a limit alone would
 * not tell which of the lines it is), else the server's error.
 */
function addRefusalOf(error: unknown, sent: Barbecue | undefined): string[] {
  if (!(error instanceof ApiClientError)) return [UNREACHABLE];
  const names = sent?.selectedVariants.map(({ variant }) => variant.name) ?? [];
  const reasons = refusalReasons(error.body.errors, names);
  return reasons.length > 0 ? reasons : [error.body.error];
}

/**
 * The churrascômetro (/bigchurrasco/meuchurrasco; docs/business-rules.md, Barbecue): a form mode with the
 * three steps and a created mode with the result panel. 'CRIAR CHURRASCO!' moves to the created mode with a
 * loading state; 'EDITAR CHURRASCO' returns to the form with every choice kept. `lists` are the categories
 * and cut types as the server read them for the page, so that the form is in its HTML; without them they are
 * fetched.
 */
export function BarbecueCalculator({
  lists,
}: {
  lists?: { categories: BarbecueCategory[]; cutTypes: CutType[] };
}) {
  const categories = useBarbecueCategories(lists?.categories);
  const cutTypes = useCutTypes(lists?.cutTypes);
  const create = useCreateBarbecue();
  const addToCart = useAddBarbecueToCart();
  const [mode, setMode] = useState<'form' | 'created'>('form');
  const [guests, setGuests] = useState<Guests>(DEFAULT_GUESTS);
  const [cutTypeId, setCutTypeId] = useState<number | null>(null);
  const [categoryIds, setCategoryIds] = useState<number[]>([]);

  if (categories.isError || cutTypes.isError) {
    return (
      <div role="alert" className="rounded bg-brand-light p-4 text-brand">
        <p className="font-semibold">Não foi possível carregar o churrascômetro.</p>
        <button
          type="button"
          className="mt-2 font-bold underline"
          onClick={() => {
            void categories.refetch();
            void cutTypes.refetch();
          }}
        >
          Tentar novamente
        </button>
      </div>
    );
  }
  if (!categories.data || !cutTypes.data) {
    return (
      <p role="status" className="py-10 text-center text-warm-700">
        Carregando...
      </p>
    );
  }

  const cutType = chosenCutType(cutTypes.data, cutTypeId);

  if (mode === 'created') {
    return (
      <BarbecueResult
        guests={guests}
        barbecue={create.isPending ? undefined : create.data}
        error={create.isError ? reasonOf(create.error) : null}
        onEdit={() => {
          addToCart.reset();
          setMode('form');
        }}
        onAddToCart={() => {
          // Once added, the same plan is not added again: a new one (edited, created) resets this.
          if (create.data && (addToCart.isIdle || addToCart.isError)) addToCart.mutate(create.data);
        }}
        adding={addToCart.isPending}
        added={addToCart.isSuccess}
        addErrors={addToCart.isError ? addRefusalOf(addToCart.error, addToCart.variables) : []}
      />
    );
  }

  return (
    <BarbecueForm
      guests={guests}
      onGuestsChange={setGuests}
      cutTypes={cutTypes.data}
      cutType={cutType}
      onCutTypeChange={(chosen) => setCutTypeId(chosen.id)}
      categories={categories.data}
      categoryIds={categoryIds}
      onToggleCategory={(id) =>
        setCategoryIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]))
      }
      creating={create.isPending}
      onCreate={() => {
        if (!cutType) return;
        addToCart.reset();
        create.mutate({ guests, cutType, categoryIds });
        setMode('created');
      }}
    />
  );
}
