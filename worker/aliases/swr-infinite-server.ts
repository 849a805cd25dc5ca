// swr/infinite on the server (wrangler.toml and wrangler.production.toml [alias]; see
// swr-server.ts): the first page's key decides, the pages are the fallback data, the size is
// the initial one, and nothing loads or changes here.
import { keyOf, mutate, type ServerConfiguration, type ServerResponse, serverState, useServerConfiguration } from './swr-server';

export interface ServerInfiniteResponse<Page> extends ServerResponse<Page[]> {
  size: number;
  setSize: (size: number | ((size: number) => number)) => Promise<undefined>;
}

/** useSWRInfinite(getKey, fetcher?, options?), useSWRInfinite(getKey, options). */
export default function useSWRInfinite<Page = unknown>(
  getKey: ((index: number, previous: Page | null) => unknown) | null,
  fetcherOrOptions?: ((...args: never[]) => unknown) | ServerConfiguration | null,
  options?: ServerConfiguration,
): ServerInfiniteResponse<Page> {
  const own = typeof fetcherOrOptions === 'function' ? options : ((fetcherOrOptions === null ? options : fetcherOrOptions) ?? undefined);
  const config = useServerConfiguration(own);
  let firstPageKey: unknown = '';
  try {
    firstPageKey = keyOf(getKey ? getKey(0, null) : null);
  } catch {
    // Not ready yet: no key.
  }
  // SWR loads all pages in one fetcher of its own: there always is one.
  const state = serverState<Page[]>(firstPageKey, mutate, config, '$inf$');
  return { ...state, size: config.initialSize ?? 1, setSize: mutate };
}
