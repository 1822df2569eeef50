/** Customers for API tests: registered through the real API (captcha solved as the browser would). */
import { randomInt } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { TestApi } from './test-api';
import { solveCaptcha } from './solve-captcha';

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
  cpf: string;
  token: string;
}

let sequence = 0;

/** A fresh client address, so that per-IP throttling of one test does not leak into another. */
function randomIp(): string {
  return `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

export function jsonRequest(
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

export async function captchaToken(api: TestApi): Promise<string> {
  const { body } = await api.json<Parameters<typeof solveCaptcha>[0]>('/v2/captcha/challenge');
  return solveCaptcha(body);
}

/**
 * A token built on a real challenge's parameters whose signature is an array as long as a hex one:
 * a forgery the server must refuse like any unsolved captcha.
 */
export async function forgedCaptchaToken(api: TestApi): Promise<string> {
  const { body } = await api.json<Parameters<typeof solveCaptcha>[0]>('/v2/captcha/challenge');
  const challenge = { parameters: body.parameters, signature: Array(64).fill('a') };
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } })).toString(
    'base64',
  );
}

export function registration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    first_name: 'Ana',
    last_name: 'Souza',
    cpf: generateCpf(),
    email: `cliente${sequence}.${Date.now()}@exemplo.com.br`,
    password: 'picanha-2026',
    password_confirmation: 'picanha-2026',
    ...overrides,
  };
}

/** Registers a customer and logs in with a bearer token. */
export async function createCustomer(
  api: TestApi,
  overrides: Record<string, unknown> = {},
): Promise<TestCustomer> {
  const input = registration(overrides);
  const registered = await api.json<{ id: number }>(
    '/v2/users',
    jsonRequest('POST', { ...input, recaptcha_token: await captchaToken(api) }),
  );
  if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const login = await api.json<{ token: string }>(
    '/v2/auth',
    jsonRequest('POST', { email: input.email, password: input.password }),
  );
  return {
    id: registered.body.id,
    email: input.email,
    password: input.password,
    cpf: input.cpf,
    token: login.body.token,
  };
}
