import {
  ENHANCED_ISLANDS,
  type EnhancedIsland,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  ISLAND_TAG,
} from '../shared/islands';
import { ENHANCERS } from './enhancers/registry';

const isEnhanced = (name: string): name is EnhancedIsland => (ENHANCED_ISLANDS as readonly string[]).includes(name);

/**
 * Brings an island to life: an enhanced one at once, with the small DOM code of this entry;
 * a React one through client/hydrate.ts, fetched (with React) only when the page has one.
 */
async function start(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '';
  const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  const ready = () => element.setAttribute(ISLAND_READY_ATTRIBUTE, '');
  if (isEnhanced(name)) {
    ENHANCERS[name](element, props as never);
    ready();
    return;
  }
  const { hydrateIsland } = await import('./hydrate');
  await hydrateIsland(element, name, props, ready);
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

/** <agency-island>: starts itself once it is in the document with all its content. */
class AgencyIsland extends HTMLElement {
  connectedCallback(): void {
    if (this.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)) return;
    this.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    whenParsed(this, () => {
      start(this).catch((error: unknown) => console.error('Island failed to hydrate', error));
    });
  }
}

if (!customElements.get(ISLAND_TAG)) customElements.define(ISLAND_TAG, AgencyIsland);
