'use client';

import { useMemo } from 'react';
import { useAddTemplateItem, type ItemQuantities } from '@/lib/api-client/blend-items';
import type { Template } from '@/lib/api-client/blends';
import { ApiClientError } from '@/lib/api-client/client';
import { quantityToAdd } from '@/lib/blends/blend-rules';
import type { BlendAdd } from './blend-search-view';

/**
 * Adding a found meat to the template (its minimum quantity, or one more increment when already in the
 * blend), keeping the editor's item changes (see useAddTemplateItem). One for the calculator, whichever
 * draws the hits (the server's first meats, then InstantSearch): an add under way stays busy, and its
 * failure shown, when the search takes over.
 */
export function useBlendAdd(
  templateId: number,
  template: Template | undefined,
  quantities: ItemQuantities,
): BlendAdd {
  const { mutate, isPending, error } = useAddTemplateItem(templateId, quantities);
  const inBlend = useMemo(() => new Set(template?.items.map((item) => item.variant.id)), [template]);
  return {
    inBlend,
    adding: isPending,
    failure:
      error instanceof ApiClientError
        ? error.reason()
        : error
          ? 'Não foi possível adicionar. Tente novamente.'
          : null,
    add: (hit) => mutate({ variantId: hit.id, quantity: quantityToAdd(hit, inBlend.has(hit.id)) }),
  };
}
