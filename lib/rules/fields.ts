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

/**
 * What a text field may hold. A one-line field (a name, the street, a coupon) holds no line break nor any
 * other control character: a pasted or forged '\r\n' or ESC would split a label, an e-mail header or a
 * log line, or repaint a terminal. A multi-line field (a note, the additional information) keeps its line
 * breaks (\n, \r) and nothing else of the kind. No text field holds half a character either (a lone
 * UTF-16 surrogate, which only a forged request sends): it has no UTF-8 form, so PostgreSQL refuses it in a
 * JSON column and a text column would keep a replacement character instead. Passwords are not text shown
 * anywhere and keep every character (./fields.ts passwordProblem).
 */
export type TextLines = 'one-line' | 'multi-line';

/** C0 controls, DEL, C1 controls (NEL, CSI, ...) and Unicode's line and paragraph separators. */
const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same but the line feed, the carriage return and the separators, which are line breaks. */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A high surrogate not followed by a low one, or a low one not after a high one (no lookbehind: old Safari). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** The message for a control character (or a lone surrogate) in `value`, or undefined when it has none. */
export function controlCharacterProblem(value: string, lines: TextLines = 'one-line'): string | undefined {
  if (LONE_SURROGATE.test(value)) return MSG.loneSurrogate;
  if (lines === 'one-line') return ONE_LINE_FORBIDDEN.test(value) ? MSG.singleLine : undefined;
  return MULTI_LINE_FORBIDDEN.test(value) ? MSG.controlCharacters : undefined;
}

/**
 * The rule as a zod check, for schemas written as a chain (`z.string().check(textRule()).trim()...`).
 * Put it first: it sees the value before any trim, and it stops the field's other checks, so a field
 * reports one message.
 */
export function textRule(lines: TextLines = 'one-line') {
  return z.superRefine<string>((value, ctx) => {
    const message = controlCharacterProblem(value, lines);
    if (message) ctx.addIssue({ code: 'custom', message, input: value, continue: false });
  });
}

/** A string field checked by `problem`, which returns the message of the first broken rule. */
function problemString(problem: (value: string) => string | undefined) {
  return z.string({ error: MSG.required }).superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** A text field checked by `problem`, after the rule on control characters (one-line by default). */
export function checkedString(problem: (value: string) => string | undefined, lines: TextLines = 'one-line') {
  return problemString((value) => controlCharacterProblem(value, lines) ?? problem(value));
}

/** Required (after trimming) and at most `max` characters, on one line. */
export function requiredText(max: number, tooLong: string, required: string = MSG.required) {
  return checkedString((value) => {
    const text = value.trim();
    if (!text) return required;
    if (text.length > max) return tooLong;
    return undefined;
  });
}

/** Optional (null, absent or blank) and at most `max` characters, on one line unless `lines` says. */
export function optionalText(max: number, tooLong: string, lines: TextLines = 'one-line') {
  return z
    .string()
    .nullish()
    .superRefine((value, ctx) => {
      if (!value) return;
      const message =
        controlCharacterProblem(value, lines) ?? (value.trim().length > max ? tooLong : undefined);
      if (message) ctx.addIssue({ code: 'custom', message });
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

/** A password field: any character counts (it is never shown), so no rule on control characters. */
export function secretString(problem: (value: string) => string | undefined) {
  return problemString(problem);
}

export const passwordField = secretString(passwordProblem);
