'use client';

/**
 * Blends' calls (docs/business-rules.md, Blends) as React Query hooks: the customer's templates, one template
 * as the calculator edits it (items debounced like cart quantities, with rollback), saving it, and sending
 * a saved blend to the cart through the cart controller (which the cart notice listens to).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Camelized } from '@/lib/sales-api/case';
import type { TemplateJson, TemplatePageJson } from '@/lib/sales-api/blends';
import type { BlendSaveForm } from '@/lib/rules/blend-form-schema';
import { BLEND_TEMPLATES_PER_PAGE } from '@/lib/rules/blend-limits';
import { QuantitySync } from '../cart/quantity-sync';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

export type Template = Camelized<TemplateJson>;
export type TemplateItem = Template['items'][number];

export function useTemplates() {
  return useQuery({
    queryKey: queryKeys.blends.templates(),
    queryFn: () =>
      apiRequest<TemplatePageJson>('GET', `/mixes/templates?page=1&per_page=${BLEND_TEMPLATES_PER_PAGE}`),
  });
}

export function useTemplate(id: number | null) {
  return useQuery({
    queryKey: queryKeys.blends.template(id ?? 0),
    queryFn: () => apiRequest<TemplateJson>('GET', `/mixes/templates/${id}`),
    enabled: id !== null,
    // A missing template is an answer (404), not a failure to retry.
    retry: false,
  });
}

/** 'new': an empty template, whose id the calculator then moves to. */
export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TemplateJson>('POST', '/mixes/templates', {
        body: { name: '', type_name: 'blend', observation: '', items: [], complete: false },
      }),
    onSuccess: (template) => {
      client.setQueryData(queryKeys.blends.template(template.id), template);
      void client.invalidateQueries({ queryKey: queryKeys.blends.templates() });
    },
  });
}

function received(client: QueryClient, template: Template) {
  client.setQueryData(queryKeys.blends.template(template.id), template);
  void client.invalidateQueries({ queryKey: queryKeys.blends.templates() });
}

/**
 * Adds a meat (its minimum quantity, or more of it when already in the blend). The server's answer gets
 * the steppers' changes still waiting laid over it, as their own answers do, and saving waits for it
 * (`quantities`: the editor's, see useItemQuantities).
 */
export function useAddTemplateItem(templateId: number, quantities: ItemQuantities) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: { variantId: number; quantity: number }) =>
      quantities.adding(
        apiRequest<TemplateJson>('POST', `/mixes/templates/${templateId}/items`, {
          body: { variant_id: item.variantId, quantity: item.quantity },
        }),
      ),
    onSuccess: (template) => received(client, template),
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
        received(client, withPending(template));
      },
      rollback: (itemId, quantity) => show(itemId, quantity),
      refetch: () => void client.invalidateQueries({ queryKey: key }),
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
       * A meat added from the search (`request`: the server's answer, the template with it): the answer
       * comes back with the changes still waiting laid over it, and settle() waits for it.
       */
      adding(request: Promise<Template>): Promise<Template> {
        const added = request.then(sync.withPending);
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

/** 'SALVAR BLEND': the name, description and fat percentage, and the template is saved (frozen). */
export function useSaveTemplate(templateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: BlendSaveForm) =>
      apiRequest<TemplateJson>('PUT', `/mixes/templates/${templateId}`, {
        body: {
          name: form.name,
          type_name: 'blend',
          observation: form.observation,
          fat_percentage: form.fatPercentage,
          complete: true,
        },
      }),
    onSuccess: (template) => received(client, template),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', `/mixes/templates/${id}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.blends.templates() }),
  });
}

/** 'ADICIONAR AO CARRINHO' on a saved blend: `quantity` grams of it into the cart. */
export function useAddBlendToCart() {
  const client = useQueryClient();
  return useMutation({
    // The cart's controller comes with the tap: the blend pages draw without it (their first load).
    mutationFn: async ({ template, quantity }: { template: Template; quantity: number }) =>
      (await import('./cart-controller'))
        .cartController(client)
        .addBlend({ templateId: template.id, name: template.name }, quantity),
  });
}
