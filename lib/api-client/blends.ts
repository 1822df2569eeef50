'use client';

/**
 * Blends' calls (docs/business-rules.md, Blends) as React Query hooks: the customer's templates, one template
 * as the calculator edits it (items debounced like cart quantities, with rollback), saving it, and sending
 * a saved blend to the cart through the cart controller (which the cart notice listens to).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Camelized } from '@/lib/sales-api/case';
import type { TemplateJson, TemplatePageJson } from '@/lib/sales-api/blends';
import type { BlendSaveForm } from '@/lib/rules/blend-form-schema';
import { BLEND_TEMPLATES_PER_PAGE } from '@/lib/rules/blend-limits';
import { apiRequest } from './client';
import { writeAnswer } from './query-client';
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

/** One template as the server holds it. */
export const readTemplate = (id: number) => apiRequest<TemplateJson>('GET', `/mixes/templates/${id}`);

export function useTemplate(id: number | null) {
  return useQuery({
    queryKey: queryKeys.blends.template(id ?? 0),
    queryFn: () => readTemplate(id!),
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
    onSuccess: (template) => receivedTemplate(client, template),
  });
}

/** A template from the server's answer: cached, and the list asked again. */
export function receivedTemplate(client: QueryClient, template: Template): Promise<void> {
  void client.invalidateQueries({ queryKey: queryKeys.blends.templates() });
  return writeAnswer(client, queryKeys.blends.template(template.id), template);
}

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
    onSuccess: (template) => receivedTemplate(client, template),
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
