import { afterFirstPaint } from './after-first-paint';

const { afterFirstPaint: actualAfterFirstPaint } =
  jest.requireActual<typeof import('./after-first-paint')>('./after-first-paint');

// For test files that mock './after-first-paint' with a jest.fn: each test starts with the real helper.
beforeEach(() => {
  jest.mocked(afterFirstPaint).mockImplementation(actualAfterFirstPaint);
});

/**
 * A page that has not painted yet: work given to afterFirstPaint waits until `paint()` (the file must mock
 * './after-first-paint' with a jest.fn). `cancel` is the function every such call returned.
 */
export function holdFirstPaint() {
  const waiting: (() => unknown)[] = [];
  const cancel = jest.fn();
  jest.mocked(afterFirstPaint).mockImplementation((work) => {
    waiting.push(work);
    return cancel;
  });
  return {
    paint: () => {
      for (const work of waiting.splice(0)) void work();
    },
    cancel,
  };
}
