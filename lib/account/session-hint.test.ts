import { SIGNED_IN_HINT_COOKIE, hasSignedInHint } from './session-hint';

describe('hasSignedInHint', () => {
  it('finds the hint among other cookies, wherever it is', () => {
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSignedInHint(`a=b; ${SIGNED_IN_HINT_COOKIE}=1; c=d`)).toBe(true);
    expect(hasSignedInHint(`a=b;${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
  });

  it('is false without it, with another value or for a cookie whose name only ends like it', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('a=b; c=d')).toBe(false);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=`)).toBe(false);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=0`)).toBe(false);
    expect(hasSignedInHint(`x${SIGNED_IN_HINT_COOKIE}=1`)).toBe(false);
  });
});
