'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { useState } from 'react';
import { useAddBlendToCart, useDeleteTemplate, type Template } from '@/lib/api-client/blends';
import { ApiClientError } from '@/lib/api-client/client';
import {
  BLEND_NAME_SHOWN,
  BLEND_OBSERVATION_SHOWN,
  templateStatus,
  truncated,
} from '@/lib/blends/blend-rules';
import { displayQuantity } from '@/lib/rules/quantity';
import { DeleteFailed } from '@/components/account/delete-failed';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { formatBRL, pricePerKg } from '@/lib/money';
import { formatOrderDate } from '@/lib/orders/order-date';

const DELETE_QUESTION = 'Deletar o blend?';

/**
 * One saved template: name, description, status, its meats with their shares, the price per Kg; edit and
 * delete while open, a quantity and 'ADICIONAR AO CARRINHO' once saved.
 */
export function TemplateCard({ template }: { template: Template }) {
  const name = template.name || 'Blend sem nome';
  return (
    <li
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-warm-200"
      data-testid="blend-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-bold" title={name}>
            {truncated(name, BLEND_NAME_SHOWN)}
          </h2>
          {template.observation && (
            <p className="text-sm text-warm-700" title={template.observation}>
              {truncated(template.observation, BLEND_OBSERVATION_SHOWN)}
            </p>
          )}
        </div>
        <span
          className={`shrink-0 rounded px-2 py-0.5 text-xs font-bold ${template.complete ? 'bg-green-100 text-green-800' : 'bg-warm-100 text-warm-700'}`}
        >
          {templateStatus(template.completedAt, formatOrderDate)}
        </span>
      </div>
      {template.items.length > 0 ? (
        <ul className="space-y-0.5 text-sm" aria-label={`Carnes de ${name}`}>
          {template.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-2">
              <span>{item.name}</span>
              <span className="tabular-nums text-warm-700">{item.share}%</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-warm-700">Nenhuma carne ainda.</p>
      )}
      {template.items.length > 0 && (
        <p className="text-sm">
          Gordura {template.fatPercentage}% · <strong>{formatBRL(pricePerKg(template.price))}/Kg</strong>
        </p>
      )}
      {template.complete ? <AddToCart template={template} /> : <OpenActions template={template} />}
    </li>
  );
}

function OpenActions({ template }: { template: Template }) {
  const remove = useDeleteTemplate();
  return (
    <div className="mt-auto flex gap-2">
      <Link
        {...PREFETCH_ON_INTENT}
        href={`/blend/calculadora/${template.id}`}
        className="rounded border-2 border-brand px-4 py-2 text-sm font-bold text-brand hover:bg-brand-light"
      >
        EDITAR
      </Link>
      <button
        type="button"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(DELETE_QUESTION)) remove.mutate(template.id);
        }}
        className="tap-target rounded px-4 py-2 text-sm font-bold text-warm-700 hover:bg-warm-100 disabled:opacity-60"
      >
        DELETAR
      </button>
      {remove.isError && <DeleteFailed className="self-center" />}
    </div>
  );
}

/** A saved blend to the cart: from its minimum, in its batches, up to its maximum. */
function AddToCart({ template }: { template: Template }) {
  const [quantity, setQuantity] = useState(template.defaultQuantity);
  const add = useAddBlendToCart();
  const step = template.incrementQuantity;
  const label = template.name || 'blend';
  const error =
    add.error instanceof ApiClientError
      ? (add.error.messages('quantity')[0] ?? add.error.message)
      : add.isError
        ? 'Não foi possível adicionar. Tente novamente.'
        : null;
  return (
    <div className="mt-auto space-y-2">
      <div className="flex items-center gap-3">
        <QuantityStepper
          label={`Quantidade de ${label}`}
          className="flex items-center rounded border-2 border-brand"
          buttonClassName="h-11 w-11 text-xl font-bold text-brand disabled:text-warm-500"
          decrease={{
            label: `Diminuir ${label}`,
            disabled: quantity - step < template.minQuantity,
            onClick: () => setQuantity(quantity - step),
          }}
          increase={{
            label: `Aumentar ${label}`,
            disabled: quantity + step > template.maxQuantity,
            onClick: () => setQuantity(quantity + step),
          }}
          value={displayQuantity(quantity, 'g')}
          valueClassName="min-w-16 text-center font-bold tabular-nums"
        />
        <span className="text-sm text-warm-700">{formatBRL(pricePerKg(template.price))}/Kg</span>
      </div>
      <button
        type="button"
        disabled={add.isPending}
        onClick={() => add.mutate({ template, quantity })}
        className="w-full rounded bg-brand px-4 py-2 font-bold uppercase tracking-wide text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {add.isPending ? 'Adicionando...' : 'Adicionar ao carrinho'}
      </button>
      {add.isSuccess && <p className="text-sm text-green-800">Blend adicionado ao carrinho!</p>}
      {error && (
        <p role="alert" className="text-sm text-label-red">
          {error}
        </p>
      )}
    </div>
  );
}
