'use client';

import { useForm } from 'react-hook-form';
import { digitsOnly } from '@/components/ui/form/digits-only';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import type { NewCard } from '@/lib/api-client/checkout';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const EMPTY: NewCard = { name: '', number: '', month: '', year: '', verification_value: '' };

const creditCardResolver = lazyZodResolver(() =>
  import('@/lib/rules/card-fields').then((m) => m.creditCardSchema),
);

/**
 * The new-card editor (spec 01's rules, the schema the API validates with); nothing is sent while it is
 * invalid. The number and CVV go with the payment step to the gateway and are kept nowhere here.
 */
export function CardForm({
  busy,
  onValid,
  onCancel,
}: {
  busy: boolean;
  onValid: (card: NewCard) => void;
  /** Given when a saved card can be chosen instead. */
  onCancel?: () => void;
}) {
  const form = useForm<NewCard>({
    resolver: creditCardResolver,
    mode: 'onBlur',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  // Spaces typed or pasted with the number (as printed on the card) are dropped with anything else.
  const digits = (field: keyof NewCard) => digitsOnly(form.register(field));
  return (
    <form
      noValidate
      aria-label="Novo cartão"
      data-testid="card-form"
      className="grid grid-cols-2 gap-x-3 rounded border border-warm-200 p-3 sm:grid-cols-3"
      onSubmit={(event) => {
        event.stopPropagation();
        void form.handleSubmit((card) => {
          if (!busy) onValid(card);
        })(event);
      }}
    >
      <TextField
        label="Nome impresso no cartão"
        autoComplete="cc-name"
        className="col-span-2 sm:col-span-3"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Número do cartão"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={19}
        className="col-span-2 sm:col-span-3"
        error={errors.number?.message}
        {...digits('number')}
      />
      <TextField
        label="Mês (MM)"
        inputMode="numeric"
        autoComplete="cc-exp-month"
        maxLength={2}
        placeholder="04"
        error={errors.month?.message}
        {...digits('month')}
      />
      <TextField
        label="Ano"
        inputMode="numeric"
        autoComplete="cc-exp-year"
        maxLength={4}
        placeholder="2030"
        error={errors.year?.message}
        {...digits('year')}
      />
      <TextField
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={5}
        className="col-span-2 sm:col-span-1"
        error={errors.verification_value?.message}
        {...digits('verification_value')}
      />
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-3">
        <SubmitButton loading={busy}>Usar este cartão</SubmitButton>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="py-1 text-sm font-semibold text-warm-700 underline"
          >
            Usar um cartão salvo
          </button>
        )}
      </div>
    </form>
  );
}
