'use client';

import { useId, useState } from 'react';
import { ApiClientError } from '@/lib/api-client/client';
import { useCartController } from '@/lib/api-client/cart-controller';
import type { LineItem } from '@/lib/cart/order';
import {
  SUBSTITUTION_OPTIONS,
  SUBSTITUTION_PROMPT,
  SUBSTITUTIONS,
  type Substitution,
} from '@/lib/rules/substitution';

const NOT_SAVED = 'Não foi possível salvar a escolha';

/**
 * What to do if the line is missing at packing ('Se faltar: substituir por similar / não substituir / me
 * ligar'; docs/business-rules.md, Substitutions): a native select, the phone's own picker, saved at once.
 * The line starts with the account's default; a refused change goes back to what the server has.
 */
export function SubstitutionSelect({ line }: { line: LineItem }) {
  const controller = useCartController();
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | { error: string }>('idle');

  const choose = async (substitution: Substitution) => {
    setStatus('saving');
    try {
      await controller.setSubstitution(line.id, substitution);
      setStatus('saved');
    } catch (error) {
      setStatus({ error: error instanceof ApiClientError ? error.reason() : NOT_SAVED });
    }
  };

  const error = typeof status === 'object' ? status.error : null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <label htmlFor={id} className="font-semibold">
        {SUBSTITUTION_PROMPT}
      </label>
      <select
        id={id}
        value={line.substitution}
        disabled={line.id < 0}
        onChange={(event) => void choose(event.target.value as Substitution)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status`}
        className="min-h-11 min-w-0 flex-1 rounded border border-warm-200 bg-white px-2 text-sm aria-invalid:border-label-red sm:flex-none"
      >
        {SUBSTITUTIONS.map((value) => (
          <option key={value} value={value}>
            {SUBSTITUTION_OPTIONS[value]}
          </option>
        ))}
      </select>
      <p id={`${id}-status`} className="w-full text-xs" aria-live="polite">
        {error ? (
          <span className="text-label-red">* {error}</span>
        ) : status === 'saving' ? (
          <span className="text-warm-500">Salvando...</span>
        ) : status === 'saved' ? (
          <span className="font-semibold text-label-green">✓ Escolha salva</span>
        ) : null}
      </p>
    </div>
  );
}
