import { type ComponentType, createContext, createElement, type FC, useContext } from 'react';
import { preinitModule, preloadModule } from 'react-dom';
import { type EnhancedIsland, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_TAG } from '../../shared/islands';
import { ServerNumericInput } from '../../client/components/deferred-numeric-input';
import { NumericInput } from '../../client/components/numeric-input';
import { CLIENT_MANIFEST } from './manifest';

/** The request's CSP nonce, for the island entry script React emits. */
export const NonceContext = createContext('');

/**
 * The island marker around a component's server HTML, with its serialised props; and, once
 * per page (React deduplicates them), the entry module and modulepreload links for what the
 * entry imports. React and a React island's chunks are not preloaded: the entry imports them
 * when the page has such an island (client/entry.ts). Preloaded, their ~90 KB shared the
 * connection with the stylesheet and the first picture, and Lighthouse's mobile LCP was
 * 2.0–2.07 s; without, 1.14–1.25 s (issue 16 note).
 */
function marker<P extends object>(name: string, Component: ComponentType<P>): FC<P> {
  function Island(props: P) {
    const nonce = useContext(NonceContext);
    preinitModule(CLIENT_MANIFEST.entry, { as: 'script', nonce });
    for (const href of CLIENT_MANIFEST.entryImports) preloadModule(href, { as: 'script' });
    return createElement(
      ISLAND_TAG,
      { [ISLAND_NAME_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) },
      // Components an island loads late in the browser are rendered whole here (deferred-numeric-input.tsx).
      createElement(ServerNumericInput.Provider, { value: NumericInput }, createElement(Component, props)),
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
export function island<P extends object>(name: string, Component: ComponentType<P>): FC<P> {
  const chunks = CLIENT_MANIFEST.islands[name];
  if (!chunks) throw new Error(`Island ${name} is not in the client manifest: run the build`);
  return marker(name, Component);
}

/**
 * Makes a server component that renders an enhanced island (client/enhancers/): its
 * behaviour is part of the entry, so it adds nothing beyond the entry, and no React.
 * @example export const BackToTopIsland = enhanced('back-to-top', BackToTop);
 */
export function enhanced<P extends object>(name: EnhancedIsland, Component: ComponentType<P>): FC<P> {
  return marker(name, Component);
}
