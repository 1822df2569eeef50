'use client';

import { useForm } from 'react-hook-form';
import { digitsOnly } from '@/components/ui/form/digits-only';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import type { CreditCard } from '@/lib/api-client/accounts';
import { tokenizeSavedCard, type CardTokenizer } from '@/lib/api-client/card-tokens';
import type { SavedCardTokenRequest } from '@/lib/sales-api/checkout';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { useCardTokenizing } from './use-card-tokenizing';

const cvvResolver = lazyZodResolver(() =>
  import('@/lib/rules/card-fields').then((m) => m.savedCardCvvSchema),
);

/**
 * A saved card's CVV, asked at each order (docs/business-rules.md, Saved cards): the gateway keeps the card
 * but never its CVV, and its tokens pay once. The CVV goes to the tokeniser only (Mercado Pago's SDK with
 * the card's id there, or the test gateway's call), and the checkout gets the one-time token
 * (`onTokenized`). The tokeniser's refusal shows at the field, or above the button.
 */
export function CardCvvForm({
  card,
  busy,
  tokenizer,
  onTokenized,
}: {
  card: CreditCard & { gatewayCardId: string };
  busy: boolean;
  tokenizer: CardTokenizer;
  onTokenized: (token: string) => void;
}) {
  const form = useForm<SavedCardTokenRequest>({
    resolver: cvvResolver,
    mode: 'onBlur',
    defaultValues: { verification_value: '' },
  });
  const { loading, formError, onSubmit } = useCardTokenizing(
    form,
    { busy, tokenizer },
    async ({ verification_value: cvv }) => onTokenized(await tokenizeSavedCard(tokenizer, card, cvv)),
  );
  const field = fieldBinder(form);
  return (
    <form
      noValidate
      aria-label="Código de segurança do cartão"
      data-testid="card-cvv-form"
      className="flex flex-col gap-2"
      onSubmit={onSubmit}
    >
      <p className="text-sm text-warm-700">
        Por segurança, informe o CVV (código de segurança) do cartão final {card.lastDigits} a cada compra.
      </p>
      <TextField
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={5}
        className="max-w-32"
        {...field('verification_value', digitsOnly)}
      />
      {formError && (
        <p role="alert" className="text-sm text-label-red">
          {formError}
        </p>
      )}
      <SubmitButton loading={loading}>Continuar</SubmitButton>
    </form>
  );
}
