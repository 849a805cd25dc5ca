import { createElement, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  ISLAND_TAG,
} from '../shared/islands';
import { ISLAND_LOADERS } from './islands/registry';

/** Marks its island ready once hydrated: React runs effects only after the hydration commit. */
function Ready({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => element.setAttribute(ISLAND_READY_ATTRIBUTE, ''), [element]);
  return children;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '';
  const load = ISLAND_LOADERS[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  const { default: Island } = await load();
  hydrateRoot(element, createElement(Ready, { element }, createElement(Island, props as never)));
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

/** <agency-island>: hydrates itself once it is in the document with all its content. */
class AgencyIsland extends HTMLElement {
  connectedCallback(): void {
    if (this.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)) return;
    this.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    whenParsed(this, () => {
      hydrateIsland(this).catch((error: unknown) => console.error('Island failed to hydrate', error));
    });
  }
}

if (!customElements.get(ISLAND_TAG)) customElements.define(ISLAND_TAG, AgencyIsland);
