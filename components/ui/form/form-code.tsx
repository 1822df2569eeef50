'use client';

/**
 * A form drawn before its code: the page's first load carries its markup only (the same field components,
 * bound by `waitingField`), and the form's code (react-hook-form, its API calls) is imported once the page
 * has painted, or at once when the shopper reaches for the form (docs/performance.md, Script budgets of the
 * app pages). What is typed or ticked meanwhile stays in the fields and becomes the loaded form's starting
 * values; the field that had the focus keeps it (and its caret), a field already left is checked as a blur
 * would have, and a submit made meanwhile is made again once the code is there.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { afterFirstPaint } from '@/lib/shell/after-first-paint';
import type { FieldFilter } from './field-binding';

/** What the shopper did to a form before its code arrived. */
export interface FormStart {
  /** The fields typed into or ticked, by name, as they were when the code arrived. */
  typed: Readonly<Record<string, string | boolean>>;
  /** The fields the focus left meanwhile (validated at once, as on a blur). */
  left: readonly string[];
}

const NO_START: FormStart = { typed: {}, left: [] };

const ignore = async () => undefined;

/**
 * Binds a field of a form waiting for its code: named, uncontrolled (it keeps what is typed), without a
 * message. Its filter (digitsOnly) applies already.
 */
export function waitingField<N extends string>(name: N, filter: FieldFilter<N> = (r) => r) {
  return { ...filter({ name, onChange: ignore, onBlur: ignore, ref: () => undefined }), error: undefined };
}

/** A form's default values with what was typed before its code came, where the types agree. */
export function typedDefaults<T extends Record<string, string | boolean>>(
  defaults: T,
  start: FormStart = NO_START,
): T {
  const values: Record<string, string | boolean> = { ...defaults };
  for (const [name, value] of Object.entries(start.typed)) {
    if (name in defaults && typeof defaults[name] === typeof value) values[name] = value;
  }
  return values as T;
}

/** For the loaded form: checks at once the fields the shopper left before its code came. */
export function useLeftFieldsChecked<T extends FieldValues>(
  form: UseFormReturn<T>,
  start: FormStart = NO_START,
) {
  const { trigger } = form;
  const [left] = useState(() => start.left as Path<T>[]);
  useEffect(() => {
    if (left.length > 0) void trigger(left);
  }, [trigger, left]);
}

/** A form's own fields (inputs and text areas, not buttons): what a shopper types into. */
function fieldsOf(form: HTMLFormElement | null | undefined): (HTMLInputElement | HTMLTextAreaElement)[] {
  return [...(form?.elements ?? [])].filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.name !== '',
  );
}

/** What differs from the fields' markup: typed text, a changed tick, a chosen radio. */
function typedValues(form: HTMLFormElement | null | undefined): FormStart['typed'] {
  const typed: Record<string, string | boolean> = {};
  for (const field of fieldsOf(form)) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) typed[field.name] = field.checked;
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked && !field.defaultChecked) typed[field.name] = field.value;
    } else if (field.value !== field.defaultValue) {
      typed[field.name] = field.value;
    }
  }
  return typed;
}

interface Focus {
  name: string;
  start: number | null;
  end: number | null;
}

function focusIn(form: HTMLFormElement | null | undefined): Focus | null {
  const active = document.activeElement;
  const field = fieldsOf(form).find((candidate) => candidate === active);
  return field ? { name: field.name, start: field.selectionStart, end: field.selectionEnd } : null;
}

function restoreFocus(form: HTMLFormElement | null | undefined, focus: Focus | null) {
  const field = focus && fieldsOf(form).find((candidate) => candidate.name === focus.name);
  if (!field) return;
  field.focus();
  // Types without a caret (email, checkbox) answer null and refuse setSelectionRange.
  if (focus.start !== null && focus.end !== null) field.setSelectionRange(focus.start, focus.end);
}

export interface FormCode<T> {
  /** The form's module and what was done before it came; null until then. */
  code: { module: T; start: FormStart } | null;
  /** On the element around the form (waiting or loaded): where the typed values are read. */
  box: {
    ref: RefObject<HTMLDivElement | null>;
    onFocus: () => void;
    onPointerDown: () => void;
    onBlur: (event: React.FocusEvent) => void;
  };
  /** The waiting form's onSubmit: made again once the code is there. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Imports a form's code (`load`, a stable function declared at module level) after the page's first
 * paint, or at once on the first focus or press inside `box`, and hands it over with what was typed.
 */
export function useFormCode<T>(load: () => Promise<T>): FormCode<T> {
  const [code, setCode] = useState<FormCode<T>['code']>(null);
  const ref = useRef<HTMLDivElement>(null);
  const left = useRef(new Set<string>());
  const submitted = useRef(false);
  const loading = useRef<Promise<void> | null>(null);

  const start = useCallback(() => {
    loading.current ??= load().then(
      (module) => {
        const form = ref.current?.querySelector('form');
        const focus = focusIn(form);
        const start: FormStart = {
          typed: typedValues(form),
          left: [...left.current].filter((name) => name !== focus?.name),
        };
        // Read and swapped in one task: nothing typed in between can be lost.
        flushSync(() => setCode({ module, start }));
        const loaded = ref.current?.querySelector('form');
        restoreFocus(loaded, focus);
        if (submitted.current) loaded?.requestSubmit();
      },
      (error: unknown) => {
        // Offline or a new release: the form waits, and the next focus or press tries again.
        loading.current = null;
        console.warn('form code not loaded', error);
      },
    );
  }, [load]);

  useEffect(() => afterFirstPaint(start), [start]);

  return {
    code,
    box: {
      ref,
      onFocus: start,
      onPointerDown: start,
      onBlur: (event) => {
        const name = (event.target as Partial<HTMLInputElement>).name;
        if (!code && name) left.current.add(name);
      },
    },
    onSubmit: (event) => {
      event.preventDefault();
      submitted.current = true;
      start();
    },
  };
}
