'use client';

import { useState } from 'react';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { formatCnpj, truncateCompany } from '@/lib/account/display';
import { useAddresses, useDeleteAddress, type Address } from '@/lib/api-client/accounts';

export const DELETE_ADDRESS_QUESTION = 'Deletar o endereço?';
// The form (its validation and document checks) loads only when an address is to be written.
const loadAddressForm = () => import('@/components/account/address-form');

/** The newest saved address (saved addresses get growing ids). */
function newest(addresses: readonly Address[]): Address | undefined {
  return addresses.reduce<Address | undefined>(
    (found, address) => (found && found.id > address.id ? found : address),
    undefined,
  );
}

/**
 * Pane 1: new-address mode when there are none, else the order's address or the newest one
 * preselected; a new address becomes the selected one; confirming needs a selected address. The form
 * offers only the cities delivered to (Salvador, Lauro de Freitas, Vila de Abrantes).
 */
export function AddressPane({
  chosenId,
  busy,
  onConfirm,
  onCancel,
}: {
  chosenId: number | null;
  busy: boolean;
  onConfirm: (addressId: number) => void;
  /** Given when the order already has an address: keeps it. */
  onCancel?: () => void;
}) {
  const { data: addresses, isPending, isError, refetch } = useAddresses();
  const remove = useDeleteAddress();
  const [selected, setSelected] = useState<number | null>(chosenId);
  const [adding, setAdding] = useState(false);
  const writing = adding || addresses?.length === 0;
  const formModule = useLoadedModule(loadAddressForm, writing);

  if (isPending) return <p role="status">Carregando...</p>;
  if (isError) {
    return (
      <p role="alert">
        Não foi possível carregar os seus endereços.{' '}
        <button type="button" onClick={() => void refetch()} className="font-semibold text-brand underline">
          Tentar novamente
        </button>
      </p>
    );
  }

  // A deleted address is no longer a choice: the newest one is.
  const current = addresses.find((address) => address.id === selected) ?? newest(addresses);
  if (writing) {
    if (!formModule) return <p role="status">Carregando...</p>;
    const { AddressForm } = formModule;
    return (
      <div className="flex flex-col gap-2">
        {addresses.length === 0 && (
          <p className="text-sm text-warm-700">Cadastre o endereço onde vamos entregar o seu pedido.</p>
        )}
        <AddressForm
          onSaved={(address) => {
            setSelected(address.id);
            setAdding(false);
          }}
          onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
        />
      </div>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (current && !busy) onConfirm(current.id);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Endereço de entrega</legend>
        {addresses.map((address) => {
          const checked = current?.id === address.id;
          return (
            <div
              key={address.id}
              className={`flex items-start gap-3 rounded border p-3 ${checked ? 'border-brand bg-brand-light/40' : 'border-warm-200'}`}
            >
              <input
                type="radio"
                id={`address-${address.id}`}
                name="address"
                className="mt-1 size-4 accent-brand"
                checked={checked}
                onChange={() => setSelected(address.id)}
              />
              <label htmlFor={`address-${address.id}`} className="min-w-0 flex-1 cursor-pointer text-sm">
                <strong className="block" title={address.company ?? undefined}>
                  {address.company ? truncateCompany(address.company) : address.firstname}
                </strong>
                {address.address1}
                {address.address2 ? `, ${address.address2}` : ''} · {address.neighborhood} · {address.city}
                {address.cnpj && <span className="block">CNPJ {formatCnpj(address.cnpj)}</span>}
              </label>
              <button
                type="button"
                aria-label={`Deletar o endereço ${address.address1}`}
                className="text-sm font-semibold text-warm-700 underline disabled:opacity-50"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(DELETE_ADDRESS_QUESTION)) remove.mutate(address.id);
                }}
              >
                Deletar
              </button>
            </div>
          );
        })}
      </fieldset>
      <button
        type="button"
        onClick={() => setAdding(true)}
        className="my-3 font-semibold text-brand underline"
      >
        + Novo endereço
      </button>
      <SubmitButton loading={busy} disabled={!current}>
        Confirmar endereço
      </SubmitButton>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="mt-2 w-full py-2 text-sm font-semibold text-warm-700 underline"
        >
          Manter o endereço escolhido
        </button>
      )}
    </form>
  );
}
