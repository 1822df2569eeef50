/**
 * A page that has not painted yet, in a test. A test file that holds the first paint replaces the shell's
 * helper with this module, the real helper watched:
 *
 *   jest.mock('@/lib/shell/after-first-paint', () => jest.requireActual('@/test-support/first-paint'));
 *
 * Every test starts with the real helper again; holdFirstPaint makes the work wait for `paint()`.
 */
const actual = jest.requireActual<typeof import('@/lib/shell/after-first-paint')>(
  '@/lib/shell/after-first-paint',
);

export const afterFirstPaint = jest.fn(actual.afterFirstPaint);

beforeEach(() => {
  afterFirstPaint.mockImplementation(actual.afterFirstPaint);
});

/** Work given to afterFirstPaint waits until `paint()`; `cancel` is the function every such call returned. */
export function holdFirstPaint() {
  const waiting: (() => unknown)[] = [];
  const cancel = jest.fn();
  afterFirstPaint.mockImplementation((work) => {
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
