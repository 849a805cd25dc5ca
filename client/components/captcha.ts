import { type RefObject, useEffect, useRef } from 'react';

/** A captcha provider the deploy configured, with its public site key. */
export interface Captcha {
  provider: 'recaptcha' | 'turnstile';
  siteKey: string;
}

declare global {
  interface Window {
    grecaptcha?: { ready(cb: () => void): void; execute(key: string, options: { action: string }): Promise<string> };
    turnstile?: { render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void }): string; getResponse(widget: string): string | undefined };
  }
}

export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`captcha script ${src} did not load`));
    document.head.appendChild(script);
  });
}

/**
 * The captcha token (SPEC §7: obtained first, sent as g-recaptcha-response). reCAPTCHA v3
 * runs invisibly on submit; Turnstile's widget is rendered in the form when it mounts and
 * has its token by the time the visitor sends.
 */
export async function captchaToken(captcha: Captcha | null, turnstileWidget: string | null, action = 'contact'): Promise<string> {
  if (!captcha) return '';
  if (captcha.provider === 'recaptcha') {
    await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(captcha.siteKey)}`);
    await new Promise<void>((resolve) => window.grecaptcha!.ready(resolve));
    return window.grecaptcha!.execute(captcha.siteKey, { action });
  }
  return (turnstileWidget && window.turnstile?.getResponse(turnstileWidget)) || '';
}

/**
 * The captcha of a form: Turnstile's widget is rendered in `box` when the form mounts;
 * `token()` gives what to send as g-recaptcha-response (reCAPTCHA v3 runs on submit).
 */
export function useCaptcha(captcha: Captcha | null, action: string): { box: RefObject<HTMLDivElement | null>; token: () => Promise<string> } {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  useEffect(() => {
    if (captcha?.provider !== 'turnstile' || !box.current) return;
    const element = box.current;
    loadScript('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit')
      .then(() => {
        widget.current = window.turnstile?.render(element, { sitekey: captcha.siteKey, callback: () => {} }) ?? null;
      })
      .catch((error: unknown) => console.error('captcha unavailable', error));
  }, [captcha]);
  return { box, token: () => captchaToken(captcha, widget.current, action) };
}
