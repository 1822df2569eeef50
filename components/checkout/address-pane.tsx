'use client';

import { useState } from 'react';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { useAddresses, useDeleteAddress } from '@/lib/api-client/accounts';
import { formatCnpj } from '@/lib/account/display';
import { primaryButton } from './checkout-pane';

const DELETE_ADDRESS_QUESTION = 'Deletar o endereço?';
// The form (its validation and document checks) loads only when an address is to be written.
const loadAddressForm = () => import('@/components/account/address-form');

/**
 * Pane 1: new-address mode when there are none, else the newest preselected; a new address becomes the
 * selected one; confirming needs a selected address (spec 01).
 */
export function AddressPane({
  chosenId,
  busy,
  onConfirm,
}: {
  chosenId: number | null;
  busy: boolean;
  onConfirm: (addressId: number) => void;
}) {
  const { data: addresses, isPending, isError } = useAddresses();
  const remove = useDeleteAddress();
  const [selected, setSelected] = useState<number | null>(chosenId);
  const [adding, setAdding] = useState(false);
  const writing = adding || addresses?.length === 0;
  const formModule = useLoadedModule(loadAddressForm, writing);

  if (isPending) return <p role="status">Carregando...</p>;
  if (isError) return <p role="alert">Não foi possível carregar os seus endereços.</p>;

  const newest = addresses.at(-1);
  const current = addresses.find((address) => address.id === selected) ?? newest;
  if (writing) {
    if (!formModule) return <p role="status">Carregando...</p>;
    const { AddressForm } = formModule;
    return (
      <AddressForm
        onSaved={(address) => {
          setSelected(address.id);
          setAdding(false);
        }}
        onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
      />
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (current) onConfirm(current.id);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Endereço de entrega</legend>
        {addresses.map((address) => (
          <div key={address.id} className="flex items-start gap-3 rounded border border-warm-200 p-3">
            <input
              type="radio"
              id={`address-${address.id}`}
              name="address"
              className="mt-1 accent-brand"
              checked={current?.id === address.id}
              onChange={() => setSelected(address.id)}
            />
            <label htmlFor={`address-${address.id}`} className="flex-1 text-sm">
              <strong className="block">{address.company ?? address.firstname}</strong>
              {address.address1}
              {address.address2 ? `, ${address.address2}` : ''} · {address.neighborhood} · {address.city}
              {address.cnpj && <span className="block">CNPJ {formatCnpj(address.cnpj)}</span>}
            </label>
            <button
              type="button"
              className="text-sm font-semibold text-warm-700 underline"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(DELETE_ADDRESS_QUESTION)) remove.mutate(address.id);
              }}
            >
              Deletar
            </button>
          </div>
        ))}
      </fieldset>
      <button
        type="button"
        onClick={() => setAdding(true)}
        className="my-3 font-semibold text-brand underline"
      >
        + Novo endereço
      </button>
      <button type="submit" className={primaryButton} disabled={!current} aria-busy={busy || undefined}>
        {busy ? 'Carregando...' : 'Confirmar endereço'}
      </button>
    </form>
  );
}
