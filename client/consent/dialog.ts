import { dialog } from '../../locales/consent.json';

/** What the visitor allows, per purpose. */
export interface Choice {
  statistics: boolean;
  marketing: boolean;
}

type Words = (typeof dialog)['nl'] & { settings: string; accept: string; refuse: string };
const LOCALES = ['nl', 'fr', 'en', 'de'] as const;

/** The text of the page's own button (the banner's and the footer's, in the page's language), as markup. */
const said = (selector: string) => (document.querySelector(selector)?.textContent ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The dialog's words in the page's language (the document's lang), Dutch otherwise; the buttons' as the page says them. */
function words(): Words {
  const lang = document.documentElement.lang as (typeof LOCALES)[number];
  const locale = LOCALES.includes(lang) ? lang : 'nl';
  return { ...dialog[locale], settings: said('.consent-open'), accept: said('#consent [value=all]'), refuse: said('#consent [value=none]') };
}

let element: HTMLDialogElement | null = null;
let decided: (choice: Choice) => void = () => {};

/** One purpose: its box, its name as the label, what it is for as its description. */
function purpose(name: string, label: string, text: string, fixed = false): string {
  const id = `consent-${name}`;
  return (
    `<div class="purpose"><input type="checkbox" id="${id}" name="${name}" aria-describedby="${id}-text"${fixed ? ' checked disabled' : ''}>` +
    `<label for="${id}">${label}</label><p id="${id}-text">${text}</p></div>`
  );
}

/** The dialog, made once, on the first "choose": its words are the page's language's; marketing only on a site with a marketing tag. */
function make(marketing: boolean): HTMLDialogElement {
  const w = words();
  const made = document.createElement('dialog');
  made.className = 'consent-dialog';
  made.setAttribute('aria-labelledby', 'consent-title');
  made.setAttribute('aria-describedby', 'consent-intro');
  // Every word comes from locales/consent.json or the page's own buttons (escaped): no visitor text.
  made.innerHTML =
    `<h2 id="consent-title">${w.settings}</h2><p id="consent-intro">${w.intro}</p>` +
    `<form method="dialog"><div class="purposes">` +
    purpose('necessary', w.necessary, w.necessaryText, true) +
    purpose('statistics', w.statistics, w.statisticsText) +
    (marketing ? purpose('marketing', w.marketing, w.marketingText) : '') +
    `</div><div class="actions"><button class="button" value="save">${w.save}</button>` +
    `<button class="button" value="all">${w.accept}</button><button class="button" value="none">${w.refuse}</button></div></form>` +
    `<button type="button" class="close" aria-label="${w.close}">×</button>`;
  made.querySelector('.close')!.addEventListener('click', () => made.close());
  // Closed after a choice made from the banner, the focus has nowhere to go back to: the page's start takes it.
  made.addEventListener('close', () => {
    if (document.activeElement === document.body) document.getElementById('top')?.focus({ preventScroll: true });
  });
  made.querySelector('form')!.addEventListener('submit', (event) => {
    const value = (event.submitter as HTMLButtonElement | null)?.value;
    const box = (name: string) => !!made.querySelector<HTMLInputElement>(`#consent-${name}`)?.checked;
    const all = value === 'all';
    if (value === 'save' || all || value === 'none')
      decided(value === 'save' ? { statistics: box('statistics'), marketing: box('marketing') } : { statistics: all, marketing: all });
  });
  document.body.append(made);
  return made;
}

/** Opens the per-purpose choice, its boxes as the current choice; `decide` gets what the visitor keeps. Escape closes it, changing nothing. */
export function openDialog(current: Choice, decide: (choice: Choice) => void, marketing: boolean): void {
  element ??= make(marketing);
  decided = decide;
  for (const name of ['statistics', 'marketing'] as const) {
    const box = element.querySelector<HTMLInputElement>(`#consent-${name}`);
    if (box) box.checked = current[name];
  }
  element.showModal();
}
