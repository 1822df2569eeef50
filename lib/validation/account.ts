/**
 * The account forms' schemas (docs/business-rules.md, Accounts and addresses), shared by the storefront forms
 * and the sales API. Keys are the API's snake_case names, so a 422 answer's field errors land on the same
 * form fields.
 */
import { z } from 'zod';
import { hasCpfShape, isValidCpf } from './documents';
import {
  ALWAYS,
  checkedString,
  emailField,
  passwordField,
  passwordProblem,
  requiredText,
  secretString,
} from '@/lib/rules/fields';
import { MSG } from '@/lib/rules/field-messages';
import { INVALID_SUBSTITUTION, SUBSTITUTIONS } from '@/lib/rules/substitution';

function cpfProblem(value: string): string | undefined {
  if (!value.trim()) return MSG.required;
  if (!hasCpfShape(value)) return MSG.cpfLength;
  if (!isValidCpf(value)) return MSG.cpfInvalid;
  return undefined;
}

const cpfField = checkedString(cpfProblem);

/**
 * 'Meus dados': an account without a CPF may keep it blank; once one is stored, the account service
 * requires it again (lib/server/accounts/accounts.ts, updateUser).
 */
const cpfNotYetSetField = checkedString((value) => (value.trim() ? cpfProblem(value) : undefined));

const nameFields = {
  first_name: requiredText(30, MSG.firstNameLong),
  last_name: requiredText(30, MSG.lastNameLong),
};

/** The confirmation must repeat the password; reported on the confirmation field. */
function confirmationMatches(
  value: { password?: unknown; password_confirmation?: unknown },
  ctx: z.RefinementCtx,
) {
  if (typeof value.password_confirmation !== 'string' || value.password_confirmation === '') return;
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MSG.passwordMismatch });
  }
}

/** A guest cart's token (handed over at login or registration so the cart joins the account). */
const orderTokenField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Carrinho inválido')
  .nullish();

const registerFields = {
  ...nameFields,
  cpf: cpfField,
  email: emailField,
  password: passwordField,
  // Checked against the password (confirmationMatches); here only present and bounded.
  password_confirmation: secretString((value) => {
    if (!value.trim()) return MSG.required;
    if (value.trim().length > 50) return MSG.passwordLong;
    return undefined;
  }),
};

/**
 * POST /v2/users. The captcha token is checked by the server (its error joins the others); the guest
 * cart's token hands that cart to the new account, as at login.
 */
export const registerSchema = z
  .object({
    ...registerFields,
    recaptcha_token: z.string().max(10_000).optional(),
    order_token: orderTokenField,
  })
  .superRefine(confirmationMatches, ALWAYS);
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form: the API's fields plus the terms checkbox (the captcha runs at submit). */
export const registerFormSchema = z
  .object({
    ...registerFields,
    terms: z.boolean().refine((accepted) => accepted, MSG.termsRequired),
  })
  .superRefine(confirmationMatches, ALWAYS);
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

/**
 * The longest password a login accepts. Passwords are 6 to 50 characters (passwordProblem), but a login
 * does not repeat that rule (a shorter or longer one is only 'Email ou senha incorretos'); this bound only
 * keeps megabyte 'passwords' away from the password hash.
 */
export const LOGIN_PASSWORD_MAX = 128;

function loginPasswordProblem(value: string): string | undefined {
  if (!value) return MSG.required;
  // Any login failure reads 'Email ou senha incorretos'.
  if (value.length > LOGIN_PASSWORD_MAX) return MSG.loginFailed;
  return undefined;
}

/**
 * POST /v2/auth. The e-mail must be one (no account has another shape); of the password only presence and
 * a generous bound are checked: any other failure is 'Email ou senha incorretos'.
 */
export const loginSchema = z.object({
  email: emailField,
  password: secretString(loginPasswordProblem),
  remember: z.boolean().optional(),
  order_token: orderTokenField,
  /** Asked only after repeated failures on the account (the API says so with recaptcha_token errors). */
  recaptcha_token: z.string().max(10_000).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * PUT /v2/users/me. Email cannot change and CPF cannot change once set (checked by the service); a blank
 * CPF sets none (refused by the service when one is stored); the default substitution changes when sent
 * (lib/rules/substitution.ts).
 */
export const userUpdateSchema = z.object({
  ...nameFields,
  cpf: cpfNotYetSetField.nullish(),
  email: z.string().nullish(),
  // The values and message of lib/rules/substitution.ts, as the cart line's schema has them; not that
  // schema itself, whose module the contract extends for the OpenAPI document and must load after it.
  default_substitution: z.enum(SUBSTITUTIONS, { error: INVALID_SUBSTITUTION }).nullish(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** PUT /v2/users/{id}/password: every field follows the password rule. */
export const changePasswordSchema = z
  .object({
    old_password: passwordField,
    password: passwordField,
    password_confirmation: secretString(passwordProblem),
  })
  .superRefine(confirmationMatches, ALWAYS);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * POST /v2/account/deletion: the current password, and the customer's confirmation that orders are kept
 * without their name (only presence and a bound checked before the password itself).
 */
export const accountDeletionSchema = z.object({
  password: secretString((value) =>
    !value ? MSG.required : value.length > LOGIN_PASSWORD_MAX ? MSG.wrongPassword : undefined,
  ),
  confirm: z.boolean().refine((confirmed) => confirmed, MSG.deletionConfirm),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** POST /v2/password_reset. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** PUT /v2/password_reset/{token}: the e-mail comes from the link, with the token. */
export const resetPasswordSchema = z
  .object({
    password: passwordField,
    password_confirmation: secretString((value) => (value ? undefined : MSG.required)),
    email: emailField,
  })
  .superRefine(confirmationMatches, ALWAYS);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * PUT /v2/password_reset/{token} as the API reads it: the form's fields, with the confirmation under the
 * form's key or under the documented `passwordConfirmation`.
 */
export const resetPasswordRequestSchema = z
  .object({
    password: passwordField,
    password_confirmation: z.string().optional(),
    passwordConfirmation: z.string().optional(),
    email: emailField,
  })
  .superRefine((value, ctx) => {
    const confirmation = value.password_confirmation ?? value.passwordConfirmation;
    if (confirmation === undefined || confirmation === '') {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MSG.required });
    } else confirmationMatches({ password: value.password, password_confirmation: confirmation }, ctx);
  }, ALWAYS);
