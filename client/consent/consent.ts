/*
 * The consent of a site with its own tags, loaded only on such a site (the worker's
 * worker/site/render/consent.tsx names this module; no other page loads a byte of it). The head's
 * script has already set Consent Mode's defaults to denied and shown the banner when there is no
 * choice younger than 180 days. Here: the banner's and the footer's buttons, the per-purpose
 * dialog, the choice kept in localStorage, Consent Mode's update, each tag's script once its
 * purpose is accepted (GA4 and Tag Manager: statistics; the Meta pixel: marketing), and
 * `generate_lead` when a form is sent.
 */
import { type Choice, openDialog } from './dialog';

/** The stored choice: the two purposes and when (ms since 1970); nothing else. The head's script reads `at` too. */
const KEY = 'consent';
const SIX_MONTHS_MS = 180 * 24 * 3600 * 1000;
/** What an island says when its lead form was taken (client/stores/form-submit.ts announces it). */
const LEAD_EVENT = 'agency:lead';

type Gtag = (...args: unknown[]) => void;
type Fbq = Gtag & { callMethod?: Gtag; queue: unknown[]; push: Fbq; loaded: boolean; version: string };
declare global {
  interface Window {
    dataLayer: unknown[];
    gtag: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const banner = document.getElementById('consent');
const tags = { ga4: banner?.dataset.ga4, gtm: banner?.dataset.gtm, meta: banner?.dataset.meta };
const loaded = new Set<string>();
let choice: Choice | null = stored();

function stored(): Choice | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as (Choice & { at: number }) | null;
    if (!value || !(Date.now() - value.at < SIX_MONTHS_MS && Date.now() >= value.at)) return null;
    return { statistics: value.statistics === true, marketing: value.marketing === true };
  } catch {
    return null;
  }
}

/** A tag's script, with the page's nonce (Tag Manager hands it on to the scripts it adds). */
function load(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // Read as the property (a parsed nonce attribute reads empty), written as the attribute, where Tag Manager looks for it.
  script.setAttribute('nonce', document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '');
  document.head.append(script);
}

/** Consent Mode's update, then the tags the choice allows (each once; a refusal later unloads nothing but denies from then on). */
function apply({ statistics, marketing }: Choice): void {
  const state = (yes: boolean) => (yes ? 'granted' : 'denied');
  const ads = state(marketing);
  window.gtag('consent', 'update', { analytics_storage: state(statistics), ad_storage: ads, ad_user_data: ads, ad_personalization: ads });
  if (statistics && tags.ga4 && !loaded.has('ga4')) {
    loaded.add('ga4');
    window.gtag('js', new Date());
    window.gtag('config', tags.ga4);
    load(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tags.ga4)}`);
  }
  if (statistics && tags.gtm && !loaded.has('gtm')) {
    loaded.add('gtm');
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    load(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tags.gtm)}`);
  }
  if (marketing && tags.meta && !window.fbq) {
    // Meta's own queue until fbevents.js takes over (its documented base code, without the noscript image).
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as Fbq;
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
    window.fbq = window._fbq = fbq;
    fbq('init', tags.meta);
    fbq('track', 'PageView');
    load('https://connect.facebook.net/en_US/fbevents.js');
  }
  window.fbq?.('consent', marketing ? 'grant' : 'revoke');
}

/** The banner gone (a choice, or "later"): if its button had the focus, the page's start takes it, not the void. */
function close(): void {
  const root = document.documentElement;
  if (!root.hasAttribute('data-consent')) return;
  root.removeAttribute('data-consent');
  if (banner?.contains(document.activeElement) || document.activeElement === document.body) document.getElementById('top')?.focus({ preventScroll: true });
}

/** The visitor's choice: kept, applied, the banner gone. Without a marketing tag, nothing asks for marketing. */
function decide(next: Choice): void {
  choice = { statistics: next.statistics, marketing: next.marketing && !!tags.meta };
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...choice, at: Date.now() }));
  } catch {
    // Storage refused (a private window's quota): the choice holds for this page only.
  }
  apply(choice);
  close();
}

/** A lead form was sent: `generate_lead` with its kind, for each tag the choice allows. */
function lead(kind: string): void {
  if (choice?.statistics && tags.ga4) window.gtag('event', 'generate_lead', { lead_kind: kind });
  if (choice?.statistics && tags.gtm) window.dataLayer.push({ event: 'generate_lead', lead_kind: kind });
  if (choice?.marketing && tags.meta) window.fbq?.('track', 'Lead', { content_category: kind });
}

const ALL: Choice = { statistics: true, marketing: true };
const NONE: Choice = { statistics: false, marketing: false };
const choose = () => openDialog(choice ?? NONE, decide, !!tags.meta);

if (banner) {
  if (choice) apply(choice);
  banner.addEventListener('click', (event) => {
    const value = (event.target as HTMLElement).closest('button')?.value;
    if (value === 'all') decide(ALL);
    else if (value === 'none') decide(NONE);
    else if (value === 'choose') choose();
  });
  for (const button of document.querySelectorAll('.consent-open')) button.addEventListener('click', choose);
  // Escape puts the question off without an answer: nothing is allowed, and the banner stays
  // away in this tab (the head's script reads consentLater) and asks again in the next visit.
  // Not while a menu, the filters or the dialog is open: Escape is theirs then.
  addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !document.documentElement.hasAttribute('data-consent') || document.querySelector('[aria-expanded="true"], dialog[open]'))
      return;
    try {
      sessionStorage.consentLater = '1';
    } catch {
      // No session storage: the next page asks again.
    }
    close();
  });
  addEventListener(LEAD_EVENT, (event) => lead(String((event as CustomEvent).detail)));
  // A form sent without JavaScript comes back to its thank-you page: once per address and tab.
  const thanked = banner.dataset.lead;
  const seen = `lead:${location.href}`;
  try {
    if (thanked && sessionStorage.getItem(seen) === null) {
      sessionStorage.setItem(seen, '1');
      lead(thanked);
    }
  } catch {
    // No session storage: no generate_lead rather than one per reload.
  }
}
