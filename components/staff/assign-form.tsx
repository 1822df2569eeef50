'use client';

/**
 * One order's driver and vehicle plate on the dispatch screen (./dispatch.tsx), checked by the contract's
 * schema, the API's messages at the fields. Loaded after the dispatch's first paint: the form library stays
 * out of the page's first-load JavaScript (docs/performance.md).
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useDispatch, type BoardOrder, type StaffMember } from '@/lib/api-client/staff';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { primaryButton } from './staff-buttons';

const dispatchResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/staff').then((m) => m.dispatchBodySchema),
);

interface AssignValues {
  driver_id: number;
  license_plate: string;
}

export function AssignForm({
  order,
  drivers,
  plates,
  onDone,
}: {
  order: BoardOrder;
  drivers: StaffMember[];
  plates: Map<number, string>;
  onDone?: () => void;
}) {
  const dispatch = useDispatch(order.number);
  const id = useId();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<AssignValues, unknown, AssignValues>({
    resolver: dispatchResolver,
    mode: 'onBlur',
    defaultValues: { driver_id: order.driver?.id, license_plate: order.licensePlate ?? '' },
  });
  const { errors } = form.formState;
  const onValid = async (body: AssignValues) => {
    setAlert([]);
    try {
      await dispatch.mutateAsync(body);
      onDone?.();
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['driver_id', 'license_plate']));
    }
  };
  const field = 'min-h-11 w-full rounded border bg-white px-3 text-base text-ink';
  const driverError = errors.driver_id?.message;
  const plateError = errors.license_plate?.message;
  return (
    <form
      noValidate
      aria-label={`Atribuir entregador ao pedido ${order.number}`}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="mt-2 grid items-start gap-3 sm:grid-cols-[1fr_10rem_auto]"
    >
      <div>
        <label htmlFor={`${id}-driver`} className="mb-1 block text-sm font-semibold text-warm-700">
          Entregador
        </label>
        <select
          id={`${id}-driver`}
          aria-invalid={driverError ? true : undefined}
          aria-describedby={`${id}-driver-error`}
          className={`${field} ${driverError ? 'border-label-red' : 'border-warm-200'}`}
          {...form.register('driver_id', {
            setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
            onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
              // The plate the driver used today comes with them, unless one was typed.
              const plate = plates.get(Number(event.target.value));
              if (plate && !form.getValues('license_plate')) form.setValue('license_plate', plate);
            },
          })}
        >
          <option value="">Escolha</option>
          {drivers.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </select>
        <p id={`${id}-driver-error`} className="mt-1 min-h-5 text-sm text-label-red">
          {driverError ? `* ${driverError}` : ''}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-plate`} className="mb-1 block text-sm font-semibold text-warm-700">
          Placa
        </label>
        <input
          id={`${id}-plate`}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="ABC1D23"
          aria-invalid={plateError ? true : undefined}
          aria-describedby={`${id}-plate-error`}
          className={`${field} uppercase ${plateError ? 'border-label-red' : 'border-warm-200'}`}
          {...form.register('license_plate')}
        />
        <p id={`${id}-plate-error`} className="mt-1 min-h-5 text-sm text-label-red">
          {plateError ? `* ${plateError}` : ''}
        </p>
      </div>
      <button
        type="submit"
        className={`${primaryButton} sm:mt-6`}
        disabled={dispatch.isPending || drivers.length === 0}
      >
        {dispatch.isPending ? 'Carregando...' : order.driver ? 'Trocar' : 'Atribuir'}
      </button>
      {alert.length > 0 && (
        <div className="sm:col-span-3">
          <FormAlert>{alert.join(' ')}</FormAlert>
        </div>
      )}
    </form>
  );
}
