'use client';

/**
 * The manager's refunds of a captured card or a paid Pix (docs/business-rules.md, Refunds; the 'store' capability): what
 * was charged, refunded and is left, each refund made (and, until the gateway confirms it, 'Pendente na
 * operadora', or 'Recusado pela operadora'), and 'Estornar' by amount or by whole lines with a
 * reason, checked by the contract's schema (lib/sales-api/refunds.ts) with the API's messages at the same
 * fields. Loaded after the order page's first paint (components/staff/order-view.tsx), for managers only.
 */
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { newIdempotencyKey } from '@/lib/api-client/idempotency-key';
import { useRefund, type StaffLine, type StaffOrder } from '@/lib/api-client/staff';
import { formatBRL } from '@/lib/money';
import { weighedPrice } from '@/lib/orders/packing';
import { refundableCents, refundGatewayText, refundText, settledText } from '@/lib/orders/refunds';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { primaryButton, secondaryButton } from './staff-buttons';

const refundResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/refunds').then((m) => m.refundBodySchema),
);

type Mode = 'amount' | 'lines';

export function RefundForm({ order }: { order: StaffOrder }) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const settled = order.payments.findLast((payment) => payment.capturedAmount);
  const captured = settled?.capturedAmount;
  if (!captured) return null;
  const left = refundableCents(captured, order.refunds);
  return (
    <section
      aria-labelledby="estornos"
      className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-warm-200 print:hidden"
    >
      <h2 id="estornos" className="text-lg font-bold">
        Estornos
      </h2>
      <p className="text-sm" data-testid="refund-left">
        {settledText({ capturedAmount: captured, pix: settled.pix })} · Resta a estornar: {formatBRL(left)}
      </p>
      {order.refunds.length > 0 && (
        <ul aria-label="Estornos feitos" className="text-sm">
          {order.refunds.map((refund) => {
            const atGateway = refundGatewayText(refund);
            return (
              <li key={refund.id}>
                {refundText(refund)}
                {atGateway && (
                  <span className={refund.refusedAt ? 'font-semibold text-label-red' : 'text-warm-700'}>
                    {` · ${atGateway}`}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      {left > 0n && !open && (
        <button
          type="button"
          className={`${secondaryButton} self-start`}
          aria-expanded={false}
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
        >
          Estornar
        </button>
      )}
      {left > 0n && open && (
        <RefundFields
          order={order}
          left={left}
          onDone={(text) => {
            setOpen(false);
            setNotice(text);
          }}
        />
      )}
    </section>
  );
}

/** Whether a line can still be refunded whole: it was separated and no refund took it yet. */
function refundable(line: StaffLine, order: StaffOrder): boolean {
  return line.producedQuantity !== 0 && !order.refunds.some((refund) => refund.lineItemIds.includes(line.id));
}

function RefundFields({
  order,
  left,
  onDone,
}: {
  order: StaffOrder;
  left: bigint;
  onDone: (text: string) => void;
}) {
  const refund = useRefund(order.number);
  // One refund per opening of the form: pressed again after a lost answer or a timeout, the same key
  // answers the refund the first press made instead of making a second one (docs/business-rules.md, Refunds).
  const [key] = useState(newIdempotencyKey);
  const [mode, setMode] = useState<Mode>('amount');
  const [alert, setAlert] = useState<string[]>([]);
  // Only the chosen way's field is sent: the other one is unregistered when it leaves the screen.
  const form = useForm({
    resolver: refundResolver,
    mode: 'onBlur',
    shouldUnregister: true,
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // A second press while the first is checked or sent is not sent at all.
  const sending = useRef(false);
  const lines = order.lineItems.filter((line) => refundable(line, order));
  const onValid = async (body: { amount?: string; line_item_ids?: number[]; reason: string }) => {
    setAlert([]);
    try {
      const answer = await refund.mutateAsync({ body, key });
      const made = answer.refunds.at(-1);
      // Done only once the gateway confirmed it; else where it stands there, as the list says it.
      const atGateway = made && refundGatewayText(made);
      onDone(
        made ? `${refundText(made)}: ${atGateway ? atGateway.toLowerCase() : 'feito'}.` : 'Estorno feito.',
      );
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, ['amount', 'line_item_ids', 'reason']));
    }
  };
  return (
    <form
      noValidate
      aria-label="Estorno"
      onSubmit={(event) => {
        event.preventDefault();
        if (sending.current) return;
        sending.current = true;
        void form
          .handleSubmit(onValid)(event)
          .finally(() => (sending.current = false));
      }}
      className="flex flex-col gap-3"
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-semibold text-warm-700">Estornar</legend>
        {(
          [
            ['amount', 'Um valor'],
            ['lines', 'Itens inteiros'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="modo-estorno"
              className="size-5 accent-brand"
              checked={mode === value}
              onChange={() => {
                form.clearErrors();
                setMode(value);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {mode === 'amount' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="valor-estorno" className="text-sm font-semibold text-warm-700">
            Valor (até {formatBRL(left)})
          </label>
          <input
            id="valor-estorno"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby="valor-estorno-error"
            className={`w-40 rounded border bg-white px-3 py-2 text-ink outline-none focus:ring-2 focus:ring-brand/40 ${errors.amount ? 'border-label-red' : 'border-warm-200'}`}
            {...form.register('amount')}
          />
          <p id="valor-estorno-error" className="min-h-5 text-sm text-label-red">
            {errors.amount?.message ? `* ${errors.amount.message}` : ''}
          </p>
        </div>
      ) : (
        <Controller
          control={form.control}
          name="line_item_ids"
          defaultValue={[]}
          render={({ field, fieldState }) => (
            <fieldset aria-describedby="itens-estorno-error" className="flex flex-col gap-1">
              <legend className="mb-1 text-sm font-semibold text-warm-700">Itens</legend>
              {lines.length === 0 && <p className="text-sm">Nenhum item para estornar inteiro.</p>}
              {lines.map((line) => {
                const chosen = field.value?.includes(line.id) ?? false;
                return (
                  <label key={line.id} className="flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand"
                      checked={chosen}
                      onChange={() =>
                        field.onChange(
                          chosen
                            ? (field.value ?? []).filter((id) => id !== line.id)
                            : [...(field.value ?? []), line.id],
                        )
                      }
                    />
                    <span>
                      {line.variant.name}
                      <span className="ml-2 text-sm text-warm-700">
                        {weighedPrice(line.producedQuantity ?? line.quantity, line.price)}
                      </span>
                    </span>
                  </label>
                );
              })}
              <p id="itens-estorno-error" className="min-h-5 text-sm text-label-red">
                {fieldState.error?.message ? `* ${fieldState.error.message}` : ''}
              </p>
            </fieldset>
          )}
        />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor="motivo-estorno" className="text-sm font-semibold text-warm-700">
          Motivo
        </label>
        <textarea
          id="motivo-estorno"
          rows={2}
          maxLength={500}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby="motivo-estorno-error"
          className={`w-full rounded border bg-white px-3 py-2 text-ink outline-none focus:ring-2 focus:ring-brand/40 ${errors.reason ? 'border-label-red' : 'border-warm-200'}`}
          {...form.register('reason')}
        />
        <p id="motivo-estorno-error" className="min-h-5 text-sm text-label-red">
          {errors.reason?.message ? `* ${errors.reason.message}` : ''}
        </p>
      </div>
      {alert.length > 0 && <FormAlert>{alert.join(' ')}</FormAlert>}
      <button type="submit" className={`${primaryButton} self-start`} disabled={isSubmitting}>
        {isSubmitting ? 'Carregando...' : 'Confirmar estorno'}
      </button>
    </form>
  );
}
