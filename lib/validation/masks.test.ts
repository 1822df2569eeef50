import { maskCep, maskPhone } from './masks';

describe('address form masks', () => {
  it('shows a CEP as 00000-000 while it is typed', () => {
    expect(maskCep('418')).toBe('418');
    expect(maskCep('41810')).toBe('41810');
    expect(maskCep('418100')).toBe('41810-0');
    expect(maskCep('41810010')).toBe('41810-010');
    expect(maskCep('41810-0109')).toBe('41810-010');
  });

  it('shows a phone as (71) 90000-0000 or (71) 3333-4444 while it is typed', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('7')).toBe('(7');
    expect(maskPhone('71')).toBe('(71');
    expect(maskPhone('71999')).toBe('(71) 999');
    expect(maskPhone('7199998')).toBe('(71) 9999-8');
    expect(maskPhone('7133334444')).toBe('(71) 3333-4444');
    expect(maskPhone('71999998888')).toBe('(71) 99999-8888');
    expect(maskPhone('(71) 99999-8888')).toBe('(71) 99999-8888');
    expect(maskPhone('5571999998888')).toBe('5571999998888');
  });
});
