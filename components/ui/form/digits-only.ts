import type { UseFormRegisterReturn } from 'react-hook-form';
import { onlyDigits } from '@/lib/rules/digits';

/** Inputs that accept digits only (CPF, CEP, phone): anything else typed or pasted is dropped. */
export function digitsOnly<T extends string>(
  registration: UseFormRegisterReturn<T>,
): UseFormRegisterReturn<T> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = onlyDigits(input.value);
      return registration.onChange(event);
    },
  };
}
