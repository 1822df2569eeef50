/**
 * Places a rejected call's field errors (422) on a react-hook-form form: each field gets its first
 * message; fields the form does not have are routed by `reroute` (e.g. 'base' onto the e-mail field).
 * Answers the messages left for a form-level alert.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiClientError } from './client';

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  reroute: Partial<Record<string, Path<T>>> = {},
): string[] {
  if (!(error instanceof ApiClientError)) return ['Não foi possível falar com a loja. Tente novamente.'];
  const leftover: string[] = [];
  const entries = Object.entries(error.body.errors);
  for (const [field, messages] of entries) {
    const target = (fields as readonly string[]).includes(field) ? (field as Path<T>) : reroute[field];
    if (target && messages[0]) setError(target, { type: 'server', message: messages[0] });
    else leftover.push(...messages);
  }
  if (entries.length === 0) leftover.push(error.body.error);
  return leftover;
}
