import { dialog } from '../../locales/consent.json';

/** What the visitor allows, per purpose. */
export interface Choice {
  statistics: boolean;
  marketing: boolean;
}

type Words = (typeof dialog)['nl'] & { settings: string; accept: string; refuse: string };
const LOCALES = ['nl', 'fr', 'en', 'de'] as const;

/** The text of the page's own button (the banner's and the footer's, in the page's language). */
const said = (selector: string) => document.querySelector(selector)?.textContent ?? '';

/** The dialog's words in the page's language (the document's lang), Dutch otherwise; the buttons' as the page says them. */
function words(): Words {
  const lang = document.documentElement.lang as (typeof LOCALES)[number];
  const locale = LOCALES.includes(lang) ? lang : 'nl';
  return { ...dialog[locale], settings: said('.consent-open'), accept: said('#consent [value=all]'), refuse: said('#consent [value=none]') };
}

const CSS =
  '.consent-dialog{max-width:34rem;width:calc(100% - 2rem);padding:1.25rem;border:0;border-radius:.4rem;background:#fff;color:#1a1a1a}' +
  '.consent-dialog::backdrop{background:#0008}.consent-dialog h2{margin:0 0 .5rem;font-size:1.25rem}' +
  '.consent-dialog .purposes{margin:1rem 0}.consent-dialog label{font-weight:600}' +
  '.consent-dialog .purpose{display:grid;grid-template-columns:auto 1fr;gap:0 .6rem;margin:.75rem 0}.consent-dialog .purpose p{grid-column:2;margin:.1rem 0 0;font-size:.9rem}' +
  '.consent-dialog input{width:1.3rem;height:1.3rem;margin:.1rem 0 0}' +
  '.consent-dialog .actions{display:flex;flex-wrap:wrap;gap:.5rem}' +
  '.consent-dialog .actions button{flex:1 1 9rem;min-height:44px;padding:.5rem 1rem;font:inherit;font-weight:600;border:0;border-radius:.3rem;background:var(--color-primary);color:var(--color-primary-text);cursor:pointer}' +
  '.consent-dialog .close{position:absolute;top:.5rem;right:.5rem;min-width:44px;min-height:44px;border:0;background:none;font:inherit;font-size:1.5rem;cursor:pointer;color:inherit}' +
  '.consent-dialog button:focus-visible,.consent-dialog input:focus-visible{outline:3px solid var(--color-accent);outline-offset:2px}';

let element: HTMLDialogElement | null = null;
let decided: (choice: Choice) => void = () => {};

/** One purpose: its box, its name as the label, what it is for as its description. */
function purpose(name: string, label: string, text: string, fixed = false): string {
  const id = `consent-${name}`;
  return `<div class="purpose"><input type="checkbox" id="${id}" name="${name}" aria-describedby="${id}-text"${fixed ? ' checked disabled' : ''}><label for="${id}">${label}</label><p id="${id}-text">${text}</p></div>`;
}

/** The dialog, made once, on the first "choose": its words are the page's language's. */
function make(): HTMLDialogElement {
  const w = words();
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.append(style);
  const made = document.createElement('dialog');
  made.className = 'consent-dialog';
  made.setAttribute('aria-labelledby', 'consent-title');
  made.setAttribute('aria-describedby', 'consent-intro');
  // Every word comes from locales/consent.json (no visitor text), so it is written as markup.
  made.innerHTML =
    `<h2 id="consent-title">${w.settings}</h2><p id="consent-intro">${w.intro}</p>` +
    `<form method="dialog"><div class="purposes">` +
    purpose('necessary', w.necessary, w.necessaryText, true) +
    purpose('statistics', w.statistics, w.statisticsText) +
    purpose('marketing', w.marketing, w.marketingText) +
    `</div><div class="actions"><button value="save">${w.save}</button><button value="all">${w.accept}</button><button value="none">${w.refuse}</button></div></form>` +
    `<button type="button" class="close" aria-label="${w.close}">×</button>`;
  made.querySelector('.close')!.addEventListener('click', () => made.close());
  // Closed after a choice made from the banner, the focus has nowhere to go back to: the page's start takes it.
  made.addEventListener('close', () => {
    if (document.activeElement === document.body) document.getElementById('top')?.focus({ preventScroll: true });
  });
  made.querySelector('form')!.addEventListener('submit', (event) => {
    const value = (event.submitter as HTMLButtonElement | null)?.value;
    const box = (name: string) => made.querySelector<HTMLInputElement>(`#consent-${name}`)!.checked;
    const all = value === 'all';
    if (value === 'save' || all || value === 'none') decided(value === 'save' ? { statistics: box('statistics'), marketing: box('marketing') } : { statistics: all, marketing: all });
  });
  document.body.append(made);
  return made;
}

/** Opens the per-purpose choice, its boxes as the current choice; `decide` gets what the visitor keeps. Escape closes it, changing nothing. */
export function openDialog(current: Choice, decide: (choice: Choice) => void): void {
  element ??= make();
  decided = decide;
  for (const name of ['statistics', 'marketing'] as const) element.querySelector<HTMLInputElement>(`#consent-${name}`)!.checked = current[name];
  element.showModal();
}
