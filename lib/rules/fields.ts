/**
 * Field rules shared by the account, address and card schemas. Each field reports at most one message
 * (the first rule it breaks), so a form shows one clear line under each input.
 */
import { z } from 'zod';
import './zod-jitless';
import { MSG } from './field-messages';

/**
 * Cross-field rules run on objects with invalid fields too (zod skips them by default), so that their
 * messages come with the others; never on a non-object (a null body is only a type error).
 */
export const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
} as const;

/** A string field checked by `problem`, which returns the message of the first broken rule. */
export function checkedString(problem: (value: string) => string | undefined) {
  return z.string({ error: MSG.required }).superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** Required (after trimming) and at most `max` characters. */
export function requiredText(max: number, tooLong: string, required: string = MSG.required) {
  return checkedString((value) => {
    const text = value.trim();
    if (!text) return required;
    if (text.length > max) return tooLong;
    return undefined;
  });
}

/** Optional (null, absent or blank) and at most `max` characters. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .nullish()
    .superRefine((value, ctx) => {
      if (value && value.trim().length > max) ctx.addIssue({ code: 'custom', message: tooLong });
    });
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return MSG.required;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return MSG.emailInvalid;
  return undefined;
}

export const emailField = checkedString(emailProblem);

/** Passwords: 6 to 50 characters. Spaces count: they are part of the password. */
export function passwordProblem(value: string): string | undefined {
  if (!value) return MSG.required;
  if (value.length < 6) return MSG.passwordShort;
  if (value.length > 50) return MSG.passwordLong;
  return undefined;
}

export const passwordField = checkedString(passwordProblem);
