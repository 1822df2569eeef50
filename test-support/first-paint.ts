import { afterFirstPaint } from './after-first-paint';

/**
 * A page that has not painted yet: work given to afterFirstPaint waits until `paint()` (the test file calls
 * `jest.mock('…/after-first-paint')`, see ./__mocks__). `cancel` is the function every such call returned.
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
