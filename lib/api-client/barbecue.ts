'use client';

/**
 * The churrascômetro's calls (docs/business-rules.md, Barbecue) as React Query hooks: the complement
 * categories and cut types (cached for the visit), planning a barbecue, and adding it to the cart in one
 * request through the cart controller (which the cart notice listens to).
 */
import { addToCartEvent, pushEcommerceEvent } from '@/lib/analytics/data-layer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Barbecue as BarbecueJson, BarbecueCategory, BarbecueOptionValue } from '../sales-api/barbecue';
import { desiredMeatGrams, FAT_PERCENTAGE, type Guests } from '../barbecue/guests';
import { cartVariant } from '../catalogue/cart-variant';
import type { Camelized } from '@/lib/sales-api/case';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';
import { trackEvent } from './events';

export type Barbecue = Camelized<BarbecueJson>;
export type CutType = Camelized<BarbecueOptionValue>;
export type { BarbecueCategory };

/** What the customer chose in the three steps. */
export interface BarbecueChoices {
  guests: Guests;
  cutType: CutType;
  categoryIds: number[];
}

/** The complement categories; `initialData` when the server read them for the page (fetched otherwise). */
export function useBarbecueCategories(initialData?: BarbecueCategory[]) {
  return useQuery({
    queryKey: queryKeys.barbecue.categories(),
    queryFn: () => apiRequest<BarbecueCategory[]>('GET', '/barbecue/calculator_categories'),
    staleTime: Infinity,
    initialData,
  });
}

/** The cut types; `initialData` as for the categories. */
export function useCutTypes(initialData?: CutType[]) {
  return useQuery({
    queryKey: queryKeys.barbecue.optionValues(),
    queryFn: () => apiRequest<BarbecueOptionValue[]>('GET', '/barbecue/option_values'),
    staleTime: Infinity,
    initialData,
  });
}

/** 'CRIAR CHURRASCO!': plans the barbecue and records 'created barbecue'. */
export function useCreateBarbecue() {
  return useMutation({
    mutationFn: ({ guests, cutType, categoryIds }: BarbecueChoices) =>
      apiRequest<BarbecueJson>('POST', '/barbecue/barbecues', {
        body: {
          total_desired_quantity: desiredMeatGrams(guests),
          preferred_option_value_id: cutType.id,
          desired_categories_attributes: categoryIds.map((id) => ({ category_id: id })),
          fat_percentage: FAT_PERCENTAGE,
        },
      }),
    onSuccess: (_barbecue, { guests, cutType }) =>
      trackEvent('created barbecue', {
        amountOfAdults: guests.adults,
        amountOfChildren: guests.children,
        selectedOptionValue: cutType.name,
      }),
  });
}

/** 'ADICIONAR AO CARRINHO': every line in one request; records 'added barbecue to cart' and the data layer's add_to_cart. */
export function useAddBarbecueToCart() {
  const client = useQueryClient();
  return useMutation({
    // The cart's controller comes with the tap: the calculator draws without it (its first load).
    mutationFn: async (barbecue: Barbecue) =>
      (await import('./cart-controller')).cartController(client).addLines(
        barbecue.selectedVariants.map(({ variant, desiredQuantity }) => ({
          variant: cartVariant(variant),
          quantity: desiredQuantity,
        })),
      ),
    onSuccess: (_nothing, barbecue) => {
      trackEvent('added barbecue to cart', {
        amountOfItems: barbecue.selectedVariants.length,
        meatQuantity: barbecue.meatQuantity,
      });
      pushEcommerceEvent(
        addToCartEvent(
          barbecue.selectedVariants.map(({ variant, desiredQuantity }) => ({
            variant,
            quantity: desiredQuantity,
          })),
        ),
      );
    },
  });
}
