import { digitsOnly } from './digits-only';
import type { FieldBinder } from './field-binding';
import { TextField } from './text-field';

// The fields of a person that the register and account forms ask alike, bound with fieldBinder.

/** First and last name, side by side from the sm breakpoint. */
export function NameFields({ field }: { field: FieldBinder<'first_name' | 'last_name'> }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <TextField label="Nome" autoComplete="given-name" {...field('first_name')} />
      <TextField label="Sobrenome" autoComplete="family-name" {...field('last_name')} />
    </div>
  );
}

/** The CPF as typed: digits only, anything else dropped. */
export function CpfField({ field }: { field: FieldBinder<'cpf'> }) {
  return <TextField label="CPF (somente números)" inputMode="numeric" {...field('cpf', digitsOnly)} />;
}

export function EmailField({ field }: { field: FieldBinder<'email'> }) {
  return <TextField label="Email" type="email" autoComplete="email" {...field('email')} />;
}
