import type { z } from 'zod';

/** Every field's messages for `value` (empty when valid), keyed as the API's 422 body keys them. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.') || 'base'] ??= []).push(issue.message);
  return errors;
}
