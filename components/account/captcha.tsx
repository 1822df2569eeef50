'use client';

/**
 * The register form's invisible human check: the self-hosted ALTCHA widget fetches a signed challenge
 * from the sales API and solves its proof of work in Web Workers when the form is submitted.
 */
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { SALES_API_BASE } from '@/lib/api-client/client';

/**
 * The signed ALTCHA challenge the widget solves. Here, not with the account calls (lib/api-client/
 * accounts.ts): the page's first load draws the widget, the forms' code brings those calls after it.
 */
const CAPTCHA_CHALLENGE_PATH = '/v2/captcha/challenge';

export interface CaptchaHandle {
  /** Solves a fresh challenge; answers the payload to send as recaptcha_token. */
  solve(): Promise<string>;
}

export class CaptchaError extends Error {}

export const Captcha = forwardRef<CaptchaHandle>(function Captcha(_, ref) {
  const widget = useRef<AltchaWidgetElement>(null);
  const loaded = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    // The widget registers a custom element: load it in the browser only, and only once the visitor
    // starts using the form (its ~34 kB gz would otherwise block the main thread as /login opens).
    // solve() loads it too, so a form sent at once still waits for it.
    const load = () => {
      loaded.current ??= import('altcha');
    };
    const form = widget.current?.closest('form');
    if (!form) return load();
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const event of events) form.addEventListener(event, load, { once: true });
    return () => {
      for (const event of events) form.removeEventListener(event, load);
    };
  }, []);

  useImperativeHandle(ref, () => ({
    async solve() {
      await (loaded.current ??= import('altcha'));
      await customElements.whenDefined('altcha-widget');
      const element = widget.current;
      if (!element) throw new CaptchaError('captcha widget missing');
      element.reset();
      const result = await element.verify();
      if (!result?.payload) throw new CaptchaError('captcha not solved');
      return result.payload;
    },
  }));

  return (
    <altcha-widget
      ref={widget as React.Ref<HTMLElement>}
      challenge={`${SALES_API_BASE}${CAPTCHA_CHALLENGE_PATH}`}
      display="invisible"
      auto="off"
      name="altcha"
      suppressHydrationWarning
    />
  );
});
