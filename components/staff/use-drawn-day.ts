import { useDeferredValue } from 'react';

/**
 * A day's answer (the board, the driver's route) as the screen draws it: rendered in the background
 * (React's useDeferredValue), in slices that give the browser back its main thread every few milliseconds,
 * rather than in one long task as the answer arrives (docs/performance.md). Undefined until the background
 * render has drawn an answer of the same day: the screen then shows its loading state, never another day.
 */
export function useDrawnDay<T extends { date: string }>(answer: T | undefined): T | undefined {
  const drawn = useDeferredValue(answer);
  return answer && drawn && drawn.date === answer.date ? drawn : undefined;
}
