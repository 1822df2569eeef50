'use client';

/**
 * Support (/equipe/atendimento): find a customer by name, e-mail, CPF, phone or order number (?q=, kept in
 * the address), open one (?cliente=) to see their orders and addresses, and send an order's e-mail again.
 * Nothing of a card shows here.
 */
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatPhone, formatZipcode } from '@/lib/account/display';
import { useCustomer, useCustomerSearch, useResendEmail, type CustomerDetail } from '@/lib/api-client/staff';
import { formatBRL } from '@/lib/money';
import { formatOrderDate } from '@/lib/orders/order-date';
import { staffStatus } from '@/lib/orders/staff-status';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { failureText } from './failure-text';
import { primaryButton, secondaryButton } from './staff-buttons';
import { StatusBadge } from './status-badge';
import { useAddressParams } from './use-address-params';

const searchResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/staff').then((m) => m.customerSearchQuerySchema),
);

export function StaffSupport() {
  const { params, change } = useAddressParams();
  const q = params.get('q')?.trim() ?? '';
  const chosen = Number(params.get('cliente'));
  const customerId = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Atendimento</h1>
      <SearchForm initial={q} onSearch={(query) => change({ q: query, cliente: null })} />
      {customerId !== null ? (
        <CustomerView id={customerId} onBack={() => change({ cliente: null })} />
      ) : (
        q.length >= 3 && <SearchResults q={q} onOpen={(id) => change({ cliente: String(id) })} />
      )}
    </div>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const form = useForm<{ q: string }, unknown, { q: string }>({
    resolver: searchResolver,
    defaultValues: { q: initial },
  });
  const error = form.formState.errors.q?.message;
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => void form.handleSubmit(({ q }) => onSearch(q))(event)}
      className="flex flex-wrap items-start gap-3"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="busca-cliente" className="mb-1 block text-sm font-semibold text-warm-700">
          Nome, e-mail, CPF, telefone ou número do pedido
        </label>
        <input
          id="busca-cliente"
          type="search"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby="busca-cliente-error"
          className={`min-h-11 w-full rounded border bg-white px-3 text-base text-ink ${error ? 'border-label-red' : 'border-warm-200'}`}
          {...form.register('q')}
        />
        <p id="busca-cliente-error" className="mt-1 min-h-5 text-sm text-label-red">
          {error ? `* ${error}` : ''}
        </p>
      </div>
      <button type="submit" className={`${primaryButton} sm:mt-6`}>
        Buscar
      </button>
    </form>
  );
}

function SearchResults({ q, onOpen }: { q: string; onOpen: (id: number) => void }) {
  const search = useCustomerSearch(q);
  if (search.isPending) {
    return (
      <p role="status" className="py-6 text-center text-warm-700">
        Buscando...
      </p>
    );
  }
  if (search.isError) {
    return <RetryAlert message={failureText(search.error)} onRetry={() => void search.refetch()} />;
  }
  const customers = search.data.customers;
  if (customers.length === 0) {
    return (
      <p className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
        Nenhum cliente encontrado para “{q}”.
      </p>
    );
  }
  return (
    <ul
      aria-label="Clientes encontrados"
      className="divide-y divide-warm-200 rounded-lg bg-white ring-1 ring-warm-200"
    >
      {customers.map((customer) => (
        <li key={customer.id}>
          <button
            type="button"
            onClick={() => onOpen(customer.id)}
            className="grid min-h-14 w-full gap-1 px-4 py-3 text-left hover:bg-warm-50 sm:grid-cols-[1fr_auto]"
          >
            <span>
              <span className="block font-bold">{customer.name}</span>
              <span className="block text-sm text-warm-700">
                {[customer.email, customer.phone && formatPhone(customer.phone)].filter(Boolean).join(' · ')}
              </span>
            </span>
            <span className="text-sm">
              {customer.ordersCount} {customer.ordersCount === 1 ? 'pedido' : 'pedidos'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function CustomerView({ id, onBack }: { id: number; onBack: () => void }) {
  const customer = useCustomer(id);
  return (
    <div className="flex flex-col gap-4">
      <button type="button" className={`${secondaryButton} self-start`} onClick={onBack}>
        ‹ Voltar à busca
      </button>
      {customer.isPending ? (
        <p role="status" className="py-6 text-center text-warm-700">
          Carregando o cliente...
        </p>
      ) : customer.isError ? (
        <RetryAlert message={failureText(customer.error)} onRetry={() => void customer.refetch()} />
      ) : (
        <CustomerDetails detail={customer.data} />
      )}
    </div>
  );
}

function CustomerDetails({ detail }: { detail: CustomerDetail }) {
  const { customer, addresses, orders } = detail;
  return (
    <>
      <section aria-labelledby="cliente" className="rounded-lg bg-white p-4 ring-1 ring-warm-200">
        <h2 id="cliente" className="text-lg font-bold">
          {customer.name}
        </h2>
        <p>{customer.email}</p>
        {customer.phone && <p>{formatPhone(customer.phone)}</p>}
      </section>
      <section aria-labelledby="pedidos-cliente" className="flex flex-col gap-2">
        <h2 id="pedidos-cliente" className="text-lg font-bold">
          Pedidos
        </h2>
        {orders.length === 0 ? (
          <p className="text-warm-700">Nenhum pedido fechado.</p>
        ) : (
          <ul className="divide-y divide-warm-200 rounded-lg bg-white ring-1 ring-warm-200">
            {orders.map((order) => (
              <CustomerOrderRow key={order.number} order={order} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="enderecos-cliente" className="flex flex-col gap-2">
        <h2 id="enderecos-cliente" className="text-lg font-bold">
          Endereços
        </h2>
        {addresses.length === 0 ? (
          <p className="text-warm-700">Nenhum endereço cadastrado.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className="rounded-lg bg-white p-4 text-sm ring-1 ring-warm-200">
                <p className="font-bold">{address.firstname}</p>
                {address.company && <p>{address.company}</p>}
                <p>
                  {address.address1}
                  {address.address2 ? `, ${address.address2}` : ''}
                </p>
                <p>
                  {address.neighborhood} · {address.city}
                </p>
                <p>CEP {formatZipcode(address.zipcode)}</p>
                <p>{formatPhone(address.phone)}</p>
                {address.reference && <p>Referência: {address.reference}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CustomerOrderRow({ order }: { order: CustomerDetail['orders'][number] }) {
  const resend = useResendEmail();
  const [message, setMessage] = useState<string | null>(null);
  const status =
    order.state === 'canceled'
      ? 'canceled'
      : staffStatus({
          fulfillmentState: order.fulfillmentState,
          deliveryState: order.deliveryState,
          pickup: false,
        });
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <Link
        {...PREFETCH_ON_INTENT}
        href={`/equipe/pedidos/${order.number}`}
        className="flex min-h-11 items-center font-mono font-bold text-brand underline"
      >
        #{order.number}
      </Link>
      <span className="text-sm">{formatOrderDate(order.completedAt)}</span>
      <span className="text-sm">{formatBRL(order.total)}</span>
      <StatusBadge status={status} pickup={false} />
      <span className="ml-auto flex flex-col items-end gap-1">
        {/* A canceled or denied order's confirmation would mislead: the API refuses it. */}
        {status !== 'canceled' && status !== 'payment_denied' && (
          <button
            type="button"
            className={secondaryButton}
            disabled={resend.isPending}
            onClick={() => {
              setMessage(null);
              resend.mutate(order.number, {
                onSuccess: (answer) => setMessage(answer.message || 'E-mail reenviado.'),
              });
            }}
          >
            {resend.isPending ? 'Carregando...' : 'Reenviar e-mail'}
          </button>
        )}
        <span role="status" className="text-sm">
          {message ?? (resend.isError ? failureText(resend.error) : '')}
        </span>
      </span>
    </li>
  );
}
