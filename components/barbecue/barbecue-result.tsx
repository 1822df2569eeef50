'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { ProductImage } from '@/components/catalogue/product-image';
import type { Barbecue } from '@/lib/api-client/barbecue';
import type { Guests } from '@/lib/barbecue/guests';
import { displaySubtotal, displayTotal, summarizeBarbecue } from '@/lib/barbecue/summary';
import { displayPrice, truncateName, unitLabel } from '@/lib/catalogue/variant';
import { displayQuantity } from '@/lib/rules/quantity';

function guestsText({ adults, children }: Guests): string {
  const kids = children === 0 ? '' : ` e ${children} ${children === 1 ? 'criança' : 'crianças'}`;
  return `Para ${adults} adultos${kids}`;
}

const secondary =
  'rounded-lg border-2 border-brand px-4 py-3 font-extrabold tracking-wide text-brand hover:bg-brand-light';

/**
 * The created mode's panel 'MEU CHURRASCO': every line with its picture, name, manufacturer,
 * price and quantity; the total in Kg and units and the estimated subtotal; 'ADICIONAR AO CARRINHO' and
 * 'EDITAR CHURRASCO'. While the barbecue is being planned it shows the loading state, and a refusal shows
 * the server's reason. Once the list is in the cart the button says so and stays off until a new plan.
 */
export function BarbecueResult({
  guests,
  barbecue,
  error,
  onEdit,
  onAddToCart,
  adding,
  added,
  addErrors,
}: {
  guests: Guests;
  barbecue: Barbecue | undefined;
  error: string | null;
  onEdit: () => void;
  onAddToCart: () => void;
  adding: boolean;
  added: boolean;
  /** Why the cart refused the list (each refused line named), empty when it did not. */
  addErrors: readonly string[];
}) {
  const summary = barbecue ? summarizeBarbecue(barbecue.selectedVariants) : null;
  return (
    <section
      aria-labelledby="my-barbecue"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-warm-200 md:p-6"
    >
      <h2 id="my-barbecue" className="text-2xl font-extrabold tracking-wide">
        MEU CHURRASCO
      </h2>
      <p className="text-warm-700">{guestsText(guests)}</p>

      {!barbecue && !error && (
        <p role="status" aria-busy className="py-10 text-center text-warm-700">
          Montando o seu churrasco...
        </p>
      )}
      {error && (
        <p role="alert" className="my-6 rounded bg-brand-light p-3 font-semibold text-brand">
          {error}
        </p>
      )}

      {barbecue && summary && (
        <>
          <ul className="mt-4 divide-y divide-warm-200" aria-label="Itens do churrasco">
            {barbecue.selectedVariants.map(({ variant, desiredQuantity }) => (
              <li key={variant.id} className="flex items-center gap-3 py-3" data-testid="barbecue-line">
                <Link
                  {...PREFETCH_ON_INTENT}
                  href={`/produtos/${variant.slug}`}
                  className="w-20 shrink-0 overflow-hidden rounded sm:w-24"
                >
                  <ProductImage image={variant.images[0]} decorative />
                </Link>
                <div className="min-w-0 flex-1">
                  <Link
                    {...PREFETCH_ON_INTENT}
                    href={`/produtos/${variant.slug}`}
                    className="font-semibold hover:text-brand"
                    title={variant.name}
                  >
                    {truncateName(variant.name)}
                  </Link>
                  {variant.manufacturer && <p className="text-sm text-warm-700">{variant.manufacturer}</p>}
                  <p className="text-sm text-warm-700">
                    {displayPrice(variant)} / {unitLabel(variant.unitForQuantity)}
                  </p>
                </div>
                <p className="shrink-0 font-bold" data-testid="barbecue-quantity">
                  {displayQuantity(desiredQuantity, variant.unitForQuantity)}
                </p>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-1 border-t-2 border-warm-200 pt-4">
            <div className="flex justify-between">
              <dt className="font-semibold">Total</dt>
              <dd data-testid="barbecue-total">{displayTotal(summary)}</dd>
            </div>
            <div className="flex justify-between text-lg">
              <dt className="font-semibold">Subtotal estimado</dt>
              <dd className="font-extrabold text-brand">{displaySubtotal(summary)}</dd>
            </div>
          </dl>
          <p className="mt-1 text-sm text-warm-700">
            O peso das carnes pode variar até 10%; você paga apenas o peso exato.
          </p>
        </>
      )}

      {addErrors.length > 0 && (
        <div role="alert" className="mt-4 space-y-1 rounded bg-brand-light p-3 font-semibold text-brand">
          {addErrors.map((reason, index) => (
            // Two variants of one product may share a name and a reason.
            <p key={`${index}:${reason}`}>{reason}</p>
          ))}
        </div>
      )}
      {added && (
        <p role="status" className="mt-4 rounded bg-warm-100 p-3 font-semibold">
          Churrasco adicionado ao carrinho!{' '}
          <Link {...PREFETCH_ON_INTENT} href="/carrinho" className="text-brand underline">
            Ir para o carrinho
          </Link>
        </p>
      )}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        {barbecue && (
          <button
            type="button"
            onClick={onAddToCart}
            // Added once, the list stays added: pressing again would put every line in the cart twice.
            disabled={adding || added}
            aria-busy={adding}
            className="flex-1 rounded-lg bg-brand px-4 py-3 font-extrabold tracking-wide text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {adding ? 'ADICIONANDO...' : added ? 'ADICIONADO AO CARRINHO' : 'ADICIONAR AO CARRINHO'}
          </button>
        )}
        <button type="button" onClick={onEdit} className={secondary}>
          EDITAR CHURRASCO
        </button>
      </div>
    </section>
  );
}
