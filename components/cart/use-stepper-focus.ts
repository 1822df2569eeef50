'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard's place in a −/+ stepper (QuantityStepper, whose buttons carry data-step) when a step
 * disables the button just pressed (the minimum, the maximum): browsers drop the focus of a button that
 * becomes disabled to the page, so it moves to the other button, else to the stepper itself (give it
 * tabIndex={-1}). `value` and the two `…Disabled` are what the stepper shows. Call the returned function
 * as a step is taken: if the browser has already dropped the focus when the stepper redraws, it is still
 * put back, but only then (never taken from where the shopper has since put it).
 */
export function useStepperFocus(
  root: RefObject<HTMLElement | null>,
  value: unknown,
  decreaseDisabled: boolean,
  increaseDisabled: boolean,
): () => void {
  const stepping = useRef(false);
  useEffect(() => {
    const stepped = stepping.current;
    stepping.current = false;
    const element = root.current;
    if (!element) return;
    const active = document.activeElement;
    const stranded =
      active instanceof HTMLButtonElement &&
      active.disabled &&
      active.dataset.step !== undefined &&
      element.contains(active);
    const dropped = stepped && (active === null || active === document.body);
    if (!stranded && !dropped) return;
    const other = element.querySelector<HTMLElement>('button[data-step]:enabled');
    (other ?? element).focus({ preventScroll: true });
  }, [root, value, decreaseDisabled, increaseDisabled]);
  return () => {
    stepping.current = root.current?.contains(document.activeElement) ?? false;
  };
}
