import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * An input shown through a display mask (e.g. CEP '41810-010') as it is typed, as a field filter
 * (`field('zipcode', masked(maskCep))`); the form keeps what is shown, and its submit strips the mask (the
 * API gets digits).
 */
export function masked(mask: (value: string) => string) {
  return <T extends string>(registration: UseFormRegisterReturn<T>): UseFormRegisterReturn<T> => ({
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = mask(input.value);
      return registration.onChange(event);
    },
  });
}
