/**
 * The blend's own fields, one zod schema for the calculator's form and the sales API: the
 * name (required to save, at most 30), the description (at most 140) and the fat percentage.
 */
import { z } from 'zod';
import './zod-jitless';
import { maskCardNumbers } from './card-numbers';
import { textRule } from './fields';
import { BLEND_NAME_MAX, BLEND_OBSERVATION_MAX, BLEND_TEXTS } from './blend-limits';

export const blendNameSchema = z
  .string({ error: BLEND_TEXTS.nameRequired })
  .check(textRule('one-line'))
  .trim()
  .max(BLEND_NAME_MAX, BLEND_TEXTS.nameTooLong)
  .transform(maskCardNumbers);

export const blendObservationSchema = z
  .string({ error: BLEND_TEXTS.observationTooLong })
  .check(textRule('multi-line'))
  .trim()
  .max(BLEND_OBSERVATION_MAX, BLEND_TEXTS.observationTooLong)
  .transform(maskCardNumbers);

export const fatPercentageSchema = z
  .number({ error: BLEND_TEXTS.fatPercentage })
  .int(BLEND_TEXTS.fatPercentage)
  .min(0, BLEND_TEXTS.fatPercentage)
  .max(100, BLEND_TEXTS.fatPercentage);

/** What the calculator saves: the name is required here (saving completes the template). */
export const blendSaveFormSchema = z.object({
  name: blendNameSchema.refine((name) => name.length > 0, BLEND_TEXTS.nameRequired),
  observation: blendObservationSchema,
  fatPercentage: fatPercentageSchema,
});

export type BlendSaveForm = z.infer<typeof blendSaveFormSchema>;
