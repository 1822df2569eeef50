import {
  changePasswordSchema,
  forgotPasswordSchema,
  LOGIN_PASSWORD_MAX,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
  userUpdateSchema,
} from './account';
import { fieldErrors as errorsOf } from '@/test-support/field-errors';
import { MSG } from '@/lib/rules/field-messages';

const validRegistration = {
  first_name: 'Ana',
  last_name: 'Souza',
  cpf: '52998224725',
  email: 'ana@exemplo.com.br',
  password: 'picanha-2026',
  password_confirmation: 'picanha-2026',
};

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    expect(errorsOf(registerSchema, validRegistration)).toEqual({});
  });

  it('reports every field at once, one message each', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      first_name: [MSG.required],
      last_name: [MSG.required],
      cpf: [MSG.required],
      email: [MSG.required],
      password: [MSG.required],
      password_confirmation: [MSG.required],
    });
  });

  it.each([
    ['first_name', 'A'.repeat(31), MSG.firstNameLong],
    ['last_name', 'S'.repeat(31), MSG.lastNameLong],
    ['first_name', '   ', MSG.required],
    ['cpf', '5299822472', MSG.cpfLength],
    ['cpf', '52998224724', MSG.cpfInvalid],
    ['cpf', '11111111111', MSG.cpfInvalid],
    ['email', 'ana@', MSG.emailInvalid],
    ['email', 'ana exemplo.com', MSG.emailInvalid],
    ['password', '12345', MSG.passwordShort],
    ['password', 'x'.repeat(51), MSG.passwordLong],
  ])('%s = %j: %s', (field, value, message) => {
    const errors = errorsOf(registerSchema, {
      ...validRegistration,
      [field]: value,
      ...(field === 'password' ? { password_confirmation: value } : {}),
    });
    expect(errors[field]).toEqual([message]);
  });

  it('accepts 30-character names and a 6- or 50-character password', () => {
    expect(errorsOf(registerSchema, { ...validRegistration, first_name: 'A'.repeat(30) })).toEqual({});
    for (const password of ['123456', 'x'.repeat(50)]) {
      expect(
        errorsOf(registerSchema, { ...validRegistration, password, password_confirmation: password }),
      ).toEqual({});
    }
  });

  it('needs the confirmation to match, reported with the other errors', () => {
    expect(
      errorsOf(registerSchema, { ...validRegistration, cpf: '123', password_confirmation: 'outra-senha' }),
    ).toEqual({ cpf: [MSG.cpfLength], password_confirmation: [MSG.passwordMismatch] });
  });

  it('the form also needs the terms accepted', () => {
    expect(errorsOf(registerFormSchema, { ...validRegistration, terms: false })).toEqual({
      terms: [MSG.termsRequired],
    });
    expect(errorsOf(registerFormSchema, { ...validRegistration, terms: true })).toEqual({});
  });
});

describe('control characters in the account', () => {
  it.each(['first_name', 'last_name', 'email'])('%s refuses line breaks and controls', (field) => {
    for (const control of ['\n', '\r\n', '\u001b', '\u0085']) {
      const value = field === 'email' ? `ana${control}@exemplo.com.br` : `Ana${control}`;
      expect(errorsOf(registerSchema, { ...validRegistration, [field]: value })).toEqual({
        [field]: [MSG.singleLine],
      });
    }
    if (field !== 'email') {
      expect(
        errorsOf(userUpdateSchema, { first_name: 'Ana', last_name: 'Souza', [field]: 'Ana\r\n' }),
      ).toEqual({
        [field]: [MSG.singleLine],
      });
    }
  });
});

describe('loginSchema', () => {
  it('needs both fields, an e-mail that is one, and checks the guest cart token shape', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: [MSG.required],
      password: [MSG.required],
    });
    expect(errorsOf(loginSchema, { email: 'cliente@exemplo', password: 'x' })).toEqual({
      email: [MSG.emailInvalid],
    });
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: 'x', order_token: 'ab' })).toEqual({
      order_token: ['Carrinho inválido'],
    });
    expect(
      errorsOf(loginSchema, { email: 'a@b.co', password: 'x', remember: true, order_token: 'Gt5xZ-9_abc' }),
    ).toEqual({});
  });
});

describe('loginSchema: the password bound', () => {
  it(`accepts a password of up to ${LOGIN_PASSWORD_MAX} characters and fails the login past that`, () => {
    const login = (password: string) => errorsOf(loginSchema, { email: 'a@b.co', password });
    expect(login('x'.repeat(LOGIN_PASSWORD_MAX))).toEqual({});
    expect(login('x'.repeat(LOGIN_PASSWORD_MAX + 1))).toEqual({ password: [MSG.loginFailed] });
  });
});

describe('userUpdateSchema', () => {
  it('validates names and CPF; the CPF may be absent', () => {
    expect(errorsOf(userUpdateSchema, { first_name: 'Ana', last_name: 'Souza' })).toEqual({});
    expect(errorsOf(userUpdateSchema, { first_name: '', last_name: 'Souza', cpf: '123' })).toEqual({
      first_name: [MSG.required],
      cpf: [MSG.cpfLength],
    });
  });

  it('lets the CPF stay blank (the service refuses it when one is stored)', () => {
    for (const cpf of ['', '   ', null]) {
      expect(errorsOf(userUpdateSchema, { first_name: 'Ana', last_name: 'Souza', cpf })).toEqual({});
    }
  });
});

describe('changePasswordSchema', () => {
  it('applies the password rule to all three fields', () => {
    expect(
      errorsOf(changePasswordSchema, {
        old_password: '123',
        password: '1234567',
        password_confirmation: '1',
      }),
    ).toEqual({
      old_password: [MSG.passwordShort],
      password_confirmation: [MSG.passwordShort, MSG.passwordMismatch],
    });
  });
});

describe('forgot and reset password', () => {
  it('needs a well-formed e-mail', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: [MSG.required] });
    expect(errorsOf(forgotPasswordSchema, { email: 'ana.exemplo.com' })).toEqual({
      email: [MSG.emailInvalid],
    });
  });

  it('needs 6 to 50 characters and a matching confirmation', () => {
    const email = 'ana@exemplo.com.br';
    expect(errorsOf(resetPasswordSchema, { email, password: '', password_confirmation: '' })).toEqual({
      password: [MSG.required],
      password_confirmation: [MSG.required],
    });
    expect(
      errorsOf(resetPasswordSchema, { email, password: '12345', password_confirmation: '12345' }),
    ).toEqual({
      password: [MSG.passwordShort],
    });
    expect(
      errorsOf(resetPasswordSchema, { email, password: 'x'.repeat(51), password_confirmation: 'y' }),
    ).toEqual({ password: [MSG.passwordLong], password_confirmation: [MSG.passwordMismatch] });
    expect(
      errorsOf(resetPasswordSchema, { email, password: '123456', password_confirmation: '123456' }),
    ).toEqual({});
  });
});

describe('non-object input', () => {
  it('is a type error, never a crash', () => {
    expect(() => errorsOf(registerSchema, null)).not.toThrow();
    expect(Object.keys(errorsOf(registerSchema, null))).toEqual(['base']);
  });
});
