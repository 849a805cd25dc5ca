import { type RefObject, useEffect, useRef } from 'react';

/** A captcha provider the deploy configured, with its public site key (and its script's address when the deploy overrides it: CAPTCHA_SCRIPT_URL). */
export interface Captcha {
  provider: 'recaptcha' | 'turnstile';
  siteKey: string;
  script?: string;
}

declare global {
  interface Window {
    grecaptcha?: { ready(cb: () => void): void; execute(key: string, options: { action: string }): Promise<string> };
    turnstile?: {
      render(element: HTMLElement, options: { sitekey: string; action: string; 'response-field': boolean; callback: (token: string) => void }): string;
      getResponse(widget: string): string | undefined;
      reset(widget: string): void;
    };
  }
}

const scripts = new Map<string, Promise<void>>();

/** Loads a script once; every caller waits for the same load (a second form on the page too). */
export function loadScript(src: string): Promise<void> {
  let loaded = scripts.get(src);
  if (!loaded) {
    loaded = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`captcha script ${src} did not load`));
      document.head.appendChild(script);
    });
    scripts.set(src, loaded);
  }
  return loaded;
}

/** The provider's widget script (or the deploy's override of it), rendering on our call. */
function scriptOf(captcha: Captcha): string {
  const recaptcha = captcha.provider === 'recaptcha';
  const url = new URL(captcha.script ?? (recaptcha ? 'https://www.google.com/recaptcha/api.js' : 'https://challenges.cloudflare.com/turnstile/v0/api.js'));
  url.searchParams.set('render', recaptcha ? captcha.siteKey : 'explicit');
  return url.href;
}

/** How long a send waits for Turnstile's token when the widget has none yet. */
const TOKEN_WAIT_MS = 8000;

/**
 * The captcha of a form (SPEC §7: a token obtained first, sent as g-recaptcha-response):
 * Turnstile's widget is rendered in `box` when the form mounts; `token()` gives its token
 * (waiting for it a moment if it has none yet) and resets the widget, since a token is good
 * once; reCAPTCHA v3 runs invisibly on submit. '' without a captcha or when none came: the
 * server then refuses the form with its message.
 */
export function useCaptcha(captcha: Captcha | null, action: string): { box: RefObject<HTMLDivElement | null>; token: () => Promise<string> } {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  const waiting = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (captcha?.provider !== 'turnstile' || !box.current) return;
    const element = box.current;
    loadScript(scriptOf(captcha))
      .then(() => {
        widget.current = window.turnstile?.render(element, { sitekey: captcha.siteKey, action, 'response-field': false, callback: () => waiting.current?.() }) ?? null;
      })
      .catch((error: unknown) => console.error('captcha unavailable', error));
  }, [captcha, action]);
  async function token(): Promise<string> {
    if (!captcha) return '';
    if (captcha.provider === 'recaptcha') {
      await loadScript(scriptOf(captcha));
      await new Promise<void>((resolve) => window.grecaptcha!.ready(resolve));
      return window.grecaptcha!.execute(captcha.siteKey, { action });
    }
    const id = widget.current;
    const turnstile = window.turnstile;
    if (!id || !turnstile) return '';
    if (!turnstile.getResponse(id)) await new Promise<void>((resolve) => ((waiting.current = resolve), setTimeout(resolve, TOKEN_WAIT_MS)));
    const found = turnstile.getResponse(id) ?? '';
    if (found) turnstile.reset(id);
    return found;
  }
  return { box, token };
}
