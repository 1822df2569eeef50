import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** What a TextField takes from a form for one field: its registration and its validation message. */
type BoundField<N extends string> = UseFormRegisterReturn<N> & { error: string | undefined };

/** A filter on what is typed into a field (digitsOnly, masked). */
export type FieldFilter<N extends string> = (
  registration: UseFormRegisterReturn<N>,
) => UseFormRegisterReturn<N>;

/** The fields a group of inputs (person-fields.tsx, password-fields.tsx) asks of its form. */
export type FieldBinder<N extends string> = (name: N, filter?: FieldFilter<N>) => BoundField<N>;

/** Binds any of a form's fields `Names`, each as a FieldBinder of its own (a markup shared by forms). */
export type FieldsBinder<Names extends string> = <N extends Names>(
  name: N,
  filter?: FieldFilter<N>,
) => BoundField<N>;

/**
 * Binds a form's fields to TextFields: `<TextField label="Email" {...field('email')} />` registers the field
 * and shows its message. The errors are read here, during the form's render, so the form re-renders when
 * they change (react-hook-form's formState subscribes to what is read).
 */
export function fieldBinder<T extends FieldValues>(form: UseFormReturn<T>) {
  const { errors } = form.formState;
  return <N extends Path<T>>(name: N, filter: FieldFilter<N> = (registration) => registration) => ({
    ...filter(form.register(name)),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
