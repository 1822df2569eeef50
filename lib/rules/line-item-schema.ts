/**
 * The line item's editable fields, one zod schema for the cart page's form and the sales API. Only the
 * fields sent are changed (the storefront sends only non-null observation, quantity, portioning_size and
 * substitution). Quantities and portion sizes are integers in grams or units; their range depends on
 * the variant and is checked by ./quantity.ts and lib/cart/portioning.ts.
 */
import { z } from 'zod';
import './zod-jitless';
import { maskCardNumbers } from './card-numbers';
import { textRule } from './fields';
import { OBSERVATION_MAX_LENGTH } from './observation';
import { INVALID_QUANTITY } from './quantity';
import { INVALID_SUBSTITUTION, SUBSTITUTIONS } from './substitution';

const OBSERVATION_TOO_LONG = 'Observação muito longa';

/** Several lines allowed. A card number typed into the note is masked before it is sent or stored (./card-numbers.ts). */
export const observationSchema = z
  .string()
  .check(textRule('multi-line'))
  .max(OBSERVATION_MAX_LENGTH, OBSERVATION_TOO_LONG)
  .transform(maskCardNumbers);

export const quantitySchema = z
  .number({ error: INVALID_QUANTITY })
  .int(INVALID_QUANTITY)
  .positive(INVALID_QUANTITY)
  .max(1_000_000, INVALID_QUANTITY);

export const portioningSizeSchema = z
  .number({ error: 'Porcionamento inválido' })
  .int('Porcionamento inválido')
  .positive('Porcionamento inválido')
  .max(1_000_000, 'Porcionamento inválido');

/** What to do when the line is missing at packing (./substitution.ts). */
export const substitutionSchema = z.enum(SUBSTITUTIONS, { error: INVALID_SUBSTITUTION });

export const lineItemChangesSchema = z.object({
  quantity: quantitySchema.nullish(),
  observation: observationSchema.nullish(),
  portioning_size: portioningSizeSchema.nullish(),
  substitution: substitutionSchema.nullish(),
});

/** The cart page's observation form. */
export const observationFormSchema = z.object({ observation: observationSchema });
export type ObservationForm = z.infer<typeof observationFormSchema>;
