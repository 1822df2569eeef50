'use client';

/**
 * The manager's store information (/equipe/loja/informacoes; docs/business-rules.md, Store back office): the
 * name, phone, WhatsApp, e-mail, address and hours every page shows, with the configuration's values as the
 * default (and a way back to them). The contract's schema checks the form, the API's messages at the same
 * fields.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmAction } from '@/components/staff/confirm-action';
import { failureText } from '@/components/staff/failure-text';
import { secondaryButton } from '@/components/staff/staff-buttons';
import { QueryPane } from '@/components/ui/query-pane';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useSaveStoreInfo, useStoreInfoSetting } from '@/lib/api-client/store-info-settings';
import type { Camelized } from '@/lib/sales-api/case';
import type { StoreInfoBody, StoreInfoSettingJson } from '@/lib/sales-api/store';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { FormActions } from '@/components/staff/form-actions';

const infoResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/store').then((m) => m.storeInfoBodySchema),
);

type Values = Camelized<StoreInfoSettingJson>['info'];

const bodyOf = (values: Values): StoreInfoBody => ({
  name: values.name,
  phone: values.phone,
  whatsapp_number: values.whatsappNumber,
  email: values.email,
  address: values.address,
  hours: values.hours,
});

const FIELDS = ['name', 'phone', 'whatsapp_number', 'email', 'address', 'hours'] as const;

export function StoreInfoForm() {
  const setting = useStoreInfoSetting();
  // Above the form: a save gives the form new values, and it starts again from them.
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Informações da loja</h1>
      <p className="text-sm text-warm-700">
        Nome, contatos, endereço e horário mostrados em todas as páginas, nos e-mails e na tela de erro. Sem
        mudanças aqui, valem os da configuração do servidor.
      </p>
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      <QueryPane query={setting} failure="Não foi possível carregar as informações da loja.">
        {(data) => (
          <InfoForm
            key={JSON.stringify(data.info)}
            values={data.info}
            defaults={data.defaults}
            edited={data.edited}
            onSaved={setNotice}
          />
        )}
      </QueryPane>
    </div>
  );
}

function InfoForm({
  values,
  defaults,
  edited,
  onSaved,
}: {
  values: Values;
  defaults: Values;
  edited: boolean;
  onSaved: (notice: string | null) => void;
}) {
  const save = useSaveStoreInfo();
  const reset = useSaveStoreInfo();
  const hoursId = useId();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<StoreInfoBody, unknown, StoreInfoBody>({
    resolver: infoResolver,
    mode: 'onBlur',
    defaultValues: bodyOf(values),
  });
  const { errors } = form.formState;
  const onValid = async (body: StoreInfoBody) => {
    setAlert([]);
    onSaved(null);
    try {
      await save.mutateAsync(body);
      onSaved('Informações salvas: a loja já mostra os novos dados.');
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, FIELDS));
    }
  };
  return (
    <form
      noValidate
      aria-label="Informações da loja"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-warm-200"
    >
      <p className="text-sm font-semibold text-warm-700">
        {edited ? 'Dados alterados pela loja.' : 'Dados da configuração do servidor.'}
      </p>
      <TextField
        label="Nome da loja"
        maxLength={80}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Telefone"
          className="w-56"
          placeholder={defaults.phone}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="WhatsApp (país, DDD e número)"
          className="w-64"
          inputMode="numeric"
          placeholder={defaults.whatsappNumber}
          error={errors.whatsapp_number?.message}
          {...form.register('whatsapp_number')}
        />
      </div>
      <TextField label="E-mail" type="email" error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Endereço"
        maxLength={220}
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div>
        <label htmlFor={hoursId} className="mb-1 block text-sm font-semibold text-warm-700">
          Horário de funcionamento (uma linha por período)
        </label>
        <textarea
          id={hoursId}
          rows={3}
          aria-invalid={errors.hours ? true : undefined}
          aria-describedby={`${hoursId}-error`}
          className={`w-full rounded border bg-white px-3 py-2 text-ink ${errors.hours ? 'border-label-red' : 'border-warm-200'}`}
          {...form.register('hours')}
        />
        <p id={`${hoursId}-error`} className="mt-1 min-h-5 text-sm text-label-red">
          {errors.hours?.message ? `* ${errors.hours.message}` : ''}
        </p>
      </div>
      <FormActions alert={alert} saving={save.isPending} saveLabel="Salvar informações">
        {edited && (
          <ConfirmAction
            label="Voltar aos dados da configuração"
            question={`Voltar a mostrar ${defaults.name}, ${defaults.phone} e os demais dados da configuração?`}
            confirmLabel="Sim, voltar"
            busy={reset.isPending}
            buttonClassName={secondaryButton}
            onConfirm={() =>
              reset.mutate(null, {
                onSuccess: () => onSaved('A loja voltou a mostrar os dados da configuração.'),
              })
            }
          />
        )}
      </FormActions>
      {reset.isError && <FormAlert>{failureText(reset.error)}</FormAlert>}
    </form>
  );
}
