// swr on the server (wrangler.toml and wrangler.production.toml [alias], with swr/infinite:
// swr-infinite-server.ts). An island renders once on the server and SWR fetches nothing there:
// it starts requests in effects, which do not run, so its cache stays empty and a hook answers
// its fallback data, no error, and whether it will load on mount (isValidating, isLoading).
// This answers the same, as SWR 2.5 does on a server (test/unit/aliases/swr-server.test.tsx renders
// both); the browser gets the real swr (build.mjs), whose first render is that same state, so
// hydration matches. About 6 KiB gzipped less in every worker isolate. No suspense mode: it
// throws here, as SWR would without fallback data.
import { createContext, createElement, type ReactNode, useContext } from 'react';

/** The options a hook reads on the server; the others only matter in the browser. */
export interface ServerConfiguration {
  fetcher?: ((...args: never[]) => unknown) | null;
  fallbackData?: unknown;
  /** Fallback data by key (string keys). */
  fallback?: Record<string, unknown>;
  revalidateOnMount?: boolean;
  revalidateIfStale?: boolean;
  isPaused?: () => boolean;
  suspense?: boolean;
  initialSize?: number;
  [option: string]: unknown;
}

export interface ServerResponse<Data = unknown> {
  data: Data | undefined;
  error: undefined;
  isValidating: boolean;
  isLoading: boolean;
  mutate: () => Promise<undefined>;
}

const Configuration = createContext<ServerConfiguration>({});

/** Nothing is cached or fetched on the server: nothing to change or revalidate. */
export function mutate(): Promise<undefined> {
  return Promise.resolve(undefined);
}

/** SWRConfig: its children, with its options for the hooks below (merged into the outer ones, as SWR does). */
export function SWRConfig({ value, children }: { value?: ServerConfiguration; children?: ReactNode }) {
  const outer = useContext(Configuration);
  const merged = value ? { ...outer, ...value, fallback: { ...outer.fallback, ...value.fallback } } : outer;
  return createElement(Configuration.Provider, { value: merged }, children);
}

/** SWR's key: a function is called (throwing: not ready), an empty array or a falsy value is no key. */
export function keyOf(key: unknown): unknown {
  if (typeof key === 'function') {
    try {
      key = key();
    } catch {
      return '';
    }
  }
  return (Array.isArray(key) ? key.length > 0 : key) ? key : '';
}

/** What a hook answers for a key (already keyOf'd), a fetcher and the merged options. */
export function serverState<Data>(key: unknown, fetcher: unknown, config: ServerConfiguration, infinitePrefix = ''): ServerResponse<Data> {
  if (config.suspense) throw new Error('SWR suspense mode is not supported by the server stand-in (worker/aliases/swr-server.ts)');
  let data = config.fallbackData;
  if (data === undefined && typeof key === 'string' && key) data = config.fallback?.[infinitePrefix + key];
  else if (data === undefined && key && config.fallback && Object.keys(config.fallback).length > 0) {
    throw new Error('SWRConfig fallback is looked up by string keys only on the server (worker/aliases/swr-server.ts)');
  }
  const paused = config.isPaused?.() ?? false;
  const loads = Boolean(key && fetcher && !paused && (config.revalidateOnMount ?? (data === undefined || config.revalidateIfStale !== false)));
  return { data: data as Data | undefined, error: undefined, isValidating: loads, isLoading: loads, mutate };
}

/** The options in force: the SWRConfig's above, then the hook's own. */
export function useServerConfiguration(own: ServerConfiguration | undefined): ServerConfiguration {
  const outer = useContext(Configuration);
  return own ? { ...outer, ...own } : outer;
}

/**
 * useSWR(key), useSWR(key, fetcher, options?), useSWR(key, options): the fallback data and
 * whether the browser will load on mount.
 */
export default function useSWR<Data = unknown>(
  key: unknown,
  fetcherOrOptions?: ((...args: never[]) => unknown) | ServerConfiguration | null,
  options?: ServerConfiguration,
): ServerResponse<Data> {
  const own = typeof fetcherOrOptions === 'function' ? options : ((fetcherOrOptions === null ? options : fetcherOrOptions) ?? undefined);
  const config = useServerConfiguration(own);
  const fetcher = typeof fetcherOrOptions === 'function' ? fetcherOrOptions : config.fetcher;
  return serverState<Data>(keyOf(key), fetcher, config);
}
