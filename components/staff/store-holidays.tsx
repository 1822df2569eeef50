'use client';

/**
 * The manager's holidays (/equipe/loja/feriados; docs/business-rules.md, Delivery windows and holds): the
 * year's holidays and closed days with the orders already booked on each and a holiday's own pickup hours,
 * a form to add or change one (checked by the contract's schema, the API's messages at the same fields; the
 * hours only for a holiday, Sunday's when left blank) and removal after a question.
 * Orders placed for a day made a holiday or closed (delivered, express or picked up) stand: the screen
 * says how many there are.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useDeleteHoliday, useHolidays, useSaveHoliday, type Holiday } from '@/lib/api-client/store-settings';
import type { HolidayBody, HolidayInput } from '@/lib/sales-api/store-settings';
import {
  dayText,
  HOLIDAY_KIND_LABELS,
  HOLIDAY_KINDS,
  hourOptions,
  hoursText,
} from '@/lib/sales-api/store-settings-text';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { ConfirmAction } from './confirm-action';
import { failureText } from './failure-text';
import { dangerButton, primaryButton, secondaryButton } from './staff-buttons';
import { FormActions, CancelButton } from './form-actions';

const holidayResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/store-settings').then((m) => m.holidayBodySchema),
);

const KIND_SHORT: Record<Holiday['kind'], string> = { holiday: 'Feriado', closed: 'Loja fechada' };

/** A holiday's own pickup hours as the list shows them ('Retirada 08:00 - 14:00'), or null for Sunday's. */
function pickupText({ openHour, closeHour }: Holiday): string | null {
  return openHour === null || closeHour === null ? null : `Retirada ${hoursText(openHour, closeHour)}`;
}

/** The orders placed for a holiday's day, whatever their way (scheduled, express, pickup). */
const ordersText = (count: number) => (count === 1 ? '1 pedido' : `${count} pedidos`);

/** What the manager reads after a save: the orders the day keeps. */
function bookedNotice(holiday: Holiday): string {
  const { date } = dayText(holiday.day);
  if (holiday.bookedOrders === 0) return `Feriado de ${date} salvo.`;
  return `Feriado de ${date} salvo. ${ordersText(holiday.bookedOrders)} para esse dia (entrega ou retirada) ${holiday.bookedOrders === 1 ? 'continua' : 'continuam'} de pé: confira no quadro. Novos agendamentos desse dia não são mais aceitos.`;
}

export function StoreHolidays({ initialYear }: { initialYear: number }) {
  const [year, setYear] = useState(initialYear);
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const holidays = useHolidays(year);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Feriados e dias fechados</h1>
      <p className="text-sm text-warm-700">
        Num feriado não há entregas agendadas nem expressas, e a retirada segue o horário informado no feriado
        (em branco, o de domingo); com a loja fechada também não há retirada. Pedidos já feitos para um dia
        que vira feriado (entrega ou retirada) continuam de pé.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Ano" className="flex gap-2">
          {[initialYear, initialYear + 1].map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={year === choice}
              className={year === choice ? primaryButton : secondaryButton}
              onClick={() => setYear(choice)}
            >
              {choice}
            </button>
          ))}
        </div>
        {editing === null && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            Novo feriado
          </button>
        )}
      </div>
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      {editing !== null && (
        <HolidayForm
          key={editing === 'new' ? 'new' : editing.id}
          holiday={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(bookedNotice(saved));
            setYear(Number(saved.day.slice(0, 4)));
          }}
        />
      )}
      {holidays.isPending ? (
        <p role="status" className="py-8 text-center text-warm-700">
          Carregando...
        </p>
      ) : holidays.isError ? (
        <RetryAlert
          message="Não foi possível carregar os feriados."
          onRetry={() => void holidays.refetch()}
        />
      ) : holidays.data.holidays.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">Nenhum feriado em {year}.</p>
      ) : (
        <ul aria-label={`Feriados de ${year}`} className="flex flex-col gap-2">
          {holidays.data.holidays.map((holiday) => (
            <HolidayItem
              key={holiday.id}
              holiday={holiday}
              onEdit={() => {
                setNotice(null);
                setEditing(holiday);
              }}
              onDeleted={() => setNotice(`Feriado de ${dayText(holiday.day).date} excluído.`)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function HolidayItem({
  holiday,
  onEdit,
  onDeleted,
}: {
  holiday: Holiday;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteHoliday();
  const { date, weekday } = dayText(holiday.day);
  const pickup = pickupText(holiday);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-warm-200">
      <div className="min-w-0 flex-1">
        <p className="font-bold">
          {date} <span className="font-normal text-warm-700">({weekday})</span> · {holiday.name}
        </p>
        <p className="text-sm text-warm-700">
          {KIND_SHORT[holiday.kind]}
          {pickup && ` · ${pickup}`}
          {holiday.bookedOrders > 0 && ` · ${ordersText(holiday.bookedOrders)} para esse dia`}
        </p>
        {remove.isError && <p className="text-sm text-label-red">{failureText(remove.error)}</p>}
      </div>
      <button
        type="button"
        className={secondaryButton}
        onClick={onEdit}
        aria-label={`Editar ${holiday.name}`}
      >
        Editar
      </button>
      <ConfirmAction
        label="Excluir"
        question={`Excluir o feriado ${holiday.name} (${date})? O dia volta a ter entregas.`}
        confirmLabel="Sim, excluir"
        busy={remove.isPending}
        buttonClassName={dangerButton}
        onConfirm={() => remove.mutate(holiday.id, { onSuccess: onDeleted })}
      />
    </li>
  );
}

function HolidayForm({
  holiday,
  onCancel,
  onSaved,
}: {
  holiday: Holiday | null;
  onCancel: () => void;
  onSaved: (holiday: Holiday) => void;
}) {
  const save = useSaveHoliday();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<HolidayInput, unknown, HolidayBody>({
    resolver: holidayResolver,
    mode: 'onBlur',
    defaultValues: holiday
      ? {
          day: holiday.day,
          name: holiday.name,
          kind: holiday.kind,
          open_hour: holiday.openHour,
          close_hour: holiday.closeHour,
        }
      : { day: '', name: '', kind: 'holiday', open_hour: null, close_hour: null },
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  // A closed day has no hours: choosing it drops those typed for the holiday.
  const kindField = form.register('kind', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value !== 'closed') return;
      form.setValue('open_hour', null);
      form.setValue('close_hour', null);
      form.clearErrors(['open_hour', 'close_hour']);
    },
  });
  const onValid = async (body: HolidayBody) => {
    setAlert([]);
    try {
      onSaved(await save.mutateAsync({ id: holiday?.id ?? null, body }));
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, ['day', 'name', 'kind', 'open_hour', 'close_hour']));
    }
  };
  return (
    <form
      noValidate
      aria-label={holiday ? `Editar ${holiday.name}` : 'Novo feriado'}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-warm-200"
    >
      <h2 className="text-lg font-bold">{holiday ? 'Editar feriado' : 'Novo feriado'}</h2>
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Data"
          type="date"
          className="w-48"
          error={errors.day?.message}
          {...form.register('day')}
        />
        <TextField
          label="Nome"
          className="min-w-0 flex-1"
          maxLength={80}
          error={errors.name?.message}
          {...form.register('name')}
        />
      </div>
      <fieldset aria-describedby="tipo-feriado-error">
        <legend className="mb-1 text-sm font-semibold text-warm-700">Tipo</legend>
        {HOLIDAY_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2">
            <input type="radio" value={kind} className="size-5 accent-brand" {...kindField} />
            {HOLIDAY_KIND_LABELS[kind]}
          </label>
        ))}
        <p id="tipo-feriado-error" className="min-h-5 text-sm text-label-red">
          {errors.kind?.message ? `* ${errors.kind.message}` : ''}
        </p>
      </fieldset>
      {kind === 'holiday' && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-warm-700">
            Horário de retirada (em branco: o de domingo)
          </legend>
          <div className="flex flex-wrap gap-4">
            <SelectField
              label="Abre às"
              blank="Como domingo"
              options={hourOptions(0, 23)}
              className="w-40"
              error={errors.open_hour?.message}
              {...form.register('open_hour', { setValueAs: hourOrNull })}
            />
            <SelectField
              label="Fecha às"
              blank="Como domingo"
              options={hourOptions(1, 24)}
              className="w-40"
              error={errors.close_hour?.message}
              {...form.register('close_hour', { setValueAs: hourOrNull })}
            />
          </div>
        </fieldset>
      )}
      <FormActions alert={alert} saving={save.isPending} saveLabel="Salvar feriado">
        <CancelButton onClick={onCancel} />
      </FormActions>
    </form>
  );
}

/** A blank hour is none (Sunday's hours). */
const hourOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
