import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', null],
    ['a', 'Fraca'],
    ['abc!@#1', 'Fraca'], // 7 characters: weak even with symbols
    ['abcdefgh', 'Média'], // exactly 8
    ['churrasco 2026', 'Média'], // letters, digits and a space
    ['picanha-maturada', 'Forte'], // 16 characters
    ['picanha-maturad', 'Média'], // exactly 15
    ['açougue-bahia', 'Média'], // accented letters are letters
    ['churrasco!', 'Forte'],
    ['senha_123', 'Forte'], // underscore is outside letters, digits, hyphen and space
  ])('rates %j as %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});
