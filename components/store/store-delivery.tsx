'use client';

/**
 * The manager's delivery terms (/equipe/loja/entrega; docs/business-rules.md, Shipping and pickup): the
 * delivery cost of each city, the items total from which scheduled delivery is free, the express surcharge
 * and hours, the pickup hours; the configuration's and the shop's standard terms as the default (and a way
 * back to them). The contract's schema checks the form, the API's messages at the same fields.
 */
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { ConfirmAction } from '@/components/staff/confirm-action';
import { failureText } from '@/components/staff/failure-text';
import { secondaryButton } from '@/components/staff/staff-buttons';
import { QueryPane } from '@/components/ui/query-pane';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useDeliverySetting, useSaveDelivery } from '@/lib/api-client/store-info-settings';
import { formatBRL } from '@/lib/money';
import { DELIVERY_CITIES } from '@/lib/rules/delivery-area';
import type { Camelized } from '@/lib/sales-api/case';
import type { DeliveryBody, DeliveryInput, DeliverySettingJson } from '@/lib/sales-api/delivery-terms';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { FormActions } from '@/components/staff/form-actions';

const deliveryResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/delivery-terms').then((m) => m.deliveryBodySchema),
);

type Terms = Camelized<DeliverySettingJson>['delivery'];

const asNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/** The answer's terms as the form's body (the cities' names are keys the client leaves as they are). */
function bodyOf(terms: Terms): DeliveryInput {
  return {
    costs: Object.fromEntries(
      DELIVERY_CITIES.map((city) => [city, terms.costs[city] ?? '']),
    ) as DeliveryInput['costs'],
    free_from: terms.freeFrom,
    express_surcharge: terms.expressSurcharge,
    express_from: terms.expressFrom,
    express_until: terms.expressUntil,
    pickup_weekday_open: terms.pickupWeekdayOpen,
    pickup_weekday_close: terms.pickupWeekdayClose,
    pickup_sunday_open: terms.pickupSundayOpen,
    pickup_sunday_close: terms.pickupSundayClose,
  };
}

const FIELDS: Path<DeliveryInput>[] = [
  ...DELIVERY_CITIES.map((city) => `costs.${city}` as Path<DeliveryInput>),
  'free_from',
  'express_surcharge',
  'express_from',
  'express_until',
  'pickup_weekday_open',
  'pickup_weekday_close',
  'pickup_sunday_open',
  'pickup_sunday_close',
];

export function StoreDelivery() {
  const setting = useDeliverySetting();
  // Above the form: a save gives the form new values, and it starts again from them.
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Entrega e retirada</h1>
      <p className="text-sm text-warm-700">
        Valem para os fretes oferecidos a partir de agora; fretes já oferecidos mantêm o preço, mas o frete
        grátis sempre acompanha o total dos produtos.
      </p>
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      <QueryPane query={setting} failure="Não foi possível carregar as condições de entrega.">
        {(data) => (
          <DeliveryForm
            key={JSON.stringify(data.delivery)}
            terms={data.delivery}
            defaults={data.defaults}
            edited={data.edited}
            onSaved={setNotice}
          />
        )}
      </QueryPane>
    </div>
  );
}

function DeliveryForm({
  terms,
  defaults,
  edited,
  onSaved,
}: {
  terms: Terms;
  defaults: Terms;
  edited: boolean;
  onSaved: (notice: string | null) => void;
}) {
  const save = useSaveDelivery();
  const reset = useSaveDelivery();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<DeliveryInput, unknown, DeliveryBody>({
    resolver: deliveryResolver,
    mode: 'onBlur',
    defaultValues: bodyOf(terms),
  });
  const { errors } = form.formState;
  const standard = bodyOf(defaults);
  const onValid = async (body: DeliveryBody) => {
    setAlert([]);
    onSaved(null);
    try {
      await save.mutateAsync(body);
      onSaved('Condições de entrega salvas: o checkout já usa os novos valores.');
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, FIELDS));
    }
  };
  const hourField = (name: Path<DeliveryInput>, label: string) => (
    <TextField
      label={label}
      type="number"
      min={0}
      max={24}
      className="w-32"
      error={(errors[name as keyof typeof errors] as { message?: string } | undefined)?.message}
      {...form.register(name, { setValueAs: asNumber })}
    />
  );
  return (
    <form
      noValidate
      aria-label="Condições de entrega"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-warm-200"
    >
      <p className="text-sm font-semibold text-warm-700">
        {edited ? 'Condições alteradas pela loja.' : 'Condições padrão da configuração.'}
      </p>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-bold">Frete por cidade (R$)</legend>
        {DELIVERY_CITIES.map((city) => (
          <TextField
            key={city}
            label={city}
            inputMode="decimal"
            className="w-44"
            placeholder={standard.costs[city]}
            error={errors.costs?.[city]?.message}
            {...form.register(`costs.${city}`)}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Frete grátis (agendado) a partir de (R$ em produtos)"
          inputMode="decimal"
          className="w-80"
          error={errors.free_from?.message}
          {...form.register('free_from')}
        />
        <TextField
          label="Acréscimo da entrega expressa (R$)"
          inputMode="decimal"
          className="w-72"
          error={errors.express_surcharge?.message}
          {...form.register('express_surcharge')}
        />
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-bold">Entrega expressa (segunda a sábado, fora de feriados)</legend>
        {hourField('express_from', 'Das (hora)')}
        {hourField('express_until', 'Até (hora)')}
      </fieldset>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-bold">Retirada na loja</legend>
        {hourField('pickup_weekday_open', 'Segunda a sábado, das')}
        {hourField('pickup_weekday_close', 'Segunda a sábado, até')}
        {hourField('pickup_sunday_open', 'Domingos e feriados, das')}
        {hourField('pickup_sunday_close', 'Domingos e feriados, até')}
      </fieldset>
      <FormActions alert={alert} saving={save.isPending} saveLabel="Salvar condições">
        {edited && (
          <ConfirmAction
            label="Voltar às condições padrão"
            question={`Voltar ao frete padrão (Salvador ${formatBRL(standard.costs.Salvador)}, grátis a partir de ${formatBRL(standard.free_from)}) e aos horários padrão?`}
            confirmLabel="Sim, voltar"
            busy={reset.isPending}
            buttonClassName={secondaryButton}
            onConfirm={() =>
              reset.mutate(null, { onSuccess: () => onSaved('O checkout voltou às condições padrão.') })
            }
          />
        )}
      </FormActions>
      {reset.isError && <FormAlert>{failureText(reset.error)}</FormAlert>}
    </form>
  );
}
