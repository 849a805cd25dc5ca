// Stands in for use-sync-external-store/shim, which swr imports (build.mjs alias): on React 18 and
// later the shim answers React's own useSyncExternalStore, so the browser need not load its code.
export { useSyncExternalStore } from 'react';
