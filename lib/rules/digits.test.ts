import { cpfDigits, onlyDigits } from './digits';

describe('digits', () => {
  it('keeps only the digits of what was typed', () => {
    expect(onlyDigits('(71) 99876-5432')).toBe('71998765432');
  });

  it('reads a whole CPF written with or without its dots, dash and spaces, and nothing else', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits('529 982 247 25')).toBe('52998224725');
    expect(cpfDigits('52998224725')).toBe('52998224725');
    expect(cpfDigits('529.982.247')).toBeNull();
    expect(cpfDigits('529982247250')).toBeNull();
    expect(cpfDigits('ana 52998224725')).toBeNull();
  });
});
