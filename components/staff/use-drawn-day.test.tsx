/**
 * @jest-environment jsdom
 */
import { renderHook, waitFor } from '@testing-library/react';
import { useDrawnDay } from './use-drawn-day';

interface Day {
  date: string;
  orders: number;
}

/** The hook over `first`, then `next`: what each render drew after `next` came. */
function drawnAfterChange(first: Day | undefined, next: Day | undefined) {
  const drawn: (Day | undefined)[] = [];
  let changed = false;
  const hook = renderHook(
    ({ answer }: { answer: Day | undefined }) => {
      const value = useDrawnDay(answer);
      if (changed) drawn.push(value);
      return value;
    },
    { initialProps: { answer: first } },
  );
  return {
    hook,
    drawn,
    change: () => {
      changed = true;
      hook.rerender({ answer: next });
    },
  };
}

const monday = { date: '2026-11-30', orders: 3 };
const mondayLater = { date: '2026-11-30', orders: 4 };
const tuesday = { date: '2026-12-01', orders: 7 };

test('draws the answer once the background render has it', async () => {
  const { hook } = drawnAfterChange(monday, monday);
  await waitFor(() => expect(hook.result.current).toBe(monday));
});

test('a refresh of the same day keeps the day drawn until the new answer is', async () => {
  const { hook, drawn, change } = drawnAfterChange(monday, mondayLater);
  await waitFor(() => expect(hook.result.current).toBe(monday));
  change();
  await waitFor(() => expect(hook.result.current).toBe(mondayLater));
  // Never the loading state in between.
  expect(drawn.every((value) => value === monday || value === mondayLater)).toBe(true);
});

test('another day is never drawn with the day before: the loading state shows meanwhile', async () => {
  const { hook, drawn, change } = drawnAfterChange(monday, tuesday);
  await waitFor(() => expect(hook.result.current).toBe(monday));
  change();
  await waitFor(() => expect(hook.result.current).toBe(tuesday));
  expect(drawn).not.toContain(monday);
});

test('no answer (another day being asked for) draws nothing', async () => {
  const { hook, change } = drawnAfterChange(monday, undefined);
  await waitFor(() => expect(hook.result.current).toBe(monday));
  change();
  expect(hook.result.current).toBeUndefined();
});
