'use client';

/**
 * What the packing screen offers for a line marked 'Sem estoque', as the customer asked
 * (docs/business-rules.md, Substitutions): 'não substituir' drops it; 'substituir por similar' offers the
 * suggested substitute (same subdepartment and unit, at most 10 % dearer per Kg, closest in price), which
 * the staff accept with its weight or count, priced as weighed; 'me ligar' shows the customer's phone and
 * offers the same substitute once the customer agreed.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatPhone } from '@/lib/account/display';
import type { StaffLine, StaffOrder } from '@/lib/api-client/staff';
import { shownAmount, unitLabel } from '@/lib/catalogue/variant';
import { formatBRL } from '@/lib/money';
import { phoneLink } from '@/lib/driver/deliveries';
import { weighedPrice } from '@/lib/orders/packing';
import { mayBeReplaced } from '@/lib/orders/substitution';
import { secondaryButton } from './staff-buttons';

/** The substitute the server suggests for a line (lib/sales-api/admin.ts, Substitutes). */
export interface SuggestedVariant {
  id: number;
  name: string;
  price: string;
  unitForQuantity: string;
}

interface MissingLineProps {
  line: StaffLine;
  order: Pick<StaffOrder, 'shipAddress'>;
  /** undefined while asked; null when none qualifies. */
  suggestion: SuggestedVariant | null | undefined;
  /** The substitute's quantity field once accepted, else null. */
  accepted: { field: UseFormRegisterReturn; quantity: unknown; error: string | undefined } | null;
  /** The suggestions could not be asked. */
  failed: boolean;
  onAccept: (variant: SuggestedVariant) => void;
  onDecline: () => void;
}

export function MissingLine({
  line,
  order,
  suggestion,
  accepted,
  failed,
  onAccept,
  onDecline,
}: MissingLineProps) {
  if (line.mixId !== null) return null;
  if (line.substitution === 'none') {
    return <p className="text-sm">O cliente pediu para não substituir.</p>;
  }
  if (!mayBeReplaced(line)) return null;
  const phone = order.shipAddress?.telephone ?? null;
  const call = phone ? phoneLink(phone) : null;
  return (
    <div className="flex flex-col gap-2 rounded bg-[#fff3e8] p-3 text-sm" data-testid="missing-line">
      {line.substitution === 'call' && (
        <p className="font-semibold">
          O cliente pediu para ligar antes de substituir:{' '}
          {call ? (
            <a href={call} className="whitespace-nowrap text-brand underline">
              {formatPhone(phone!.replace(/\D/g, ''))}
            </a>
          ) : (
            'sem telefone no pedido'
          )}
        </p>
      )}
      <Suggestion
        line={line}
        suggestion={suggestion}
        accepted={accepted}
        failed={failed}
        onAccept={onAccept}
        onDecline={onDecline}
      />
    </div>
  );
}

function Suggestion({
  line,
  suggestion,
  accepted,
  failed,
  onAccept,
  onDecline,
}: Omit<MissingLineProps, 'order'>) {
  if (failed) return <p className="text-label-red">Não foi possível buscar um substituto.</p>;
  if (suggestion === undefined) return <p role="status">Buscando um substituto...</p>;
  if (suggestion === null) {
    return <p>Nenhum substituto da mesma seção e unidade, até 10 % mais caro, tem estoque.</p>;
  }
  const price = `${formatBRL(shownAmount(suggestion.price, suggestion.unitForQuantity))}/${unitLabel(suggestion.unitForQuantity)}`;
  const ifAgreed = line.substitution === 'call' ? 'Se o cliente aceitar: ' : '';
  if (!accepted) {
    return (
      <>
        <p>
          {ifAgreed}Substituto sugerido: <span className="font-bold">{suggestion.name}</span> ({price})
        </p>
        <button type="button" className={secondaryButton} onClick={() => onAccept(suggestion)}>
          Substituir por {suggestion.name}
        </button>
      </>
    );
  }
  const weighed = suggestion.unitForQuantity === 'g';
  const id = `substituto-${line.id}`;
  const total = weighedPrice(accepted.quantity, suggestion.price);
  return (
    <>
      <p>
        Substituído por <span className="font-bold">{suggestion.name}</span> ({price})
      </p>
      <label htmlFor={id} className="font-semibold text-warm-700">
        {weighed ? 'Peso do substituto (g)' : 'Unidades do substituto'}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        aria-invalid={accepted.error ? true : undefined}
        aria-describedby={`${id}-info`}
        className={`min-h-12 w-full rounded border bg-white px-3 text-lg text-ink outline-none focus:ring-2 focus:ring-brand/40 ${accepted.error ? 'border-label-red' : 'border-warm-200'}`}
        {...accepted.field}
      />
      <div id={`${id}-info`} aria-live="polite">
        {accepted.error && <p className="text-label-red">* {accepted.error}</p>}
        {total && (
          <p>
            {weighed ? 'Preço pesado' : 'Preço'}: <span className="font-bold">{total}</span>
          </p>
        )}
      </div>
      <button type="button" className={secondaryButton} onClick={onDecline}>
        Não substituir
      </button>
    </>
  );
}
