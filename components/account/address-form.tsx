'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/form/checkbox';
import { digitsOnly } from '@/components/ui/form/digits-only';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { FormAlert } from '@/components/ui/form/form-alert';
import { masked } from '@/components/ui/form/masked';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { useCreateAddress, useUpdateAddress, type Address } from '@/lib/api-client/accounts';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import type { AddressInput } from '@/lib/validation/address';
import { DELIVERY_CITIES, DELIVERY_STATE } from '@/lib/rules/delivery-area';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { onlyDigits } from '@/lib/validation/documents';
import { maskCep, maskPhone } from '@/lib/validation/masks';
import { MSG } from '@/lib/rules/field-messages';
import { useZipcodeAutofill } from './zipcode-autofill';

const FIELDS = [
  'firstname',
  'address1',
  'address2',
  'city',
  'zipcode',
  'phone',
  'neighborhood',
  'reference',
  'additional_information',
  'is_company',
  'cnpj',
  'ie_company',
  'company',
] as const;

function initialValues(address?: Address): AddressInput {
  return {
    firstname: address?.firstname ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? DELIVERY_CITIES[0],
    zipcode: maskCep(address?.zipcode ?? ''),
    phone: maskPhone(address?.phone ?? ''),
    neighborhood: address?.neighborhood ?? '',
    reference: address?.reference ?? '',
    additional_information: address?.additionalInformation ?? '',
    is_company: Boolean(address?.cnpj),
    cnpj: address?.cnpj ?? '',
    ie_company: address?.ieCompany ?? '',
    company: address?.company ?? '',
  };
}

/** The messages of an address the shop does not deliver to, followed by where it does. */
const AREA_MESSAGES: readonly string[] = [MSG.outOfArea, MSG.zipcodeNotServed];

const addressResolver = lazyZodResolver(() =>
  import('@/lib/validation/address').then((m) => m.addressSchema),
);

/**
 * The address form (docs/business-rules.md, Accounts and addresses): adds a new address, or edits `address`.
 * Zip code and phone show as '41810-010' and '(71) 90000-0000' while typed, and are sent as digits; a typed
 * CEP fills the city, street and neighbourhood (./zipcode-autofill.ts); an address out of the area is told where the shop delivers and that the order can be picked up at the store;
 * the city comes from the delivery list (first by default); the state is always Bahia; the company switch
 * asks for the CNPJ, the optional Inscrição Estadual and the company name. Reusable by the checkout's address
 * pane: `onSaved` receives the saved address.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const create = useCreateAddress();
  const update = useUpdateAddress(address?.id ?? 0);
  const save = address ? update : create;
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<AddressInput>({
    resolver: addressResolver,
    mode: 'onBlur',
    defaultValues: initialValues(address),
  });
  const { errors } = form.formState;
  const field = fieldBinder(form);
  const isCompany = useWatch({ control: form.control, name: 'is_company' });
  const lookingUp = useZipcodeAutofill(form);

  const onValid = async (input: AddressInput) => {
    setAlert(null);
    try {
      onSaved(
        await save.mutateAsync({
          ...input,
          zipcode: onlyDigits(input.zipcode),
          phone: onlyDigits(input.phone),
        }),
      );
    } catch (error) {
      const left = applyServerErrors(error, form.setError, FIELDS);
      if (left.length) setAlert(left.join(' '));
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      aria-label={address ? 'Editar endereço' : 'Novo endereço'}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
    >
      <TextField
        className="sm:col-span-2"
        label="Nome de quem recebe"
        autoComplete="name"
        {...field('firstname')}
      />
      <div>
        <TextField
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('zipcode', masked(maskCep))}
        />
        {lookingUp && (
          <p role="status" className="mt-1 text-sm text-warm-700">
            Buscando o endereço do CEP...
          </p>
        )}
      </div>
      <TextField
        label="Telefone com DDD"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...field('phone', masked(maskPhone))}
      />
      <TextField
        className="sm:col-span-2"
        label="Endereço"
        autoComplete="address-line1"
        {...field('address1')}
      />
      <TextField label="Complemento" autoComplete="address-line2" {...field('address2')} />
      <TextField label="Bairro" {...field('neighborhood')} />
      <div>
        <label htmlFor="address-city" className="mb-1 block text-sm font-semibold text-warm-700">
          Cidade
        </label>
        <select
          id="address-city"
          className="w-full rounded border border-warm-200 bg-white px-3 py-2"
          {...form.register('city')}
        >
          {DELIVERY_CITIES.map((city) => (
            <option key={city}>{city}</option>
          ))}
        </select>
        {errors.city && <p className="mt-1 text-sm text-label-red">* {errors.city.message}</p>}
      </div>
      {[errors.zipcode?.message, errors.city?.message].some(
        (message) => message !== undefined && AREA_MESSAGES.includes(message),
      ) && (
        <p
          className="rounded bg-brand-light p-3 text-sm text-brand-dark sm:col-span-2"
          data-testid="delivery-area"
        >
          Entregamos em {DELIVERY_CITIES.join(', ').replace(/, ([^,]*)$/, ' e $1')}. Fora dessa área, você
          pode retirar seu pedido na loja: escolha &apos;Retirada na loja&apos; ao agendar a entrega.
        </p>
      )}
      <TextField label="Estado" value={DELIVERY_STATE} disabled readOnly />
      <TextField className="sm:col-span-2" label="Ponto de referência" {...field('reference')} />
      <TextField
        className="sm:col-span-2"
        label="Informações adicionais (opcional)"
        {...field('additional_information')}
      />
      <div className="sm:col-span-2">
        <Checkbox label="Endereço de empresa" {...form.register('is_company')} />
      </div>
      {isCompany && (
        <>
          <TextField
            label="CNPJ"
            maxLength={18}
            error={errors.cnpj?.message}
            {...form.register('cnpj', { setValueAs: (value: string) => value.toUpperCase() })}
          />
          <TextField
            label="Inscrição Estadual (opcional)"
            inputMode="numeric"
            {...field('ie_company', digitsOnly)}
          />
          <TextField className="sm:col-span-2" label="Razão social" {...field('company')} />
        </>
      )}
      {alert && (
        <div className="sm:col-span-2">
          <FormAlert>{alert}</FormAlert>
        </div>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <SubmitButton loading={save.isPending} className="sm:w-auto">
          {address ? 'Salvar endereço' : 'Adicionar endereço'}
        </SubmitButton>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded px-4 py-3 text-sm font-semibold text-warm-700"
          >
            Cancelar
          </button>
        )}
      </div>
    </form>
  );
}
