import { quantityToAdd, templateIdOf } from './blend-rules';

describe('quantityToAdd', () => {
  const meat = { minimum_quantity: 500, increment_quantity: 100 };

  it('adds a meat not yet in the blend with its minimum quantity', () => {
    expect(quantityToAdd(meat, false)).toBe(500);
  });

  it('adds one more increment of a meat already in the blend', () => {
    expect(quantityToAdd(meat, true)).toBe(100);
  });
});

describe('templateIdOf', () => {
  it("reads a template's id", () => {
    expect(templateIdOf('1')).toBe(1);
    expect(templateIdOf('2147483647')).toBe(2_147_483_647);
  });

  it('takes a number no template can have for a missing template', () => {
    expect(templateIdOf('0')).toBe('missing');
    expect(templateIdOf('2147483648')).toBe('missing');
    expect(templateIdOf('12345678901')).toBe('missing');
    expect(templateIdOf('9'.repeat(400))).toBe('missing');
  });

  it('takes anything else for an invalid id', () => {
    for (const id of ['abc', '', '-1', '1.5', '1e3', ' 1']) expect(templateIdOf(id)).toBe('invalid');
  });
});
