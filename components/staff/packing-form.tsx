'use client';

/**
 * Packing an order (/equipe/pedidos/[number]): each line with its product, the quantity asked, the portioning,
 * the customer's observation and what they want if it is missing. A weighed line takes the grams produced and
 * shows its price as weighed, warning above the 10 % tolerance; a unit line confirms its count; 'Sem estoque'
 * drops a line (0, struck through; the customer is told) and offers what the customer asked for instead
 * (./missing-line.tsx: a substitute, accepted with its weight, or a call). 'Concluir pesagem' asks first,
 * then records every line (PUT .../packed): the weighed amount is captured and the order becomes ready. The
 * API's messages land at their fields.
 */
import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { usePacked, useSubstitutes, type StaffLine, type StaffOrder } from '@/lib/api-client/staff';
import { portioningText } from '@/lib/cart/portioning';
import { formatBRL } from '@/lib/money';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import {
  ABOVE_TOLERANCE,
  isAboveTolerance,
  quantityText,
  weighedItemsCents,
  weighedPrice,
} from '@/lib/orders/packing';
import { mayBeReplaced } from '@/lib/orders/substitution';
import { substitutionText } from '@/lib/rules/substitution';
import { MissingLine, type SuggestedVariant } from './missing-line';
import { dangerButton, primaryButton, secondaryButton } from './staff-buttons';

const packedResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/admin').then((m) => m.producedBodySchema),
);

interface PackingValues {
  line_items: { id: number; quantity: number; substitute?: { variant_id: number; quantity: number } }[];
}

type QuantityField = `line_items.${number}.quantity`;
type SubstituteField = `line_items.${number}.substitute`;

/** Empty stays undefined ('Quantidade inválida' from the schema), anything else a number. */
const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** What the form starts with: what was already recorded, else the count asked of a unit line. */
function initialQuantity(line: StaffLine): number | undefined {
  if (line.producedQuantity !== null) return line.producedQuantity;
  return line.variant.unitForQuantity === 'g' ? undefined : line.quantity;
}

export function PackingForm({ order, onPacked }: { order: StaffOrder; onPacked: () => void }) {
  const packed = usePacked(order.number);
  const lines = order.lineItems;
  const [alert, setAlert] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<PackingValues | null>(null);
  // The quantity a line had before 'Sem estoque', given back by 'Desfazer'.
  const [before, setBefore] = useState<Record<number, number | undefined>>({});
  // The substitute accepted for a missing line, by the line's index (its product, for the price).
  const [chosen, setChosen] = useState<Record<number, SuggestedVariant>>({});
  const form = useForm<PackingValues, unknown, PackingValues>({
    resolver: packedResolver,
    mode: 'onBlur',
    defaultValues: {
      line_items: lines.map((line) => ({ id: line.id, quantity: initialQuantity(line) })),
    },
  });
  const values = useWatch({ control: form.control, name: 'line_items' });
  const { errors } = form.formState;
  const fields = lines.map((_, index) => `line_items.${index}.quantity` as QuantityField);

  const quantityOf = (index: number): unknown => values?.[index]?.quantity;
  const substituteOf = (index: number): unknown => values?.[index]?.substitute?.quantity;
  const totalCents = weighedItemsCents(
    lines.flatMap((line, index) => {
      const own = { quantity: quantityOf(index), price: line.price };
      const substitute = chosen[index];
      return substitute ? [own, { quantity: substituteOf(index), price: substitute.price }] : [own];
    }),
  );

  // Asked once a line the customer lets be replaced is missing (again each time: the stock moves).
  const wantsSuggestions = lines.some((line, index) => quantityOf(index) === 0 && mayBeReplaced(line));
  const suggestions = useSubstitutes(order.number, wantsSuggestions);
  const suggestionOf = (line: StaffLine): SuggestedVariant | null | undefined => {
    if (!suggestions.data) return undefined;
    return suggestions.data.substitutes.find((entry) => entry.lineItemId === line.id)?.variant ?? null;
  };
  const substituteField = (index: number) => `line_items.${index}.substitute` as SubstituteField;

  const decline = (index: number) => {
    form.unregister(substituteField(index));
    setChosen((kept) => {
      const rest = { ...kept };
      delete rest[index];
      return rest;
    });
  };
  const accept = (index: number, variant: SuggestedVariant) => {
    form.setValue(`${substituteField(index)}.variant_id`, variant.id);
    setChosen((kept) => ({ ...kept, [index]: variant }));
  };
  const outOfStock = (index: number) => {
    setBefore((kept) => ({ ...kept, [index]: asNumber(quantityOf(index)) }));
    form.setValue(fields[index]!, 0, { shouldValidate: true });
  };
  const restore = (index: number) => {
    decline(index);
    form.setValue(fields[index]!, before[index] as number, { shouldValidate: false });
    form.clearErrors(fields[index]!);
  };

  const send = async (body: PackingValues) => {
    setConfirming(null);
    setAlert([]);
    try {
      await packed.mutateAsync(body);
      onPacked();
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, fields, { line_items: fields[0] }));
    }
  };

  return (
    <form
      noValidate
      aria-label="Pesagem"
      onSubmit={(event) =>
        void form.handleSubmit((body) => {
          setAlert([]);
          setConfirming(body);
        })(event)
      }
      className="flex flex-col gap-4"
    >
      <ul className="flex flex-col gap-3">
        {lines.map((line, index) => {
          const quantity = quantityOf(index);
          const dropped = quantity === 0;
          const weighed = line.variant.unitForQuantity === 'g';
          const error = (errors.line_items?.[index]?.quantity as FieldError | undefined)?.message;
          const inputId = `quantidade-${line.id}`;
          const price = weighedPrice(asNumber(quantity), line.price);
          const mix = line.mixId ? order.mixes.find((m) => String(m.id) === line.mixId) : undefined;
          return (
            <li
              key={line.id}
              data-line={line.id}
              className={`grid gap-3 rounded-lg p-4 ring-1 sm:grid-cols-[1fr_auto] ${dropped ? 'bg-warm-100 ring-warm-200' : 'bg-white ring-warm-200'}`}
            >
              <div className={dropped ? 'text-warm-700 line-through' : ''}>
                <p className="text-lg font-bold">{line.variant.name}</p>
                {line.mixId && <p className="text-sm">Blend{mix ? `: ${mix.name}` : ''}</p>}
                <p>
                  Pedido:{' '}
                  <span className="font-semibold">
                    {quantityText(line.quantity, line.variant.unitForQuantity)}
                  </span>
                </p>
                {line.portioningSize !== null && (
                  <p>Porcionamento: {portioningText(line.quantity, line.portioningSize)}</p>
                )}
                {line.observation && (
                  <p className="mt-1 rounded bg-[#fff3e8] px-2 py-1 text-sm no-underline">
                    Observação: {line.observation}
                  </p>
                )}
                {line.substituteFor !== null ? (
                  <p className="mt-1 text-sm font-semibold">
                    Substituto de {lines.find((other) => other.id === line.substituteFor)?.variant.name}
                  </p>
                ) : (
                  line.mixId === null && (
                    <p className="mt-1 text-sm font-semibold">{substitutionText(line.substitution)}</p>
                  )
                )}
              </div>
              <div className="flex flex-col gap-2 sm:w-64">
                {dropped ? (
                  <>
                    <p className="font-bold text-label-red" role="status">
                      Sem estoque: o item sai do pedido
                    </p>
                    <MissingLine
                      line={line}
                      order={order}
                      suggestion={suggestionOf(line)}
                      failed={suggestions.isError}
                      accepted={
                        chosen[index]
                          ? {
                              field: form.register(`${substituteField(index)}.quantity`, {
                                setValueAs: asNumber,
                              }),
                              quantity: substituteOf(index),
                              error: (
                                errors.line_items?.[index]?.substitute?.quantity as FieldError | undefined
                              )?.message,
                            }
                          : null
                      }
                      onAccept={(variant) => accept(index, variant)}
                      onDecline={() => decline(index)}
                    />
                    <button type="button" className={secondaryButton} onClick={() => restore(index)}>
                      Desfazer
                    </button>
                  </>
                ) : (
                  <>
                    <label htmlFor={inputId} className="text-sm font-semibold text-warm-700">
                      {weighed ? 'Peso (g)' : 'Unidades'}
                    </label>
                    <input
                      id={inputId}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={`${inputId}-info`}
                      className={`min-h-12 w-full rounded border bg-white px-3 text-lg text-ink outline-none focus:ring-2 focus:ring-brand/40 ${error ? 'border-label-red' : 'border-warm-200'}`}
                      {...form.register(fields[index]!, { setValueAs: asNumber })}
                    />
                    <div id={`${inputId}-info`} aria-live="polite" className="text-sm">
                      {error && <p className="text-label-red">* {error}</p>}
                      {price && (
                        <p>
                          {weighed ? 'Preço pesado' : 'Preço'}: <span className="font-bold">{price}</span>
                        </p>
                      )}
                      {weighed && isAboveTolerance(line.quantity, asNumber(quantity)) && (
                        <p className="font-bold text-label-orange">{ABOVE_TOLERANCE}</p>
                      )}
                    </div>
                    <button type="button" className={dangerButton} onClick={() => outOfStock(index)}>
                      Sem estoque
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-right text-lg">
        Itens pesados:{' '}
        <span className="font-bold" data-testid="weighed-total">
          {totalCents === null ? '—' : formatBRL(totalCents)}
        </span>
      </p>
      {alert.length > 0 && (
        <FormAlert>
          {alert.map((message) => (
            <span key={message} className="block">
              {message}
            </span>
          ))}
        </FormAlert>
      )}
      {confirming ? (
        <div
          role="group"
          aria-labelledby="confirmar-pesagem"
          className="flex flex-wrap items-center gap-3 rounded bg-warm-100 p-3"
        >
          <p id="confirmar-pesagem" className="w-full font-semibold">
            Concluir a pesagem? O valor pesado será cobrado e o pedido ficará pronto.
          </p>
          <button type="button" className={primaryButton} onClick={() => void send(confirming)}>
            Sim, concluir
          </button>
          <button type="button" className={secondaryButton} onClick={() => setConfirming(null)}>
            Voltar
          </button>
        </div>
      ) : (
        <button type="submit" className={`${primaryButton} self-end`} disabled={packed.isPending}>
          {packed.isPending ? 'Carregando...' : 'Concluir pesagem'}
        </button>
      )}
    </form>
  );
}
