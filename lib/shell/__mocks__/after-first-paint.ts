/**
 * What `jest.mock('…/after-first-paint')` gives a test file: the real helper, watched, so that one test can
 * hold the page's first paint (holdFirstPaint, ../first-paint-fixtures.ts). Every test starts with the real
 * helper again.
 */
const actual = jest.requireActual<typeof import('../after-first-paint')>('../after-first-paint');

export const afterFirstPaint = jest.fn(actual.afterFirstPaint);

beforeEach(() => {
  afterFirstPaint.mockImplementation(actual.afterFirstPaint);
});
