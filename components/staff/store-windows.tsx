'use client';

/**
 * The manager's delivery windows (/equipe/loja/janelas; docs/business-rules.md, Delivery windows and
 * holds): each weekday's scheduled windows with their capacity and the most orders one of their future
 * days has booked (the lowest capacity the API accepts), a form to add or change one (the contract's schema,
 * the API's messages at the same fields) and removal after a question (bookings already made stay).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import {
  useDeleteWindow,
  useDeliveryWindows,
  useSaveWindow,
  type DeliveryWindow,
} from '@/lib/api-client/store-settings';
import type { DeliveryWindowBody } from '@/lib/sales-api/store-settings';
import { hourOptions, hoursText, WEEKDAY_NAMES } from '@/lib/sales-api/store-settings-text';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { ConfirmAction } from './confirm-action';
import { failureText } from './failure-text';
import { dangerButton, secondaryButton } from './staff-buttons';
import { FormActions, CancelButton } from './form-actions';

const windowResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/store-settings').then((m) => m.deliveryWindowBodySchema),
);

/** Monday first, as the shop's week reads; Sunday last. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

const windowHours = (window: Pick<DeliveryWindow, 'startHour' | 'endHour'>) =>
  hoursText(window.startHour, window.endHour);

export function StoreWindows() {
  const windows = useDeliveryWindows();
  const [editing, setEditing] = useState<DeliveryWindow | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Janelas de entrega</h1>
      <p className="text-sm text-warm-700">
        As janelas de cada dia da semana são oferecidas nos próximos 7 dias (menos nos feriados). A capacidade
        é quantos pedidos cada dia da janela recebe; ela não pode ficar abaixo do que um dia futuro já tem
        agendado. Pedidos já agendados numa janela excluída ou mudada continuam agendados.
      </p>
      {editing === null && (
        <button
          type="button"
          className={`${secondaryButton} self-start`}
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          Nova janela
        </button>
      )}
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      {editing !== null && (
        <WindowForm
          key={editing === 'new' ? 'new' : editing.id}
          window={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(`Janela de ${WEEKDAY_NAMES[saved.weekday]}, ${windowHours(saved)}, salva.`);
          }}
        />
      )}
      {windows.isPending ? (
        <p role="status" className="py-8 text-center text-warm-700">
          Carregando...
        </p>
      ) : windows.isError ? (
        <RetryAlert
          message="Não foi possível carregar as janelas de entrega."
          onRetry={() => void windows.refetch()}
        />
      ) : (
        WEEK.map((weekday) => {
          const ofDay = windows.data.windows.filter((window) => window.weekday === weekday);
          return (
            <section
              key={weekday}
              aria-labelledby={`dia-${weekday}`}
              className="rounded-lg bg-white p-3 ring-1 ring-warm-200"
            >
              <h2 id={`dia-${weekday}`} className="font-bold">
                {WEEKDAY_NAMES[weekday]}
              </h2>
              {ofDay.length === 0 ? (
                <p className="text-sm text-warm-700">Sem entregas agendadas.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {ofDay.map((window) => (
                    <WindowItem
                      key={window.id}
                      window={window}
                      onEdit={() => {
                        setNotice(null);
                        setEditing(window);
                      }}
                      onDeleted={() =>
                        setNotice(`Janela de ${WEEKDAY_NAMES[weekday]}, ${windowHours(window)}, excluída.`)
                      }
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
    </div>
  );
}

function WindowItem({
  window,
  onEdit,
  onDeleted,
}: {
  window: DeliveryWindow;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteWindow();
  const name = `${WEEKDAY_NAMES[window.weekday]} ${windowHours(window)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 border-t border-warm-100 pt-2">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{windowHours(window)}</p>
        <p className="text-sm text-warm-700">
          Capacidade: {window.capacity} {window.capacity === 1 ? 'pedido' : 'pedidos'} por dia
          {window.bookedAhead > 0 && ` · até ${window.bookedAhead} já agendados num dia`}
        </p>
        {remove.isError && <p className="text-sm text-label-red">{failureText(remove.error)}</p>}
      </div>
      <button type="button" className={secondaryButton} onClick={onEdit} aria-label={`Editar ${name}`}>
        Editar
      </button>
      <ConfirmAction
        label="Excluir"
        question={`Excluir a janela ${name}? Pedidos já agendados nela continuam agendados.`}
        confirmLabel="Sim, excluir"
        busy={remove.isPending}
        buttonClassName={dangerButton}
        onConfirm={() => remove.mutate(window.id, { onSuccess: onDeleted })}
      />
    </li>
  );
}

const asNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

function WindowForm({
  window,
  onCancel,
  onSaved,
}: {
  window: DeliveryWindow | null;
  onCancel: () => void;
  onSaved: (window: DeliveryWindow) => void;
}) {
  const save = useSaveWindow();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<DeliveryWindowBody, unknown, DeliveryWindowBody>({
    resolver: windowResolver,
    mode: 'onBlur',
    defaultValues: window
      ? {
          weekday: window.weekday,
          start_hour: window.startHour,
          end_hour: window.endHour,
          capacity: window.capacity,
        }
      : { weekday: 1, start_hour: 8, end_hour: 13, capacity: 20 },
  });
  const { errors } = form.formState;
  const onValid = async (body: DeliveryWindowBody) => {
    setAlert([]);
    try {
      onSaved(await save.mutateAsync({ id: window?.id ?? null, body }));
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, ['weekday', 'start_hour', 'end_hour', 'capacity']));
    }
  };
  return (
    <form
      noValidate
      aria-label={window ? `Editar ${WEEKDAY_NAMES[window.weekday]} ${windowHours(window)}` : 'Nova janela'}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-warm-200"
    >
      <h2 className="text-lg font-bold">{window ? 'Editar janela' : 'Nova janela'}</h2>
      <div className="flex flex-wrap gap-4">
        <SelectField
          label="Dia da semana"
          options={WEEK.map((weekday) => ({ value: weekday, text: WEEKDAY_NAMES[weekday] }))}
          error={errors.weekday?.message}
          {...form.register('weekday', { setValueAs: asNumber })}
        />
        <SelectField
          label="Início"
          options={hourOptions(0, 23)}
          error={errors.start_hour?.message}
          {...form.register('start_hour', { setValueAs: asNumber })}
        />
        <SelectField
          label="Fim"
          options={hourOptions(1, 24)}
          error={errors.end_hour?.message}
          {...form.register('end_hour', { setValueAs: asNumber })}
        />
        <TextField
          label="Capacidade (pedidos por dia)"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          className="w-56"
          error={errors.capacity?.message}
          {...form.register('capacity', { setValueAs: asNumber })}
        />
      </div>
      {window && window.bookedAhead > 0 && (
        <p className="text-sm text-warm-700">
          Um dia futuro desta janela já tem {window.bookedAhead} pedidos agendados: a capacidade não pode
          ficar abaixo disso.
        </p>
      )}
      <FormActions alert={alert} saving={save.isPending} saveLabel="Salvar janela">
        <CancelButton onClick={onCancel} />
      </FormActions>
    </form>
  );
}
