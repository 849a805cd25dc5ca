// React as the worker runs it (wrangler.toml and wrangler.production.toml [alias] "react"):
// React's own exports, but for the four hooks React's server renderer runs as no-ops (an
// effect, a layout or insertion effect, an imperative handle: none is run on a server, whose
// render only makes HTML). Here they are no-ops of their own, marked free of side effects, so
// the bundler drops each call with the function it is given and what only that function
// used: the islands' browser code (loading on intent, scrolling, timers, listeners), about
// 2.5 KiB gzipped of the site's worker (docs/decisions/066-the-workers-react-as-the-server-runs-it.md).
// The browser gets React itself (build.mjs); test/unit/aliases/worker-stand-ins.test.tsx keeps both true.
import React from '../../node_modules/react/index.js';

export * from '../../node_modules/react/index.js';

// @__NO_SIDE_EFFECTS__
export function useEffect() {}
// @__NO_SIDE_EFFECTS__
export function useLayoutEffect() {}
// @__NO_SIDE_EFFECTS__
export function useInsertionEffect() {}
// @__NO_SIDE_EFFECTS__
export function useImperativeHandle() {}

export default React;
