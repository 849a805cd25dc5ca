import { type RefObject, useEffect, useRef } from 'react';
import { TURNSTILE_SCRIPT } from '../../shared/captcha';

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
      render(
        element: HTMLElement,
        options: { sitekey: string; action: string; 'response-field': boolean; callback: () => void; 'error-callback': () => boolean },
      ): string;
      getResponse(widget: string): string | undefined;
      reset(widget: string): void;
    };
  }
}

const scripts = new Map<string, Promise<void>>();

/**
 * Loads a script once; every caller waits for the same load (a second form on the page too).
 * When the page already holds it (a form the server rendered with Turnstile's own widget,
 * worker/site/render/captcha-widget.tsx), that load is ours: `ready` says whether it is done.
 */
export function loadScript(src: string, ready: () => boolean = () => false): Promise<void> {
  let loaded = scripts.get(src);
  if (!loaded) {
    loaded = new Promise((resolve, reject) => {
      if (ready()) return resolve();
      let script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
      if (!script) {
        script = document.createElement('script');
        script.src = src;
        script.async = true;
        document.head.appendChild(script);
      }
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error(`captcha script ${src} did not load`)));
    });
    scripts.set(src, loaded);
  }
  return loaded;
}

/**
 * The provider's widget script (or the deploy's override of it). Turnstile's is the one address
 * the server-rendered forms name too, so a page loads it once (explicit render() works beside
 * its implicit rendering, which only looks at `cf-turnstile` elements); reCAPTCHA's names the key.
 */
function scriptOf(captcha: Captcha): string {
  if (captcha.provider === 'turnstile') return captcha.script ?? TURNSTILE_SCRIPT;
  const url = new URL(captcha.script ?? 'https://www.google.com/recaptcha/api.js');
  url.searchParams.set('render', captcha.siteKey);
  return url.href;
}

/** How long a send waits for Turnstile's token when the widget has none yet. */
const TOKEN_WAIT_MS = 8000;

/**
 * The captcha of a form (a token obtained first, sent as g-recaptcha-response):
 * Turnstile's widget is rendered in `box` when the form mounts; `token()` gives its token
 * (waiting for it a moment if it has none yet) and resets the widget, since a token is good
 * once; reCAPTCHA v3 runs invisibly on submit. '' without a captcha or when none came: the
 * server then refuses the form with its message.
 */
export function useCaptcha(captcha: Captcha | null, action: string): { box: RefObject<HTMLDivElement | null>; token: () => Promise<string> } {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  const waiting = useRef<(() => void) | null>(null);
  const failed = useRef(false);
  useEffect(() => {
    if (captcha?.provider !== 'turnstile' || !box.current) return;
    const element = box.current;
    loadScript(scriptOf(captcha), () => Boolean(window.turnstile))
      .then(() => {
        // A token, or the widget's failure (handled: a send then goes without one and the server says so), ends a send's wait.
        const settle = (failure: boolean) => ((failed.current = failure), waiting.current?.());
        const options = {
          sitekey: captcha.siteKey,
          action,
          'response-field': false,
          callback: () => settle(false),
          'error-callback': () => (settle(true), true),
        };
        widget.current = window.turnstile?.render(element, options) ?? null;
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
    if (!turnstile.getResponse(id) && !failed.current) await new Promise<void>((resolve) => ((waiting.current = resolve), setTimeout(resolve, TOKEN_WAIT_MS)));
    const found = turnstile.getResponse(id) ?? '';
    if (found) turnstile.reset(id);
    return found;
  }
  return { box, token };
}
