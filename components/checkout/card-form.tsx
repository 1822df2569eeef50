'use client';

import { useForm } from 'react-hook-form';
import { digitsOnly } from '@/components/ui/form/digits-only';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { tokenizeCard, type CardTokenizer } from '@/lib/api-client/card-tokens';
import type { CardTokenRequest, TokenizedCardJson } from '@/lib/sales-api/checkout';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { useCardTokenizing } from './use-card-tokenizing';

type NewCard = CardTokenRequest;

const EMPTY: NewCard = { name: '', number: '', month: '', year: '', verification_value: '' };

const creditCardResolver = lazyZodResolver(() =>
  import('@/lib/rules/card-fields').then((m) => m.creditCardSchema),
);

/**
 * The new-card editor (the schema the tokeniser validates with); nothing is sent while it is invalid. A
 * valid card goes to the payment method's tokeniser (lib/api-client/card-tokens.ts: Mercado Pago's SDK, or
 * the test gateway's own call), and only its token, brand, last digits, holder and expiry go on to the
 * checkout (`onTokenized`). The tokeniser's refusals show at their fields. The number and CVV are kept
 * nowhere here but in the form's state.
 */
export function CardForm({
  busy,
  tokenizer,
  onTokenized,
  onCancel,
}: {
  busy: boolean;
  tokenizer: CardTokenizer;
  onTokenized: (card: TokenizedCardJson) => void;
  /** Given when a saved card can be chosen instead. */
  onCancel?: () => void;
}) {
  const form = useForm<NewCard>({
    resolver: creditCardResolver,
    mode: 'onBlur',
    defaultValues: EMPTY,
  });
  const { loading, formError, onSubmit } = useCardTokenizing(form, { busy, tokenizer }, async (card) =>
    onTokenized(await tokenizeCard(tokenizer, card)),
  );
  // The number's spaces, typed or pasted as printed on the card, are dropped (digitsOnly) with anything else.
  const field = fieldBinder(form);
  return (
    <form
      noValidate
      aria-label="Novo cartão"
      data-testid="card-form"
      className="grid grid-cols-2 gap-x-3 rounded border border-warm-200 p-3 sm:grid-cols-3"
      onSubmit={onSubmit}
    >
      <TextField
        label="Nome impresso no cartão"
        autoComplete="cc-name"
        className="col-span-2 sm:col-span-3"
        {...field('name')}
      />
      <TextField
        label="Número do cartão"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={19}
        className="col-span-2 sm:col-span-3"
        {...field('number', digitsOnly)}
      />
      <TextField
        label="Mês (MM)"
        inputMode="numeric"
        autoComplete="cc-exp-month"
        maxLength={2}
        placeholder="04"
        {...field('month', digitsOnly)}
      />
      <TextField
        label="Ano"
        inputMode="numeric"
        autoComplete="cc-exp-year"
        maxLength={4}
        placeholder="2030"
        {...field('year', digitsOnly)}
      />
      <TextField
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={5}
        className="col-span-2 sm:col-span-1"
        {...field('verification_value', digitsOnly)}
      />
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-3">
        {formError && (
          <p role="alert" className="text-sm text-label-red">
            {formError}
          </p>
        )}
        <SubmitButton loading={loading}>Usar este cartão</SubmitButton>
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
