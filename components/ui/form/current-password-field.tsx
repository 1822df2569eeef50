import type { FieldBinder } from './field-binding';
import { TextField } from './text-field';

// Apart from ./password-fields.tsx: a form asking only for the current password (login, account
// deletion) does without the new password's strength meter.

/** The password the shopper has now (to log in, or to change it). */
export function CurrentPasswordField<N extends string>({
  field,
  name,
  label,
}: {
  field: FieldBinder<N>;
  name: N;
  label: string;
}) {
  return <TextField label={label} type="password" autoComplete="current-password" {...field(name)} />;
}
