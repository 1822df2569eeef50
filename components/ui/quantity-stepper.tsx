import type { ReactNode, Ref } from 'react';

/** One of the stepper's two buttons: what it is called for a screen reader, and what it does. */
export interface Step {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * The shop's −/+ control: a button either side of the value. The value is a live `<output>` (what a
 * screen reader announces as it changes), or `children` where the middle is a control of its own (the
 * portioning slider's range). The buttons carry data-step="down" and "up", so a caller can find them
 * (the item controls hand the focus to the enabled one). With `label` or `labelledBy` the whole is a
 * named group. Callers give the classes: the cart's steppers, the blend's and the barbecue's counters
 * each keep their own look.
 */
export function QuantityStepper({
  label,
  labelledBy,
  className,
  buttonClassName,
  decrease,
  increase,
  value,
  valueClassName,
  valueLabel,
  children,
  ref,
  tabIndex,
}: {
  label?: string;
  labelledBy?: string;
  className: string;
  buttonClassName: string;
  decrease: Step;
  increase: Step;
  value?: ReactNode;
  valueClassName?: string;
  /** The output's own name, where the group's label is not its name (the barbecue's guest counters). */
  valueLabel?: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}) {
  const named = label !== undefined || labelledBy !== undefined;
  return (
    <div
      ref={ref}
      role={named ? 'group' : undefined}
      tabIndex={tabIndex}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={className}
    >
      <StepButton step={decrease} direction="down" className={buttonClassName} />
      {children ?? (
        <output aria-live="polite" aria-label={valueLabel} className={valueClassName}>
          {value}
        </output>
      )}
      <StepButton step={increase} direction="up" className={buttonClassName} />
    </div>
  );
}

function StepButton({
  step,
  direction,
  className,
}: {
  step: Step;
  direction: 'down' | 'up';
  className: string;
}) {
  return (
    <button
      type="button"
      data-step={direction}
      className={className}
      disabled={step.disabled}
      onClick={step.onClick}
      aria-label={step.label}
    >
      {direction === 'down' ? '−' : '+'}
    </button>
  );
}
