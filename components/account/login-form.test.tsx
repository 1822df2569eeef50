/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { TestProviders } from '@/lib/api-client/live-testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forwardRef, useImperativeHandle } from 'react';
import { LoginForm } from './login-form';

const solve = jest.fn(async () => 'solucao-do-captcha');
jest.mock('./captcha', () => ({
  CaptchaError: class extends Error {},
  Captcha: forwardRef(function FakeCaptcha(_props, ref) {
    useImperativeHandle(ref, () => ({ solve }));
    return null;
  }),
}));

function answer(status: number, body: unknown) {
  return { ok: status < 300, status, text: async () => JSON.stringify(body) } as Response;
}

async function submit() {
  render(
    <TestProviders client={new QueryClient()}>
      <LoginForm onLoggedIn={onLoggedIn} />
    </TestProviders>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@exemplo.com.br' } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'picanha-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

const onLoggedIn = jest.fn();
const bodies = () =>
  jest
    .mocked(global.fetch)
    .mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  solve.mockClear();
  onLoggedIn.mockClear();
});

describe('LoginForm', () => {
  it('solves the captcha and logs in again, unseen, when the account asks for it', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(
        answer(422, {
          error: 'Confirme que você não é um robô para entrar.',
          errors: { recaptcha_token: ['Confirme que você não é um robô para entrar.'] },
        }),
      )
      .mockResolvedValueOnce(answer(200, { token: 't', user: { id: 1, first_name: 'Ana' } }));
    await submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(solve).toHaveBeenCalledTimes(1);
    expect(bodies()[0]).not.toHaveProperty('recaptcha_token');
    expect(bodies()[1]).toMatchObject({ email: 'ana@exemplo.com.br', recaptcha_token: 'solucao-do-captcha' });
  });

  it('asks no captcha for a plain wrong password', async () => {
    global.fetch = jest.fn().mockResolvedValue(
      answer(401, {
        error: 'Email ou senha incorretos',
        errors: { email: ['Email ou senha incorretos'], password: ['Email ou senha incorretos'] },
      }),
    );
    await submit();
    expect(await screen.findAllByText('* Email ou senha incorretos')).toHaveLength(2);
    expect(solve).not.toHaveBeenCalled();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when a flood from this address is refused (429), with no captcha loop', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        answer(429, { error: 'Muitas tentativas. Tente novamente em instantes.', errors: {} }),
      );
    await submit();
    expect(await screen.findByText('Muitas tentativas. Tente novamente em instantes.')).toBeInTheDocument();
    expect(solve).not.toHaveBeenCalled();
  });
});
