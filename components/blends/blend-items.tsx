'use client';

import type { ItemQuantities } from '@/lib/api-client/blend-items';
import type { Template } from '@/lib/api-client/blends';
import { recipeTotals } from '@/lib/blends/recipe';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { displayQuantity } from '@/lib/rules/quantity';
import { formatBRL, pricePerKg } from '@/lib/money';

/**
 * The blend as it is composed: each meat with its share and a stepper (debounced, removed below its
 * minimum, rolled back when refused), and the running weight, price per Kg and amount.
 */
export function BlendItems({ template, quantities }: { template: Template; quantities: ItemQuantities }) {
  // Computed here from the items on screen, so the totals follow each click before the server answers.
  const totals = recipeTotals(
    template.items.map((item) => ({
      quantity: item.quantity,
      price: item.variant.price,
      rules: item.variant,
    })),
  );
  const totalGrams = totals?.totalQuantity ?? 0;
  return (
    <section
      aria-labelledby="blend-items-title"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-warm-200"
    >
      <h2 id="blend-items-title" className="mb-2 font-bold uppercase tracking-wide">
        Seu blend
      </h2>
      {template.items.length === 0 ? (
        <p className="py-4 text-sm text-warm-700">Escolha ao menos uma carne moída na busca ao lado.</p>
      ) : (
        <ul className="divide-y divide-warm-100" aria-label="Carnes do blend">
          {template.items.map((item) => {
            const { minimumQuantity: min, incrementQuantity: step, maximumQuantity: max } = item.variant;
            const leaves = item.quantity - step < min;
            const share = totalGrams === 0 ? 0 : Math.round((item.quantity * 100) / totalGrams);
            return (
              <li
                key={item.id}
                className="flex items-center justify-between gap-2 py-2"
                data-testid="blend-item"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{item.name}</p>
                  <p className="text-xs text-warm-700">{share}% do blend</p>
                </div>
                <QuantityStepper
                  label={`Quantidade de ${item.name} no blend`}
                  className="flex shrink-0 items-center rounded border-2 border-brand"
                  buttonClassName="h-11 w-11 text-lg font-bold text-brand disabled:text-warm-500"
                  // Below its minimum a meat leaves the blend: the button says so.
                  decrease={{
                    label: leaves ? `Remover ${item.name}` : `Diminuir ${item.name}`,
                    onClick: () => quantities.change(item, leaves ? 0 : item.quantity - step, item.quantity),
                  }}
                  increase={{
                    label: `Aumentar ${item.name}`,
                    disabled: item.quantity + step > max,
                    onClick: () => quantities.change(item, item.quantity + step, item.quantity),
                  }}
                  value={displayQuantity(item.quantity, 'g')}
                  valueClassName="min-w-16 text-center text-sm font-bold tabular-nums"
                />
              </li>
            );
          })}
        </ul>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-1 border-t border-warm-100 pt-3 text-sm">
        <dt>Peso da receita</dt>
        <dd className="text-right font-semibold" data-testid="blend-weight">
          {displayQuantity(totalGrams, 'g')}
        </dd>
        <dt>Preço por Kg</dt>
        <dd className="text-right font-semibold">{totals ? formatBRL(pricePerKg(totals.price)) : '—'}</dd>
        <dt>Valor da receita</dt>
        <dd className="text-right font-bold text-brand" data-testid="blend-amount">
          {formatBRL(totals?.amount ?? '0.00')}
        </dd>
      </dl>
    </section>
  );
}
