/**
 * What may never reach the error service (docs/security.md): card numbers, passwords, tokens and CPFs.
 * Applied by the browser and the server to every Sentry event before it is sent (beforeSend): every string of
 * the event is scrubbed, and values under sensitive keys are dropped whatever they hold.
 */
const REDACTED = '[redacted]';

/** Keys whose values are secrets or personal (any nesting, any case). */
const SENSITIVE_KEY =
  /pass(word)?|senha|token|secret|authorization|cookie|card|cvv|cvc|verification_value|number_card|cpf|api[_-]?key/i;

const TEXT_PATTERNS: [RegExp, string][] = [
  // A card number: 13 to 19 digits, maybe grouped by spaces or dashes.
  [/\b(?:\d[ -]?){12,18}\d\b/g, REDACTED],
  // A CPF, written with or without its dots and dash.
  [/\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, REDACTED],
  // Bearer tokens and key=value secrets in URLs, messages and headers (and the e-mail the reset link
  // carries beside its token).
  [/(bearer\s+)[\w.~+/=-]+/gi, `$1${REDACTED}`],
  [
    /((?:password|senha|token|reset_password_token|secret|api_key|email)["']?\s*[=:]\s*["']?)[^&\s"',;]+/gi,
    `$1${REDACTED}`,
  ],
  // The password-reset link's token in a path.
  [/(\/password_reset\/|\/resetar-senha\/)[^/?#\s]+/g, `$1${REDACTED}`],
];

export function scrubText(text: string): string {
  return TEXT_PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A copy of `value` with every string scrubbed and every sensitive key's value redacted. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] =
      SENSITIVE_KEY.test(key) && inner !== null && inner !== undefined
        ? REDACTED
        : scrubValue(inner, depth + 1);
  }
  return copy as T;
}

/** Sentry's beforeSend for both SDKs. */
export function scrubEvent<E>(event: E): E {
  return scrubValue(event);
}
