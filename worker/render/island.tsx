import { type ComponentType, createContext, createElement, type FC, useContext } from 'react';
import { preinitModule, preloadModule } from 'react-dom';
import { ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_TAG } from '../../shared/islands';
import { ServerNumericInput } from '../../client/components/deferred-numeric-input';
import { NumericInput } from '../../client/components/numeric-input';
import { CLIENT_MANIFEST } from './manifest';

/** The request's CSP nonce, for the island entry script React emits. */
export const NonceContext = createContext('');

/**
 * Makes a server component that renders an island: the component's HTML inside the
 * island marker with its serialised props, and (once per page, deduplicated by React)
 * the entry module plus modulepreload links for this island's chunks. A page that renders
 * no island gets no client script at all.
 * @example export const BackToTopIsland = island('back-to-top', BackToTop);
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): FC<P> {
  const chunks = CLIENT_MANIFEST.islands[name];
  if (!chunks) throw new Error(`Island ${name} is not in the client manifest: run the build`);
  function Island(props: P) {
    const nonce = useContext(NonceContext);
    preinitModule(CLIENT_MANIFEST.entry, { as: 'script', nonce });
    for (const href of [...CLIENT_MANIFEST.entryImports, ...chunks!]) preloadModule(href, { as: 'script' });
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
