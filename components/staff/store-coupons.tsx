'use client';

/**
 * The manager's coupons (/equipe/loja/cupons; docs/business-rules.md, Coupons): every coupon with its terms,
 * its uses and the customers who used it, and its status of the day; a form to create or change one (the
 * contract's schema, the API's messages at the same fields); deactivation after a question (a coupon is
 * never deleted: its uses belong to orders) and activation again.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useCoupons, useSaveCoupon, useSwitchCoupon, type Coupon } from '@/lib/api-client/store-settings';
import { formatBRL } from '@/lib/money';
import type { CouponBody, CouponInput } from '@/lib/sales-api/store-settings';
import {
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  COUPON_STATUS_LABELS,
  dayText,
  type CouponStatus,
} from '@/lib/sales-api/store-settings-text';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { ConfirmAction } from './confirm-action';
import { failureText } from './failure-text';
import { dangerButton, secondaryButton } from './staff-buttons';
import { FormActions, CancelButton } from './form-actions';

const couponResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/store-settings').then((m) => m.couponBodySchema),
);

const STATUS_CLASSES: Record<CouponStatus, string> = {
  active: 'bg-label-green text-white',
  scheduled: 'bg-label-orange text-white',
  expired: 'bg-label-grey text-white',
  exhausted: 'bg-label-black text-white',
  inactive: 'bg-warm-200 text-ink',
};

/** What the coupon takes off, as the manager reads it. */
function discountText(coupon: Coupon): string {
  if (coupon.kind === 'percent') return `${coupon.amount}% sobre os produtos`;
  if (coupon.kind === 'fixed') return `${formatBRL(coupon.amount)} sobre os produtos`;
  return 'Frete grátis';
}

function termsText(coupon: Coupon): string {
  const parts = [discountText(coupon)];
  if (Number(coupon.minItemTotal) > 0) parts.push(`a partir de ${formatBRL(coupon.minItemTotal)}`);
  const from = dayText(coupon.startsOn).date;
  parts.push(coupon.endsOn ? `de ${from} a ${dayText(coupon.endsOn).date}` : `desde ${from}, sem fim`);
  if (coupon.perCustomerLimit !== null) {
    parts.push(`${coupon.perCustomerLimit} ${coupon.perCustomerLimit === 1 ? 'vez' : 'vezes'} por cliente`);
  }
  if (coupon.advertised) parts.push('anunciado no checkout');
  return parts.join(' · ');
}

function usesText(coupon: Coupon): string {
  const uses = `${coupon.usageCount}${coupon.usageLimit === null ? '' : ` de ${coupon.usageLimit}`}`;
  const customers = `${coupon.customerCount} ${coupon.customerCount === 1 ? 'cliente' : 'clientes'}`;
  return `Usos: ${uses} (${customers})`;
}

/** The coupon as the edit form's body. */
function bodyOf(coupon: Coupon): CouponBody {
  return {
    code: coupon.code,
    name: coupon.name,
    kind: coupon.kind,
    amount: coupon.amount,
    min_item_total: coupon.minItemTotal,
    starts_on: coupon.startsOn,
    ends_on: coupon.endsOn,
    usage_limit: coupon.usageLimit,
    per_customer_limit: coupon.perCustomerLimit,
    active: coupon.active,
    advertised: coupon.advertised,
  };
}

export function StoreCoupons({ today }: { today: string }) {
  const coupons = useCoupons();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Cupons</h1>
      <p className="text-sm text-warm-700">
        Um cupom desativado é recusado no checkout como inválido; cupons não são apagados, porque os usos
        pertencem aos pedidos.
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
          Novo cupom
        </button>
      )}
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      {editing !== null && (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          today={today}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(`Cupom ${saved.code} salvo.`);
          }}
        />
      )}
      {coupons.isPending ? (
        <p role="status" className="py-8 text-center text-warm-700">
          Carregando...
        </p>
      ) : coupons.isError ? (
        <RetryAlert message="Não foi possível carregar os cupons." onRetry={() => void coupons.refetch()} />
      ) : coupons.data.coupons.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">Nenhum cupom ainda.</p>
      ) : (
        <ul aria-label="Cupons" className="flex flex-col gap-2">
          {coupons.data.coupons.map((coupon) => (
            <CouponItem
              key={coupon.id}
              coupon={coupon}
              onEdit={() => {
                setNotice(null);
                setEditing(coupon);
              }}
              onSwitched={(saved) =>
                setNotice(`Cupom ${saved.code} ${saved.active ? 'ativado' : 'desativado'}.`)
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function CouponItem({
  coupon,
  onEdit,
  onSwitched,
}: {
  coupon: Coupon;
  onEdit: () => void;
  onSwitched: (coupon: Coupon) => void;
}) {
  // The active flag alone: the list may have been read before another change of the coupon's terms.
  const save = useSwitchCoupon();
  const switchTo = (active: boolean) => save.mutate({ id: coupon.id, active }, { onSuccess: onSwitched });
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-warm-200">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-bold">
          {coupon.code}
          <span
            data-status={coupon.status}
            className={`rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${STATUS_CLASSES[coupon.status]}`}
          >
            {COUPON_STATUS_LABELS[coupon.status]}
          </span>
        </p>
        <p className="text-sm">{coupon.name}</p>
        <p className="text-sm text-warm-700">{termsText(coupon)}</p>
        <p className="text-sm text-warm-700">{usesText(coupon)}</p>
        {save.isError && <p className="text-sm text-label-red">{failureText(save.error)}</p>}
      </div>
      <button type="button" className={secondaryButton} onClick={onEdit} aria-label={`Editar ${coupon.code}`}>
        Editar
      </button>
      {coupon.active ? (
        <ConfirmAction
          label="Desativar"
          question={`Desativar o cupom ${coupon.code}? Ele passa a ser recusado no checkout.`}
          confirmLabel="Sim, desativar"
          busy={save.isPending}
          buttonClassName={dangerButton}
          onConfirm={() => switchTo(false)}
        />
      ) : (
        <button
          type="button"
          className={secondaryButton}
          disabled={save.isPending}
          onClick={() => switchTo(true)}
        >
          {save.isPending ? 'Carregando...' : 'Ativar'}
        </button>
      )}
    </li>
  );
}

const FIELDS = [
  'code',
  'name',
  'kind',
  'amount',
  'min_item_total',
  'starts_on',
  'ends_on',
  'usage_limit',
  'per_customer_limit',
  'active',
  'advertised',
] as const;

/** An empty date or number field as null (no end, no limit). */
export const blankAsNull = (value: unknown) => (value === '' || value === null ? null : value);
const limitValue = (value: unknown) => (value === '' || value === null ? null : Number(value));

function CouponForm({
  coupon,
  today,
  onCancel,
  onSaved,
}: {
  coupon: Coupon | null;
  today: string;
  onCancel: () => void;
  onSaved: (coupon: Coupon) => void;
}) {
  const save = useSaveCoupon();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<CouponInput, unknown, CouponBody>({
    resolver: couponResolver,
    mode: 'onBlur',
    defaultValues: coupon
      ? bodyOf(coupon)
      : {
          code: '',
          name: '',
          kind: 'percent',
          amount: '',
          min_item_total: '0',
          starts_on: today,
          ends_on: null,
          usage_limit: null,
          per_customer_limit: null,
          active: true,
          advertised: false,
        },
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const onValid = async (body: CouponBody) => {
    setAlert([]);
    try {
      onSaved(await save.mutateAsync({ id: coupon?.id ?? null, body }));
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, FIELDS));
    }
  };
  return (
    <form
      noValidate
      aria-label={coupon ? `Editar ${coupon.code}` : 'Novo cupom'}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-warm-200"
    >
      <h2 className="text-lg font-bold">{coupon ? `Editar ${coupon.code}` : 'Novo cupom'}</h2>
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Código"
          className="w-56"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={30}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <TextField
          label="Descrição"
          className="min-w-0 flex-1"
          maxLength={80}
          error={errors.name?.message}
          {...form.register('name')}
        />
      </div>
      <fieldset aria-describedby="tipo-cupom-error">
        <legend className="mb-1 text-sm font-semibold text-warm-700">Tipo</legend>
        <div className="flex flex-wrap gap-x-6">
          {COUPON_KINDS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={value} className="size-5 accent-brand" {...form.register('kind')} />
              {COUPON_KIND_LABELS[value]}
            </label>
          ))}
        </div>
        <p id="tipo-cupom-error" className="min-h-5 text-sm text-label-red">
          {errors.kind?.message ? `* ${errors.kind.message}` : ''}
        </p>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        {kind !== 'free_shipping' && (
          <TextField
            label={kind === 'percent' ? 'Desconto (%)' : 'Desconto (R$)'}
            inputMode="decimal"
            autoComplete="off"
            className="w-40"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
        )}
        <TextField
          label="Mínimo em produtos (R$)"
          inputMode="decimal"
          autoComplete="off"
          className="w-56"
          error={errors.min_item_total?.message}
          {...form.register('min_item_total')}
        />
      </div>
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Válido de"
          type="date"
          className="w-48"
          error={errors.starts_on?.message}
          {...form.register('starts_on')}
        />
        <TextField
          label="Válido até (vazio: sem fim)"
          type="date"
          className="w-56"
          error={errors.ends_on?.message}
          {...form.register('ends_on', { setValueAs: blankAsNull })}
        />
      </div>
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Limite de usos (vazio: sem limite)"
          type="number"
          inputMode="numeric"
          min={1}
          className="w-64"
          error={errors.usage_limit?.message}
          {...form.register('usage_limit', { setValueAs: limitValue })}
        />
        <TextField
          label="Usos por cliente (vazio: sem limite)"
          type="number"
          inputMode="numeric"
          min={1}
          className="w-64"
          error={errors.per_customer_limit?.message}
          {...form.register('per_customer_limit', { setValueAs: limitValue })}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5 accent-brand" {...form.register('advertised')} />
        Anunciar no checkout
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5 accent-brand" {...form.register('active')} />
        Ativo
      </label>
      <FormActions alert={alert} saving={save.isPending} saveLabel="Salvar cupom">
        <CancelButton onClick={onCancel} />
      </FormActions>
    </form>
  );
}
