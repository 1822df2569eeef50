/**
 * Accounts (docs/business-rules.md, Accounts and addresses): registration with the captcha, login and logout,
 * the customer's data and password, and the password reset by e-mail.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordRequestSchema,
  userUpdateSchema,
} from '@/lib/validation/account';
import { requireUser, signedIn } from '../api/authenticate';
import { OPTIONAL_SESSION } from '../api/openapi-document';
import { revokeSession } from '../auth/sessions';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { clientIp, enforceThrottle, THROTTLE_RULES } from '../auth/throttle';
import { CAPTCHA_FAILED, createCaptchaChallenge, isCaptchaSolved } from '../captcha/altcha';
import {
  changePassword,
  logIn,
  PASSWORD_RESET_DONE,
  register,
  requestPasswordReset,
  RESET_REQUESTED,
  resetPassword,
  updateUser,
  type Client,
} from './accounts';
import type { UserJson } from '@/lib/sales-api/accounts';
import { findUserJson, listCreditCards } from './account-json';
import type { ApiApp, ApiEnv } from '../api/env';
import { SalesError, ValidationError } from '@/lib/sales-api/errors';
import { fieldErrorsOf } from '../api/errors';
import { errorSchema, idParamSchema } from '@/lib/sales-api/openapi-parts';
import { payloadTooLargeError } from '../api/body-limit';
import { directMailerOf, requireSelf } from './account-access';
import {
  accountErrors,
  savedCreditCardSchema,
  jsonBody,
  jsonContent,
  messageSchema,
  throttledError,
  loginInvalidError,
  userSchema,
} from '@/lib/sales-api/accounts';

const tags = ['Accounts'];
const security = [{ bearer: [] }];

export function clientOf(c: Context<ApiEnv>): Client {
  return { ip: clientIp(c.req.raw.headers) };
}

async function userJsonOf(c: Context<ApiEnv>, userId: number): Promise<UserJson> {
  const user = await findUserJson(await c.var.deps.getDb(), userId);
  if (!user) throw new SalesError('not_logged_in');
  return user;
}

const captchaRoute = createRoute({
  method: 'get',
  path: '/v2/captcha/challenge',
  tags,
  summary: 'A proof-of-work challenge (ALTCHA) for the registration form',
  responses: {
    200: jsonContent(
      z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() }),
      'A signed challenge; solve it and send the payload as recaptcha_token',
    ),
  },
});

const registerRoute = createRoute({
  method: 'post',
  path: '/v2/users',
  tags,
  summary: 'Register (logs the new customer in with a browser-session cookie)',
  request: { body: jsonBody(registerSchema) },
  responses: { 201: jsonContent(userSchema, 'The new customer'), 422: accountErrors[422], ...throttledError },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/v2/auth',
  tags,
  summary: "Log in; a guest's order_token joins the customer's cart",
  request: { body: jsonBody(loginSchema) },
  responses: {
    200: jsonContent(z.object({ token: z.string(), user: userSchema }), 'The session token and the customer'),
    401: accountErrors[401],
    ...loginInvalidError,
    ...throttledError,
    ...payloadTooLargeError,
  },
});

const logoutRoute = createRoute({
  method: 'delete',
  path: '/v2/auth',
  tags,
  summary: 'Log out: the session is revoked on the server and the cookie cleared',
  security: OPTIONAL_SESSION,
  responses: { 204: { description: 'Logged out (also when there was no session)' } },
});

const meRoute = createRoute({
  method: 'get',
  path: '/v2/users/me',
  tags,
  summary: 'The logged-in customer (validates the token)',
  security,
  middleware: signedIn,
  responses: { 200: jsonContent(userSchema, 'The customer'), 401: accountErrors[401] },
});

const updateMeRoute = createRoute({
  method: 'put',
  path: '/v2/users/me',
  tags,
  summary: 'Change names (and the CPF while it is not set); the e-mail cannot change',
  security,
  middleware: signedIn,
  request: { body: jsonBody(userUpdateSchema) },
  responses: {
    200: jsonContent(userSchema, 'The customer'),
    401: accountErrors[401],
    422: accountErrors[422],
  },
});

const passwordRoute = createRoute({
  method: 'put',
  path: '/v2/users/{id}/password',
  tags,
  summary: 'Change the password: answers a new token; every other session is revoked',
  security,
  middleware: signedIn,
  request: { params: idParamSchema, body: jsonBody(changePasswordSchema) },
  responses: {
    200: jsonContent(z.object({ token: z.string() }), 'The new session token'),
    ...accountErrors,
    429: jsonContent(errorSchema, 'Too many wrong current passwords (per session and per IP)'),
    ...payloadTooLargeError,
  },
});

const usersRoute = createRoute({
  method: 'get',
  path: '/api/v1/users',
  tags,
  summary: 'The users the caller may see: only themself',
  security,
  middleware: signedIn,
  responses: {
    200: jsonContent(
      z.object({
        users: z.array(userSchema),
        count: z.number().int(),
        current_page: z.number().int(),
        pages: z.number().int(),
      }),
      'The caller',
    ),
    401: accountErrors[401],
  },
});

const userCardsRoute = createRoute({
  method: 'get',
  path: '/api/v1/users/{id}/credit_cards',
  tags,
  summary: "The customer's saved cards",
  security,
  middleware: signedIn,
  request: { params: idParamSchema },
  responses: {
    200: jsonContent(z.object({ credit_cards: z.array(savedCreditCardSchema) }), 'Saved cards'),
    401: accountErrors[401],
    403: accountErrors[403],
    422: accountErrors[422],
  },
});

const forgotRoute = createRoute({
  method: 'post',
  path: '/v2/password_reset',
  tags,
  summary: 'E-mail a reset link (the same answer whether or not the e-mail has an account)',
  request: { body: jsonBody(forgotPasswordSchema) },
  responses: { 200: jsonContent(messageSchema, 'Requested'), 422: accountErrors[422], ...throttledError },
});

const resetRoute = createRoute({
  method: 'put',
  path: '/v2/password_reset/{token}',
  tags,
  summary: 'Set a new password with the single-use, 1-hour token of the e-mailed link',
  request: {
    params: z.object({
      token: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: 'token', in: 'path' } }),
    }),
    body: jsonBody(resetPasswordRequestSchema),
  },
  responses: {
    200: jsonContent(messageSchema, 'Password changed'),
    422: accountErrors[422],
    ...throttledError,
  },
});

/**
 * Invalid fields are answered together with the captcha's verdict, so the form shows everything at once;
 * nothing here tells whether an e-mail or CPF exists. The body may be missing or not JSON at all.
 */
async function rejectRegistration(error: ZodError, c: Context<ApiEnv>): Promise<never> {
  const errors = fieldErrorsOf(error);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    body = undefined; // no JSON body: its fields are reported missing above
  }
  const token =
    typeof body === 'object' &&
    body !== null &&
    'recaptcha_token' in body &&
    typeof body.recaptcha_token === 'string'
      ? body.recaptcha_token
      : undefined;
  if (!(await isCaptchaSolved(token))) errors.recaptcha_token = [CAPTCHA_FAILED];
  throw new ValidationError(errors);
}

export function registerUserRoutes(app: ApiApp) {
  app.openapi(captchaRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await createCaptchaChallenge(), 200);
  });

  app.openapi(
    registerRoute,
    async (c) => {
      const { user, session, remember } = await register(
        await c.var.deps.getDb(),
        c.req.valid('json'),
        clientOf(c),
      );
      setSessionCookie(c, session, { remember });
      return c.json(await userJsonOf(c, user.id), 201);
    },
    (result, c) => (result.success ? undefined : rejectRegistration(result.error, c)),
  );

  app.openapi(loginRoute, async (c) => {
    const { user, session, remember } = await logIn(
      await c.var.deps.getDb(),
      c.req.valid('json'),
      clientOf(c),
    );
    setSessionCookie(c, session, { remember });
    return c.json({ token: session.token, user: await userJsonOf(c, user.id) }, 200);
  });

  app.openapi(logoutRoute, async (c) => {
    const user = await c.var.currentUser();
    if (user) await revokeSession(await c.var.deps.getDb(), user.sessionId);
    clearSessionCookie(c);
    return c.body(null, 204);
  });

  app.openapi(meRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await userJsonOf(c, user.id), 200);
  });

  app.openapi(updateMeRoute, async (c) => {
    const user = await requireUser(c);
    await updateUser(await c.var.deps.getDb(), user, c.req.valid('json'));
    return c.json(await userJsonOf(c, user.id), 200);
  });

  app.openapi(passwordRoute, async (c) => {
    const user = await requireSelf(c, c.req.valid('param').id);
    const session = await changePassword(await c.var.deps.getDb(), user, c.req.valid('json'), clientOf(c));
    // The new token lives for the browser session only.
    setSessionCookie(c, session, { remember: false });
    return c.json({ token: session.token }, 200);
  });

  app.openapi(usersRoute, async (c) => {
    const user = await requireUser(c);
    return c.json({ users: [await userJsonOf(c, user.id)], count: 1, current_page: 1, pages: 1 }, 200);
  });

  app.openapi(userCardsRoute, async (c) => {
    const user = await requireSelf(c, c.req.valid('param').id);
    return c.json({ credit_cards: await listCreditCards(await c.var.deps.getDb(), user.id) }, 200);
  });

  app.openapi(forgotRoute, async (c) => {
    const { email } = c.req.valid('json');
    await requestPasswordReset(await c.var.deps.getDb(), directMailerOf(c), email, clientOf(c));
    return c.json({ message: RESET_REQUESTED }, 200);
  });

  app.openapi(resetRoute, async (c) => {
    const db = await c.var.deps.getDb();
    await enforceThrottle(db, [[`reset-token:ip:${clientOf(c).ip}`, THROTTLE_RULES.resetPerIp]]);
    await resetPassword(db, c.req.valid('param').token, c.req.valid('json'));
    return c.json({ message: PASSWORD_RESET_DONE }, 200);
  });
}
