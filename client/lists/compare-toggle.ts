import { type CountText, countText } from '../../shared/i18n/plural';
import { COMPARE_LIST, followList, readList, writeList } from '../stores/listing-lists';

/**
 * What the compare toggles do, loaded by client/compare-start.ts at the first press
 * or when the visitor has chosen listings already: each toggle (shared/components/compare-toggle.tsx)
 * shows whether its listing is chosen (aria-pressed), and a bar at the bottom of the screen links
 * to the compare page with the count, or says that four is the most. Plain DOM code: the toggles
 * of a React list are followed as the list changes (a MutationObserver), none of React's state.
 */

/** The bar's words, the same on every toggle of a page (worker/site/render/section-labels.ts `compareWords`). */
interface BarWords {
  href: string;
  open: CountText;
  full: string;
  region: string;
}

interface Bar {
  root: HTMLElement;
  link: HTMLAnchorElement;
  status: HTMLElement;
  words: BarWords;
}

let bar: Bar | null = null;
let started = false;
/** What the bar says until the list changes: that four is the most. */
let message = '';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  return made;
}

/** The bar, made on first use from the words of a toggle of the page (none: no bar). */
function barOf(): Bar | null {
  if (bar) return bar;
  const source = document.querySelector<HTMLElement>('button[data-compare][data-bar]');
  if (!source) return null;
  const words = JSON.parse(source.dataset.bar!) as BarWords;
  const root = element('div', 'compare-bar');
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', words.region);
  // In the page from the start, so what it says later is announced.
  const status = element('p', 'compare-bar__status');
  status.setAttribute('role', 'status');
  const link = element('a', 'button compare-bar__link');
  link.href = words.href;
  root.append(status, link);
  document.body.append(root);
  bar = { root, link, status, words };
  return bar;
}

/** Writes only what changed: the page's own changes come back through the observer. */
function set(target: Element, name: 'aria-pressed' | 'text', value: string): void {
  if (name === 'text' ? target.textContent === value : target.getAttribute(name) === value) return;
  if (name === 'text') target.textContent = value;
  else target.setAttribute(name, value);
}

/** Every toggle and the bar as the ids say, with the message if there is one. */
function show(ids: readonly number[]): void {
  for (const button of document.querySelectorAll<HTMLElement>('button[data-compare]'))
    set(button, 'aria-pressed', String(ids.includes(Number(button.dataset.compare))));
  const shown = barOf();
  if (!shown) return;
  set(shown.link, 'text', countText(shown.words.open, ids.length));
  set(shown.status, 'text', message);
  shown.link.hidden = ids.length === 0;
  shown.root.classList.toggle('compare-bar--empty', ids.length === 0 && !message);
}

/** Shows the chosen listings on every toggle and the bar, and keeps them so as the page and other tabs change. */
export function startCompare(): void {
  if (started) return;
  started = true;
  show(readList(COMPARE_LIST));
  followList(COMPARE_LIST, (ids) => {
    message = '';
    show(ids);
  });
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      show(readList(COMPARE_LIST));
    });
  }).observe(document.body, { childList: true, subtree: true });
}

/** A press of a toggle: its listing in or out; a fifth is refused, said in the bar. */
export function toggleCompare(button: HTMLElement): void {
  startCompare();
  const id = Number(button.dataset.compare);
  const ids = readList(COMPARE_LIST);
  if (ids.includes(id))
    writeList(
      COMPARE_LIST,
      ids.filter((known) => known !== id),
    );
  else if (ids.length >= COMPARE_LIST.max) {
    message = barOf()?.words.full ?? '';
    show(ids);
  } else writeList(COMPARE_LIST, [...ids, id]);
}
