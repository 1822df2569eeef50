'use client';

/**
 * The register form's invisible human check: the self-hosted ALTCHA widget fetches a signed challenge
 * from the sales API and solves its proof of work in Web Workers when the form is submitted.
 */
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { CAPTCHA_CHALLENGE_PATH } from '@/lib/api-client/accounts';
import { SALES_API_BASE } from '@/lib/api-client/client';

export interface CaptchaHandle {
  /** Solves a fresh challenge; answers the payload to send as recaptcha_token. */
  solve(): Promise<string>;
}

export class CaptchaError extends Error {}

export const Captcha = forwardRef<CaptchaHandle>(function Captcha(_, ref) {
  const widget = useRef<AltchaWidgetElement>(null);
  const loaded = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    // The widget registers a custom element: load it in the browser only.
    loaded.current ??= import('altcha');
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
