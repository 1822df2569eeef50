'use client';

/**
 * One product in the back office (/equipe/loja/produtos/{id}): its status with 'Publicar' and 'Arquivar'
 * (each asks first), the form and the pictures. Loading and a failed first load each say so; a failed read
 * in the background (a reconnect) keeps the product drawn, and the form what was typed.
 */
import Link from 'next/link';
import { useCallback, useDeferredValue, useState } from 'react';
import { ApiClientError } from '@/lib/api-client/client';
import { useMoveProduct, useStoreProduct, type StoreProduct } from '@/lib/api-client/store';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { ConfirmAction } from '@/components/staff/confirm-action';
import { dangerButton, primaryButton, secondaryButton } from '@/components/staff/staff-buttons';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { ProductStatusBadge } from './product-status';
import { useChoicesAnswered } from './use-choices-answered';

/**
 * The form (react-hook-form and its fields) and the pictures' panel load after the page's first paint,
 * while the product is asked for: they stay out of the page's first-load JavaScript (docs/performance.md).
 */
const loadEditorParts = () => Promise.all([import('./product-form'), import('./product-images')]);

export function StoreProductEditor({ id }: { id: number }) {
  const product = useStoreProduct(id);
  const parts = useLoadedModule(loadEditorParts);
  const choicesAnswered = useChoicesAnswered();
  // Bumped to draw the form anew from the product read again (its 'Recarregar o produto' after a 409).
  const [formDrawing, setFormDrawing] = useState(0);
  const { refetch } = product;
  const reload = useCallback(async () => {
    const read = await refetch();
    if (read.isError) return false;
    setFormDrawing((count) => count + 1);
    return true;
  }, [refetch]);
  // Drawn once the product, the form's code and its choices (subdepartments, manufacturers) are all there,
  // in a background render that hands the main thread back every few milliseconds, rather than in a long
  // task as each answer arrives (docs/performance.md).
  const ready = useDeferredValue(choicesAnswered && parts !== null && product.data !== undefined);
  if (product.isPending) return <p role="status">Carregando produto...</p>;
  if (product.isError && product.data === undefined) {
    const missing = product.error instanceof ApiClientError && product.error.status === 404;
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded bg-brand-light p-3 text-brand-dark"
      >
        {missing ? 'Produto não encontrado.' : 'Não foi possível carregar o produto.'}
        {missing ? (
          <Link {...PREFETCH_ON_INTENT} href="/equipe/loja/produtos" className={secondaryButton}>
            Voltar aos produtos
          </Link>
        ) : (
          <button type="button" className={secondaryButton} onClick={() => void product.refetch()}>
            Tentar de novo
          </button>
        )}
      </div>
    );
  }
  if (!ready || !parts) return <p role="status">Carregando produto...</p>;
  const drawn = product.data;
  const [{ ProductFormView }, { ProductImages }] = parts;
  return (
    <div className="flex flex-col gap-4">
      <Link {...PREFETCH_ON_INTENT} href="/equipe/loja/produtos" className="text-sm font-semibold text-brand">
        ‹ Produtos
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold">{drawn.name}</h1>
        <ProductStatusBadge status={drawn.status} />
        {drawn.status === 'published' ? (
          <a href={`/produtos/${drawn.slug}`} className="text-sm font-semibold text-brand underline">
            Ver na loja
          </a>
        ) : (
          // The saved product as its page will be; the page of a product not published is the manager's only.
          <a href={`/previa/produtos/${drawn.id}`} className="text-sm font-semibold text-brand underline">
            Pré-visualizar
          </a>
        )}
      </div>
      <StatusActions product={drawn} />
      {/* The form keeps what the manager typed while the status changes; a save resets it to the answer. */}
      <ProductFormView key={`${drawn.id}:${formDrawing}`} product={drawn} onReload={reload} />
      <ProductImages product={drawn} />
    </div>
  );
}

function StatusActions({ product }: { product: StoreProduct }) {
  const move = useMoveProduct(product.id);
  const [problem, setProblem] = useState<string | null>(null);
  const act = (to: 'publish' | 'archive') => {
    setProblem(null);
    move.mutate(to, {
      onError: (failure) =>
        setProblem(
          failure instanceof ApiClientError ? failure.reason() : 'Não foi possível mudar a situação.',
        ),
    });
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        {product.status !== 'published' && (
          <ConfirmAction
            label="Publicar"
            question="Publicar este produto? Ele aparecerá na loja, na busca e no mapa do site."
            confirmLabel="Sim, publicar"
            busy={move.isPending}
            onConfirm={() => act('publish')}
            buttonClassName={primaryButton}
          />
        )}
        {product.status !== 'archived' && (
          <ConfirmAction
            label="Arquivar"
            question="Arquivar este produto? Ele sai da loja e o endereço dele passa a responder que não está mais à venda."
            confirmLabel="Sim, arquivar"
            busy={move.isPending}
            onConfirm={() => act('archive')}
            buttonClassName={dangerButton}
          />
        )}
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
    </div>
  );
}
