'use client';

/**
 * The blend calculator's item changes (docs/business-rules.md, Blends): meats added from the search and
 * quantities changed by the steppers. Apart from ./blends.ts so that the pages that only list or send blends
 * (Meus Blends) do not load the quantities' debouncing (docs/performance.md).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { TemplateJson } from '@/lib/sales-api/blends';
import { QuantitySync } from '../cart/quantity-sync';
import { readTemplate, receivedTemplate, type Template, type TemplateItem } from './blends';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

/**
 * Adds a meat (its minimum quantity, or more of it when already in the blend), once the steppers' changes
 * still waiting are answered. Saving waits for it (`quantities`: the editor's, see useItemQuantities).
 */
export function useAddTemplateItem(templateId: number, quantities: ItemQuantities) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: { variantId: number; quantity: number }) =>
      quantities.adding(() =>
        apiRequest<TemplateJson>('POST', `/mixes/templates/${templateId}/items`, {
          body: { variant_id: item.variantId, quantity: item.quantity },
        }),
      ),
    onSuccess: (template) => receivedTemplate(client, template),
  });
}

/**
 * Item quantities as the calculator's steppers change them: shown at once, sent 700 ms after the last
 * click, removed below the variant's minimum, and rolled back (the template refetched) when refused.
 */
export function useItemQuantities(templateId: number) {
  const client = useQueryClient();
  const sync = useMemo(() => {
    const key = queryKeys.blends.template(templateId);
    const withQuantity = (template: Template, itemId: number, quantity: number): Template => ({
      ...template,
      items: template.items.flatMap((item) =>
        item.id !== itemId ? [item] : quantity < item.variant.minimumQuantity ? [] : [{ ...item, quantity }],
      ),
    });
    const show = (itemId: number, quantity: number) =>
      client.setQueryData<Template>(key, (template) => template && withQuantity(template, itemId, quantity));
    const items: QuantitySync<number> = new QuantitySync<number>({
      send: async (itemId, quantity) => {
        const item = client.getQueryData<Template>(key)?.items.find((i) => i.id === itemId);
        const template =
          !item || quantity < item.variant.minimumQuantity
            ? await apiRequest<TemplateJson>('DELETE', `/mixes/items/${itemId}`)
            : await apiRequest<TemplateJson>('PUT', `/mixes/items/${itemId}`, { body: { quantity } });
        await receivedTemplate(client, withPending(template));
      },
      rollback: (itemId, quantity) => show(itemId, quantity),
      // Asked again with the other items' changes still waiting laid over the answer, as their own answers
      // are (a failed read is reported by the query cache).
      refetch: () =>
        void client.prefetchQuery({
          queryKey: key,
          queryFn: async () => withPending(await readTemplate(templateId)),
          staleTime: 0,
        }),
    });
    /** Other items' changes still waiting for their quiet period (or their answer) stay on screen. */
    const withPending = (template: Template): Template => {
      for (const [pendingId, pending] of items.pending())
        template = withQuantity(template, pendingId, pending);
      return template;
    };
    /** Meats being added from the search: saving waits for them. */
    const adds = new Set<Promise<unknown>>();
    return { show, items, withPending, adds };
  }, [client, templateId]);
  useEffect(() => () => sync.items.flush(), [sync]);
  return useMemo(
    () => ({
      /** `quantity` grams of the item (under its minimum: removed); `serverQuantity` is what it was. */
      change(item: TemplateItem, quantity: number, serverQuantity: number) {
        sync.items.change(item.id, quantity, serverQuantity);
        sync.show(item.id, quantity);
      },
      /**
       * A meat added from the search (`send` asks the server, which answers the template with it). The
       * changes still waiting are sent first and answered: a meat taken out a moment before and added
       * again would otherwise grow on the server, then go with the removal sent after it. The answer comes
       * back with the changes made meanwhile laid over it, and settle() waits for it.
       */
      adding(send: () => Promise<Template>): Promise<Template> {
        sync.items.flush();
        const added = sync.items.whenIdle().then(send).then(sync.withPending);
        sync.adds.add(added);
        const done = () => void sync.adds.delete(added);
        added.then(done, done);
        return added;
      },
      /**
       * Sends what waits for its quiet period and resolves once every change and every meat being added is
       * answered (before saving): false when one was refused (its item is back at what the server holds,
       * or the meat is not in the blend).
       */
      async settle(): Promise<boolean> {
        sync.items.flush();
        const [taken, added] = await Promise.all([sync.items.whenIdle(), Promise.allSettled([...sync.adds])]);
        return taken && added.every((add) => add.status === 'fulfilled');
      },
    }),
    [sync],
  );
}

export type ItemQuantities = ReturnType<typeof useItemQuantities>;
