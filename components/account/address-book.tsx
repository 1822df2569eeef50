'use client';

import { useState } from 'react';
import { formatCnpj, formatPhone, formatZipcode, truncateCompany } from '@/lib/account/display';
import { useAddresses, useDeleteAddress, type Address } from '@/lib/api-client/accounts';
import { AddressForm } from './address-form';
import { DeleteFailed } from './delete-failed';
import { AddressMap } from './address-map';

const DELETE_ADDRESS_QUESTION = 'Deletar o endereço?';

function AddressCard({
  address,
  mapsKey,
  onEdit,
}: {
  address: Address;
  mapsKey: string | null;
  onEdit: () => void;
}) {
  const remove = useDeleteAddress();
  const title = address.company ? truncateCompany(address.company) : address.firstname;
  return (
    <article
      aria-label={title}
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-warm-200"
    >
      <AddressMap latitude={address.latitude} longitude={address.longitude} mapsKey={mapsKey} />
      <div className="flex flex-1 flex-col gap-0.5 p-4 text-sm">
        <h2 className="font-bold" title={address.company ?? undefined}>
          {title}
        </h2>
        {address.company && <p>{address.firstname}</p>}
        <p>
          {address.address1}
          {address.address2 ? `, ${address.address2}` : ''}
        </p>
        <p>
          {address.neighborhood} · {address.city} - {address.state}
        </p>
        <p>CEP {formatZipcode(address.zipcode)}</p>
        <p>Tel. {formatPhone(address.phone)}</p>
        {address.cnpj && <p>CNPJ {formatCnpj(address.cnpj)}</p>}
        <div className="mt-3 flex gap-4">
          <button
            type="button"
            onClick={onEdit}
            className="tap-target inline-flex items-center font-semibold text-brand underline"
          >
            Editar
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(DELETE_ADDRESS_QUESTION)) remove.mutate(address.id);
            }}
            className="tap-target inline-flex items-center font-semibold text-warm-700 underline disabled:opacity-50"
          >
            Deletar
          </button>
        </div>
        {remove.isError && <DeleteFailed className="mt-2" />}
      </div>
    </article>
  );
}

/** /minha-conta/enderecos: the list with edit and delete, and the expandable add-new form. */
export function AddressBook({ mapsKey }: { mapsKey: string | null }) {
  const { data: addresses, isPending, isError } = useAddresses();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);

  if (isPending) {
    return (
      <p role="status" className="py-8 text-warm-700">
        Carregando...
      </p>
    );
  }
  if (isError) return <p role="alert">Não foi possível carregar os seus endereços.</p>;

  return (
    <div className="flex flex-col gap-6">
      {addresses.length === 0 && !adding && (
        <p className="text-warm-700">Você ainda não tem endereços cadastrados.</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {addresses.map((address) =>
          editing === address.id ? (
            <div
              key={address.id}
              className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-warm-200 sm:col-span-2 lg:col-span-3"
            >
              <AddressForm
                address={address}
                onSaved={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            </div>
          ) : (
            <AddressCard
              key={address.id}
              address={address}
              mapsKey={mapsKey}
              onEdit={() => setEditing(address.id)}
            />
          ),
        )}
      </div>
      {adding ? (
        <section
          aria-label="Novo endereço"
          className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-warm-200"
        >
          <h2 className="mb-3 font-bold">Novo endereço</h2>
          <AddressForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </section>
      ) : (
        <button
          type="button"
          aria-expanded={false}
          onClick={() => setAdding(true)}
          className="self-start rounded border-2 border-brand px-4 py-2 text-sm font-bold uppercase text-brand"
        >
          + Adicionar novo endereço
        </button>
      )}
    </div>
  );
}
