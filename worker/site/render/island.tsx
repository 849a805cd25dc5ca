import { type ComponentType, createContext, createElement, type FC, useContext } from 'react';
import { preinitModule, preloadModule } from 'react-dom';
import { type EnhancedIsland, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_TAG, type IslandName, type ReactIsland } from '../../../shared/islands';
import { ServerNumericInput } from '../../../client/components/deferred-numeric-input';
import { NumericInput } from '../../../client/components/numeric-input';
import { keptIslandHtml } from './island-html';
import { CLIENT_MANIFEST } from './manifest';

/** The request's CSP nonce, for the island entry script React emits. */
export const NonceContext = createContext('');

/** The island being rendered, if any: an island inside another would be hydrated twice, by two roots. */
const EnclosingIsland = createContext<IslandName | null>(null);

/** Whether mistakes in how islands are put together throw (`npm run dev`, the unit tests) rather than go unchecked (production's React build). */
const CHECKED = process.env.NODE_ENV !== 'production';

interface IslandOptions {
  /**
   * The island renders the deferred numeric input (client/components/deferred-numeric-input.tsx):
   * the server gives it the real one, so its HTML is whole. Set by scripts/island-registry.mjs
   * for the islands whose imports reach that file.
   */
  numericInput?: boolean;
}

/**
 * The island marker around a component's server HTML, with its serialised props; and, once
 * per page (React deduplicates them), the entry module and modulepreload links for what the
 * entry imports. React and a React island's chunks are not preloaded: the entry imports them
 * when the page has such an island (client/entry.ts). Preloaded, their ~90 KB shared the
 * connection with the stylesheet and the first picture, and Lighthouse's mobile LCP was
 * 2.0–2.07 s; without, 1.14–1.25 s.
 */
function marker<P extends object>(name: IslandName, Component: ComponentType<P>, { numericInput = false }: IslandOptions = {}): FC<P> {
  function Island(props: P) {
    const enclosing = useContext(EnclosingIsland);
    if (CHECKED && enclosing !== null)
      throw new Error(`Island ${name} is rendered inside island ${enclosing}: an island's HTML is hydrated whole, render ${name} beside it`);
    const nonce = useContext(NonceContext);
    preinitModule(CLIENT_MANIFEST.entry, { as: 'script', nonce });
    for (const href of CLIENT_MANIFEST.entryImports) preloadModule(href, { as: 'script' });
    const json = JSON.stringify(props);
    // The same island with the same props rendered before: its HTML as it was (island-html.ts).
    const html = keptIslandHtml(name, json);
    if (html !== undefined)
      return createElement(ISLAND_TAG, { [ISLAND_NAME_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: json, dangerouslySetInnerHTML: { __html: html } });
    return createElement(
      ISLAND_TAG,
      { [ISLAND_NAME_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: json },
      createElement(
        EnclosingIsland.Provider,
        { value: name },
        // Components an island loads late in the browser are rendered whole here (deferred-numeric-input.tsx).
        numericInput ? createElement(ServerNumericInput.Provider, { value: NumericInput }, createElement(Component, props)) : createElement(Component, props),
      ),
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * Makes a server component that renders a React island: on its page the entry loads React
 * (the hydrate chunk) and this island's chunks once it runs. A page that renders no island
 * gets no client script at all.
 * @example export const ContactFormIsland = island('contact-form', ContactForm);
 */
export function island<P extends object>(name: ReactIsland, Component: ComponentType<P>, options?: IslandOptions): FC<P> {
  if (!CLIENT_MANIFEST.islandNames.includes(name)) throw new Error(`Island ${name} is not in the client manifest: run the build`);
  return marker(name, Component, options);
}

/**
 * Makes a server component that renders an enhanced island (client/enhancers/): its
 * behaviour is part of the entry, so it adds nothing beyond the entry, and no React.
 * @example export const BackToTopIsland = enhanced('back-to-top', BackToTop);
 */
export function enhanced<P extends object>(name: EnhancedIsland, Component: ComponentType<P>): FC<P> {
  return marker(name, Component);
}
