import type { FieldBinder } from './field-binding';
import { PasswordStrengthMeter } from './password-strength-meter';
import { TextField } from './text-field';

/**
 * A new password and its confirmation ('Senha' and 'Confirmação da senha', or 'Nova senha' and
 * 'Confirmação da nova senha'). With `strength`, the password typed so far, its meter shows under it.
 */
export function PasswordFields({
  field,
  label,
  strength,
}: {
  field: FieldBinder<'password' | 'password_confirmation'>;
  label: 'Senha' | 'Nova senha';
  strength?: string;
}) {
  const password = (
    <TextField label={label} type="password" autoComplete="new-password" {...field('password')} />
  );
  return (
    <>
      {strength === undefined ? (
        password
      ) : (
        <div>
          {password}
          <PasswordStrengthMeter password={strength} />
        </div>
      )}
      <TextField
        label={`Confirmação da ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        {...field('password_confirmation')}
      />
    </>
  );
}
