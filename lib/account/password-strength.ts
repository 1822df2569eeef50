/** The password strength meter of the register and change-password forms. */
export type PasswordStrength = 'Fraca' | 'Média' | 'Forte';

/** Below this length a password is weak, whatever it holds. */
const WEAK_BELOW_LENGTH = 8;
/** Above this length a password is strong. */
const STRONG_ABOVE_LENGTH = 15;

/** null for an empty password (the meter shows nothing). */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  if (password.length < WEAK_BELOW_LENGTH) return 'Fraca';
  // Anything but letters, digits, hyphen and space makes it strong.
  if (/[^\p{L}\p{N}\- ]/u.test(password)) return 'Forte';
  if (password.length > STRONG_ABOVE_LENGTH) return 'Forte';
  return 'Média';
}
