'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form/text-field';
import type { NewCard } from '@/lib/api-client/checkout';
import { creditCardSchema } from '@/lib/validation/credit-card';

const EMPTY: NewCard = { name: '', number: '', month: '', year: '', verification_value: '' };

/** The new-card editor (spec 01 rules); nothing is sent while it is invalid. The number goes to the gateway. */
export function CardForm({ busy, onValid }: { busy: boolean; onValid: (card: NewCard) => void }) {
  const form = useForm<NewCard>({
    resolver: zodResolver(creditCardSchema),
    mode: 'onBlur',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-2 gap-x-3" data-testid="card-form">
      <TextField
        label="Nome impresso no cartão"
        autoComplete="cc-name"
        className="col-span-2"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Número do cartão"
        inputMode="numeric"
        autoComplete="cc-number"
        className="col-span-2"
        error={errors.number?.message}
        {...form.register('number')}
      />
      <TextField
        label="Mês (MM)"
        inputMode="numeric"
        autoComplete="cc-exp-month"
        error={errors.month?.message}
        {...form.register('month')}
      />
      <TextField
        label="Ano"
        inputMode="numeric"
        autoComplete="cc-exp-year"
        error={errors.year?.message}
        {...form.register('year')}
      />
      <TextField
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        error={errors.verification_value?.message}
        {...form.register('verification_value')}
      />
      <button
        type="button"
        className="col-span-2 mt-2 w-full rounded bg-brand px-4 py-3 font-bold uppercase tracking-wide text-white disabled:opacity-50"
        disabled={busy}
        onClick={() => void form.handleSubmit(onValid)()}
      >
        {busy ? 'Carregando...' : 'Usar este cartão'}
      </button>
    </div>
  );
}
