'use client';

/**
 * Problems with an order (the 'problems' capability): 'Marcar erro' with a note of what went wrong, and once
 * solved 'Retomar' the preparation at the step the staff choose (or plan the delivery again), 'Não
 * entregue' with the reason, 'Reagendar' a failed or erring delivery into another window (the slot rules
 * apply: the API offers only windows with room), 'Negar pagamento' while the payment is evaluated and
 * 'Cancelar pedido', each after a confirmation (the card's authorisation is voided, or a captured payment
 * refunded). Each form shows the API's messages at its field.
 */
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import {
  useCancelOrder,
  useDeliveryMove,
  useDenyPayment,
  useFailedDelivery,
  useFulfillmentMove,
  useOrderError,
  useOrderHistory,
  useReschedule,
  useRescheduleWindows,
  type RescheduleWindow,
  type StaffOrder,
} from '@/lib/api-client/staff';
import { stateName, wasPaymentApproved, type StaffStatus } from '@/lib/orders/staff-status';
import { isPaymentOpen, PREPARATION_STATES } from '@/lib/rules/order-states';
import { rateWhen } from '@/lib/checkout/rates';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { ConfirmAction } from './confirm-action';
import { failureText } from './failure-text';
import { dangerButton, primaryButton, secondaryButton } from './staff-buttons';

const errorResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/staff').then((m) => m.orderErrorBodySchema),
);
const failedResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/staff').then((m) => m.failedDeliveryBodySchema),
);
const rescheduleResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/staff').then((m) => m.rescheduleBodySchema),
);

type Panel = 'error' | 'failed' | 'reschedule' | null;

export function ProblemActions({ order, status }: { order: StaffOrder; status: StaffStatus }) {
  const [panel, setPanel] = useState<Panel>(null);
  const cancel = useCancelOrder(order.number);
  const deny = useDenyPayment(order.number);
  const closed = status === 'canceled' || status === 'delivered';
  // An erring delivery too: one that left is cancelled only once it is marked 'Não entregue'.
  const canFail = ['planned', 'in_progress', 'error'].includes(order.deliveryState ?? '');
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  return (
    <section
      aria-labelledby="problemas"
      className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-warm-200 print:hidden"
    >
      <h2 id="problemas" className="text-lg font-bold">
        Problemas
      </h2>
      <div className="flex flex-wrap gap-3">
        {!closed && !isPaymentOpen(order.fulfillmentState) && status !== 'error' && (
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={panel === 'error'}
            onClick={() => toggle('error')}
          >
            Marcar erro
          </button>
        )}
        {canFail && (
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={panel === 'failed'}
            onClick={() => toggle('failed')}
          >
            Não entregue
          </button>
        )}
        {(status === 'failed' || order.deliveryState === 'error') && (
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={panel === 'reschedule'}
            onClick={() => toggle('reschedule')}
          >
            Reagendar
          </button>
        )}
        {order.fulfillmentState === 'payment_evaluating' && (
          <ConfirmAction
            label="Negar pagamento"
            question={`Negar o pagamento do pedido #${order.number}? ${order.payments.some((payment) => payment.pix?.paidAt) ? 'O Pix pago é estornado' : 'A autorização é liberada'}, o estoque devolvido e o cliente avisado por e-mail.`}
            confirmLabel="Sim, negar"
            buttonClassName={dangerButton}
            busy={deny.isPending}
            onConfirm={() => deny.mutate({})}
          />
        )}
        {!closed && (
          <ConfirmAction
            label="Cancelar pedido"
            question={`Cancelar o pedido #${order.number}? O pagamento é estornado e o estoque devolvido.`}
            confirmLabel="Sim, cancelar"
            buttonClassName={dangerButton}
            busy={cancel.isPending}
            onConfirm={() => cancel.mutate({})}
          />
        )}
      </div>
      {cancel.isError && <FormAlert>{failureText(cancel.error)}</FormAlert>}
      {deny.isError && <FormAlert>{failureText(deny.error)}</FormAlert>}
      {order.fulfillmentState === 'error' && <ResumePreparation order={order} />}
      {order.deliveryState === 'error' && <PlanAgain number={order.number} />}
      {closed && (
        <p className="text-sm text-warm-700">
          Pedido {status === 'canceled' ? 'cancelado' : 'entregue'}: nada a resolver aqui.
        </p>
      )}
      {panel === 'error' && <ErrorNoteForm number={order.number} onDone={() => setPanel(null)} />}
      {panel === 'failed' && <FailedDeliveryForm number={order.number} onDone={() => setPanel(null)} />}
      {panel === 'reschedule' && <RescheduleForm number={order.number} onDone={() => setPanel(null)} />}
    </section>
  );
}

/**
 * Out of 'erro', once the problem is solved: back into the preparation at the step the staff choose, or to
 * the payment's evaluation (an order warned before its payment was approved goes back there, and only
 * such an order); a weighed order straight back to ready (its card captured, or its Pix settled, it is
 * not weighed again).
 */
function ResumePreparation({ order }: { order: StaffOrder }) {
  const move = useFulfillmentMove(order.number);
  // The history (the page's own, already asked) says whether the payment was approved.
  const history = useOrderHistory(order.number);
  const [chosen, setStep] = useState<string | null>(null);
  if (history.isPending) return <p role="status">Carregando...</p>;
  // Unknown (the history could not be read): every step, the API refuses the wrong ones with the reason.
  const approved = history.data ? wasPaymentApproved(history.data.events) : null;
  const steps = [
    ...(order.producedAmount !== null ? ['ready'] : []),
    ...(approved !== false ? PREPARATION_STATES : []),
    // Approved once, the order never goes back to the evaluation: the customer would be told twice.
    ...(approved !== true ? ['payment_evaluating'] : []),
  ];
  const step = chosen !== null && steps.includes(chosen) ? chosen : steps[0]!;
  return (
    <form
      aria-label="Retomar o preparo"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate({ state: step });
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-semibold text-warm-700">
        Retomar em
        <select
          value={step}
          onChange={(event) => setStep(event.target.value)}
          className="min-h-11 rounded border border-warm-200 bg-white px-3 text-base font-normal text-ink"
        >
          {steps.map((state) => (
            <option key={state} value={state}>
              {stateName(state)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={primaryButton} disabled={move.isPending}>
        {move.isPending ? 'Carregando...' : 'Retomar'}
      </button>
      {move.isError && <FormAlert>{failureText(move.error)}</FormAlert>}
    </form>
  );
}

/** A delivery in 'erro', once the problem is solved: planned again with its driver. */
function PlanAgain({ number }: { number: string }) {
  const move = useDeliveryMove(number);
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className={`${primaryButton} self-start`}
        disabled={move.isPending}
        onClick={() => move.mutate({ state: 'planned' })}
      >
        {move.isPending ? 'Carregando...' : 'Planejar a entrega de novo'}
      </button>
      {move.isError && <FormAlert>{failureText(move.error)}</FormAlert>}
    </div>
  );
}

/** 'erro' with a note of what went wrong, checked by the contract's schema. */
function ErrorNoteForm({ number, onDone }: { number: string; onDone: () => void }) {
  const mark = useOrderError(number);
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm({ resolver: errorResolver, mode: 'onBlur', defaultValues: { note: '' } });
  const onValid = async (body: { note: string }) => {
    setAlert([]);
    try {
      await mark.mutateAsync(body);
      onDone();
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, ['note']));
    }
  };
  return (
    <NoteFields
      id="nota-erro"
      label="O que aconteceu?"
      submit="Marcar erro"
      error={form.formState.errors.note?.message}
      registration={form.register('note')}
      busy={mark.isPending}
      alert={alert}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    />
  );
}

/** 'Não entregue' with the reason, checked by the contract's schema. */
function FailedDeliveryForm({ number, onDone }: { number: string; onDone: () => void }) {
  const mark = useFailedDelivery(number);
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm({ resolver: failedResolver, mode: 'onBlur', defaultValues: { reason: '' } });
  const onValid = async (body: { reason: string }) => {
    setAlert([]);
    try {
      await mark.mutateAsync(body);
      onDone();
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, ['reason']));
    }
  };
  return (
    <NoteFields
      id="motivo-falha"
      label="Motivo da não entrega"
      submit="Registrar não entrega"
      error={form.formState.errors.reason?.message}
      registration={form.register('reason')}
      busy={mark.isPending}
      alert={alert}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    />
  );
}

/** A text of up to 500 characters with its message, the form's alert and its button. */
function NoteFields({
  id,
  label,
  submit,
  error,
  registration,
  busy,
  alert,
  onSubmit,
}: {
  id: string;
  label: string;
  submit: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  busy: boolean;
  alert: string[];
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-warm-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={`w-full rounded border bg-white px-3 py-2 text-ink outline-none focus:ring-2 focus:ring-brand/40 ${error ? 'border-label-red' : 'border-warm-200'}`}
        {...registration}
      />
      <p id={`${id}-error`} className="min-h-5 text-sm text-label-red">
        {error ? `* ${error}` : ''}
      </p>
      {alert.length > 0 && <FormAlert>{alert.join(' ')}</FormAlert>}
      <button type="submit" className={`${primaryButton} self-start`} disabled={busy}>
        {busy ? 'Carregando...' : submit}
      </button>
    </form>
  );
}

/** A window of the reschedule list as the checkout's picker writes it: 'ter, 24 nov · 08:00 - 13:00'. */
function rescheduleLabel(window: RescheduleWindow): string {
  const when = rateWhen({
    shippingMethodId: 1,
    cost: '0',
    displayCost: '',
    deliveryWindowStart: window.startsAt,
    deliveryWindowEnd: window.endsAt,
    deliveriesRemaining: window.remaining,
  });
  return `${when.day} · ${when.hours}`;
}

function RescheduleForm({ number, onDone }: { number: string; onDone: () => void }) {
  const windows = useRescheduleWindows(number, true);
  const reschedule = useReschedule(number);
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm({ resolver: rescheduleResolver, defaultValues: { starts_at: '' } });
  const error = form.formState.errors.starts_at?.message;
  const onValid = async (body: { starts_at: string }) => {
    setAlert([]);
    try {
      await reschedule.mutateAsync(body);
      onDone();
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, ['starts_at']));
    }
  };
  if (windows.isPending) return <p role="status">Carregando os horários...</p>;
  if (windows.isError) {
    return (
      <p role="alert">
        Não foi possível carregar os horários.{' '}
        <button
          type="button"
          className="font-bold text-brand underline"
          onClick={() => void windows.refetch()}
        >
          Tentar novamente
        </button>
      </p>
    );
  }
  if (windows.data.windows.length === 0) return <p>Nenhum horário com vaga nos próximos dias.</p>;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="flex flex-col gap-2"
    >
      <fieldset aria-describedby="novo-horario-error">
        <legend className="mb-2 text-sm font-semibold text-warm-700">Novo horário</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {windows.data.windows.map((window) => (
            <label
              key={window.startsAt}
              className="flex min-h-11 items-center gap-3 rounded border border-warm-200 px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-light"
            >
              <input
                type="radio"
                value={window.startsAt}
                className="size-5 accent-brand"
                {...form.register('starts_at')}
              />
              <span>
                {rescheduleLabel(window)}
                <span className="block text-xs text-warm-700">
                  {window.remaining} {window.remaining === 1 ? 'vaga' : 'vagas'}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id="novo-horario-error" className="min-h-5 text-sm text-label-red">
        {error ? `* ${error}` : ''}
      </p>
      {alert.length > 0 && <FormAlert>{alert.join(' ')}</FormAlert>}
      <button type="submit" className={`${primaryButton} self-start`} disabled={reschedule.isPending}>
        {reschedule.isPending ? 'Carregando...' : 'Reagendar'}
      </button>
    </form>
  );
}
