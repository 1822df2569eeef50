'use client';

import { fewerAdults, fewerChildren, moreAdults, moreChildren, type Guests } from '@/lib/barbecue/guests';
import type { BarbecueCategory, CutType } from '@/lib/api-client/barbecue';
import { GuestCounter } from './guest-counter';

const stepTitle = 'mb-3 text-lg font-extrabold uppercase tracking-wide';

/**
 * The calculator's form mode: step 1 the guests, step 2 the cut type (one, with its picture),
 * step 3 the complement categories (toggles, any number), then 'CRIAR CHURRASCO!'.
 */
export function BarbecueForm({
  guests,
  onGuestsChange,
  cutTypes,
  cutType,
  onCutTypeChange,
  categories,
  categoryIds,
  onToggleCategory,
  creating,
  onCreate,
}: {
  guests: Guests;
  onGuestsChange: (guests: Guests) => void;
  cutTypes: CutType[];
  cutType: CutType | undefined;
  onCutTypeChange: (cutType: CutType) => void;
  categories: BarbecueCategory[];
  categoryIds: number[];
  onToggleCategory: (id: number) => void;
  creating: boolean;
  onCreate: () => void;
}) {
  return (
    <form
      className="space-y-8"
      onSubmit={(event) => {
        event.preventDefault();
        onCreate();
      }}
    >
      <section aria-labelledby="step-guests">
        <h2 id="step-guests" className={stepTitle}>
          1. Quantas pessoas?
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <GuestCounter
            label="Adultos"
            value={guests.adults}
            onDecrement={() => onGuestsChange(fewerAdults(guests))}
            onIncrement={() => onGuestsChange(moreAdults(guests))}
          />
          <GuestCounter
            label="Crianças"
            value={guests.children}
            onDecrement={() => onGuestsChange(fewerChildren(guests))}
            onIncrement={() => onGuestsChange(moreChildren(guests))}
          />
        </div>
      </section>

      <section aria-labelledby="step-cut">
        <h2 id="step-cut" className={stepTitle}>
          2. Como você prefere os cortes?
        </h2>
        <div role="radiogroup" aria-labelledby="step-cut" className="grid grid-cols-3 gap-3">
          {cutTypes.map((option) => {
            const checked = option.id === cutType?.id;
            return (
              <button
                key={option.id}
                type="button"
                role="radio"
                aria-checked={checked}
                onClick={() => onCutTypeChange(option)}
                className="overflow-hidden rounded-lg border-2 border-warm-200 bg-white text-sm font-semibold hover:border-brand aria-checked:border-brand aria-checked:bg-brand-light aria-checked:text-brand"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a small generated icon served as it is */}
                <img
                  src={option.imageUrl}
                  alt=""
                  width={160}
                  height={120}
                  className="aspect-[4/3] w-full object-cover"
                />
                <span className="block px-2 py-2">{option.name}</span>
              </button>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="step-categories">
        <h2 id="step-categories" className={stepTitle}>
          3. O que mais vai no seu churrasco?
        </h2>
        <ul className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                aria-pressed={categoryIds.includes(category.id)}
                onClick={() => onToggleCategory(category.id)}
                className="rounded-full border-2 border-warm-200 bg-white px-4 py-2 text-sm font-semibold hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white"
              >
                {category.name}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <button
        type="submit"
        disabled={creating || !cutType}
        aria-busy={creating}
        className="w-full rounded-lg bg-brand py-3 text-lg font-extrabold tracking-wide text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {creating ? 'CRIANDO...' : 'CRIAR CHURRASCO!'}
      </button>
    </form>
  );
}
