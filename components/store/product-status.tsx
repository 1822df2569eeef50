import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@/lib/rules/store-products';

const TONES: Record<ProductStatus, string> = {
  draft: 'bg-warm-200 text-ink',
  published: 'bg-label-green text-white',
  archived: 'bg-label-black text-white',
};

/** A product's status as a coloured strip: 'Rascunho', 'Publicado', 'Arquivado'. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${TONES[status]}`}
    >
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}
