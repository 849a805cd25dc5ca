import {
  type EnhancedIsland,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  ISLAND_TAG,
} from '../shared/islands';
import { ENHANCERS } from './enhancers/registry.generated';
// Where the visit came from, kept for a lead form: on every page, at once.
import './attribution';
// The compare toggles: their code loads at the first press.
import './compare-start';

/** Whether an island is one of the enhancers of this entry (own keys only: not 'toString'). */
const isEnhanced = (name: string): name is EnhancedIsland => Object.hasOwn(ENHANCERS, name);

/**
 * How far below (and above) the screen a React island starts: about a phone screen's third,
 * so a visitor scrolling at a normal pace finds it live, while the islands further down cost
 * a page nothing until the visitor gets near them.
 */
const HYDRATE_MARGIN = '300px 0px';

/** What makes an island start at once, wherever it is: the visitor reaching into it. */
const REACH_EVENTS = ['focusin', 'pointerdown'] as const;

/**
 * Brings an island to life: an enhanced one with the small DOM code of this entry; a React
 * one through client/hydrate.ts, fetched (with React) only when the page has one.
 */
async function start(element: HTMLElement, name: string): Promise<void> {
  element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
  const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  const ready = () => element.setAttribute(ISLAND_READY_ATTRIBUTE, '');
  if (isEnhanced(name)) {
    // An enhancer that loads its behaviour as a chunk (plain-search) is ready once it is on.
    await (ENHANCERS[name](element, props as never) as void | Promise<void>);
    ready();
    return;
  }
  const { hydrateIsland } = await import('./hydrate');
  await hydrateIsland(element, name, props, ready);
}

/**
 * Calls `then` once, when the island comes within HYDRATE_MARGIN of the screen or the visitor
 * focuses or presses into it. `<agency-island>` is `display: contents` (no box of its own), so
 * what is watched is its children; hidden ones (a closed tab) count once they are shown.
 */
function whenNear(island: HTMLElement, then: () => void): void {
  let done = false;
  let observer: IntersectionObserver | undefined;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    for (const type of REACH_EVENTS) island.removeEventListener(type, go, true);
    then();
  };
  const targets = Array.from(island.children);
  if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return go();
  for (const type of REACH_EVENTS) island.addEventListener(type, go, true);
  observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), { rootMargin: HYDRATE_MARGIN });
  for (const target of targets) observer.observe(target);
}

/**
 * Whether the parser is done with an element: something follows it, or the document is
 * complete. A streamed element is connected as soon as its start tag is read, before its
 * children are; hydrating then would see half of it.
 */
function parsed(element: Element): boolean {
  return document.readyState !== 'loading' || element.nextSibling !== null;
}

function whenParsed(element: Element, then: () => void): void {
  if (parsed(element)) return then();
  const wait = () => (parsed(element) ? then() : requestAnimationFrame(wait));
  requestAnimationFrame(wait);
}

/**
 * <agency-island>: starts itself once it is in the document with all its content. Enhanced
 * islands (a few lines of DOM code each) start at once; a React island starts when it comes
 * near the screen (whenNear), so a page's first seconds carry only the React work of what the
 * visitor sees.
 */
class AgencyIsland extends HTMLElement {
  #scheduled = false;

  connectedCallback(): void {
    if (this.#scheduled || this.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)) return;
    this.#scheduled = true;
    const name = this.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '';
    const begin = () => start(this, name).catch((error: unknown) => console.error('Island failed to hydrate', error));
    // Each enhanced island starts in a task of its own: the entry's own task stays short, and
    // so does each start (the favorites count's first read of localStorage is the longest).
    whenParsed(this, () => (isEnhanced(name) ? setTimeout(begin, 0) : whenNear(this, begin)));
  }
}

if (!customElements.get(ISLAND_TAG)) customElements.define(ISLAND_TAG, AgencyIsland);
