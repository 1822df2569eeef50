'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form/form-alert';
import { REGISTER_PANE_HASH } from '@/lib/account/register-pane';
import { afterLoginPath, loadPage, needsPageLoad } from '@/lib/account/navigation';
import { queryKeys } from '@/lib/api-client/query-keys';
import { useCurrentUser, type User } from '@/lib/api-client/session';
import { useFormCode } from '@/components/ui/form/form-code';
import { WaitingLoginForm } from './login-form-view';
import { WaitingRegisterForm } from './register-form-view';

type Pane = 'login' | 'register';

// The forms' code (react-hook-form, the account calls) comes after the page's first paint, or at the
// shopper's first touch of a form; until then the page draws the forms' markup (useFormCode).
const loadLoginForm = () => import('./login-form');
const loadRegisterForm = () => import('./register-form');

function LoginFormSlot({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { code, box, onSubmit } = useFormCode(loadLoginForm);
  return (
    <div {...box}>
      {code ? (
        <code.module.LoginForm onLoggedIn={onLoggedIn} start={code.start} />
      ) : (
        <WaitingLoginForm onSubmit={onSubmit} />
      )}
    </div>
  );
}

function RegisterFormSlot({ onRegistered }: { onRegistered: () => void }) {
  const { code, box, onSubmit } = useFormCode(loadRegisterForm);
  return (
    <div {...box}>
      {code ? (
        <code.module.RegisterForm onRegistered={onRegistered} start={code.start} />
      ) : (
        <WaitingRegisterForm onSubmit={onSubmit} />
      )}
    </div>
  );
}

/**
 * /login: register and login side by side; on mobile the shopper picks one. Logged-in visitors go to
 * the kept path at once, and so does everyone who logs in or registers here; without one, a staff member
 * goes to their screen and a customer to / (afterLoginPath).
 */
export function LoginRegister({ redirect, alert }: { redirect: string | null; alert: string | null }) {
  const router = useRouter();
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const [pane, setPane] = useState<Pane>('login');

  const go = useCallback(
    (path: string) => (needsPageLoad(path) ? loadPage(path) : router.replace(path)),
    [router],
  );

  useEffect(() => {
    if (user) go(afterLoginPath(redirect, user.role));
  }, [user, redirect, go]);

  // The hash is the browser's alone: read once hydrated, and again when CADASTRAR is used on /login.
  const [registerAsked, setRegisterAsked] = useState(0);
  useEffect(() => {
    const follow = () => {
      if (window.location.hash !== `#${REGISTER_PANE_HASH}`) return;
      setPane('register');
      setRegisterAsked((times) => times + 1);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  // Once the pane shows (committed with the request: a hidden pane's field cannot take the focus), its
  // first field takes the focus, which brings it into view.
  useEffect(() => {
    if (registerAsked > 0) document.querySelector<HTMLElement>(`#${REGISTER_PANE_HASH} input`)?.focus();
  }, [registerAsked]);

  const done = () => {
    void client.invalidateQueries({ queryKey: queryKeys.cart.all() });
    // The login's answer put the user in the cache (useLogin, useRegister).
    go(afterLoginPath(redirect, client.getQueryData<User>(queryKeys.session.me())?.role));
    router.refresh();
  };

  const tab = (value: Pane, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${value}-tab`}
      aria-controls={value === 'register' ? REGISTER_PANE_HASH : 'login-panel'}
      aria-selected={pane === value}
      onClick={() => setPane(value)}
      className={`flex-1 border-b-2 py-2 text-sm font-bold uppercase ${
        pane === value ? 'border-brand text-brand' : 'border-transparent text-warm-700'
      }`}
    >
      {label}
    </button>
  );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      {alert && <FormAlert tone="info">{alert}</FormAlert>}
      <div role="tablist" aria-label="Entrar ou cadastrar" className="flex md:hidden">
        {tab('login', 'Entrar')}
        {tab('register', 'Cadastrar')}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          id="login-panel"
          role="tabpanel"
          aria-labelledby="login-title"
          className={`${pane === 'login' ? 'block' : 'hidden'} rounded-lg bg-white p-5 shadow-sm ring-1 ring-warm-200 md:block`}
        >
          <h1 id="login-title" className="mb-4 text-lg font-bold text-brand">
            JÁ SOU CLIENTE
          </h1>
          <LoginFormSlot onLoggedIn={done} />
        </section>
        <section
          id={REGISTER_PANE_HASH}
          role="tabpanel"
          aria-labelledby="register-title"
          className={`${pane === 'register' ? 'block' : 'hidden'} rounded-lg bg-white p-5 shadow-sm ring-1 ring-warm-200 md:block`}
        >
          <h2 id="register-title" className="mb-4 text-lg font-bold text-brand">
            QUERO ME CADASTRAR
          </h2>
          <RegisterFormSlot onRegistered={done} />
        </section>
      </div>
    </div>
  );
}
