import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * An input shown through a display mask (e.g. CEP '41810-010') as it is typed; the form keeps what is
 * shown, and its submit strips the mask (the API gets digits).
 */
export function masked<T extends string>(
  registration: UseFormRegisterReturn<T>,
  mask: (value: string) => string,
): UseFormRegisterReturn<T> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = mask(input.value);
      return registration.onChange(event);
    },
  };
}
