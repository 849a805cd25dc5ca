import { type ComponentType, createContext, lazy, memo, type RefObject, Suspense, useContext } from 'react';
import { intentGate } from './intent-gate';
import type { NumericInputProps } from './numeric-input';

/**
 * The numeric input on a page whose budget has no room for its code before the visitor
 * interacts: the holiday unit page may load no more than an estate's detail page (build.mjs).
 * The server renders the real component, given through this context by worker/site/render/island.tsx,
 * so the HTML is complete and works without JavaScript. In the browser that HTML is left as
 * it is (a Suspense boundary React does not hydrate while its code is missing) until the
 * visitor reaches for the form (useLoadNumericInputOnIntent); then the code loads and the
 * field hydrates in place: same nodes, so neither focus nor anything typed meanwhile is
 * lost, and nothing moves.
 */
export const ServerNumericInput = createContext<ComponentType<NumericInputProps> | null>(null);

const gate = intentGate();

/** Loads the numeric input once the visitor reaches for `area` (see intentGate). */
export const useLoadNumericInputOnIntent: (area: RefObject<HTMLElement | null>) => void = gate.useOpenOnIntent;

// '#numeric-input' (package.json "imports"): numeric-input.tsx in the browser, a stub in the worker, which renders it
// from ServerNumericInput and never loads it here (a load it never makes only cost it bytes: decision 066).
const LazyNumericInput = lazy(() => gate.opened.then(() => import('#numeric-input')));

/**
 * NumericInput, its code loaded on request. Memoised: a parent re-rendering with the same
 * props must not touch the boundary while it waits, or React would trade the server's field
 * for the (empty) fallback.
 * @example <DeferredNumericInput id="reservation-guests" name="guests" min={1} labels={labels} />
 */
export const DeferredNumericInput = memo(function DeferredNumericInput(props: NumericInputProps) {
  const Server = useContext(ServerNumericInput);
  // No fallback: React keeps the server's field in place while the code is missing.
  return <Suspense>{Server ? <Server {...props} /> : <LazyNumericInput {...props} />}</Suspense>;
});
