import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';

/**
 * How an island retries a failed fetch ("the browser never hammers"): a few
 * retries with a growing wait, then it stops and the visitor chooses to try again, once per
 * click. SWR's own retries are off; this policy is the only one.
 */
export const RETRY_POLICY = { retries: 3, firstDelayMs: 400 } as const;

export type RetryPolicy = { retries: number; firstDelayMs: number };

/** SWR options every fetching island uses: no retry, refresh or refetch of SWR's own. */
export const SWR_FETCH_OPTIONS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const;

/**
 * useSWRInfinite options for a list whose first page came with the HTML: while the
 * search is the server's (`isInitial`), that page is the data and is never loaded again in the
 * browser; a new search loads its own first page.
 */
export function serverFirstPageOptions<Page>(isInitial: boolean, serverPage: Page) {
  return {
    ...SWR_FETCH_OPTIONS,
    fallbackData: isInitial ? [serverPage] : undefined,
    revalidateOnMount: !isInitial,
    revalidateFirstPage: false,
    revalidateIfStale: false,
    persistSize: false,
  };
}

/**
 * What to do after a failed attempt: wait and retry, or give up and show "try again".
 * `retried` is how many automatic retries were made since the last success; after a click
 * the island never retries by itself.
 *
 * @example
 * nextRetry(0, false) // { retry: true, delayMs: 400 }
 * nextRetry(3, false) // { retry: false }
 */
export function nextRetry(retried: number, afterClick: boolean, policy: RetryPolicy = RETRY_POLICY): { retry: true; delayMs: number } | { retry: false } {
  if (afterClick || retried >= policy.retries) return { retry: false };
  return { retry: true, delayMs: policy.firstDelayMs * 2 ** retried };
}

/**
 * Retries a failed fetch by the policy. `error` is the fetch's error (a new value for each
 * failed attempt); `loaded` is a value that changes only when a fetch succeeds (SWR clears
 * `error` when a retry starts, so its absence is no sign of success); `retry` starts one
 * attempt. `failing` holds from a failure until a success: no new fetch may start then.
 * `gaveUp` is when the island shows its "try again" button, whose click is `tryAgain`.
 *
 * @example
 * const { failing, gaveUp, tryAgain } = useRetryPolicy(error, data?.at(-1), () => void setSize((size) => size));
 */
export function useRetryPolicy(error: unknown, loaded: unknown, retry: () => void): { failing: boolean; gaveUp: boolean; tryAgain: () => void } {
  const retried = useRef(0);
  const afterClick = useRef(false);
  const retryRef = useRef(retry);
  retryRef.current = retry;
  const [failing, setFailing] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    retried.current = 0;
    afterClick.current = false;
    setFailing(false);
    setGaveUp(false);
  }, [loaded]);

  useEffect(() => {
    if (!error) return;
    setFailing(true);
    const next = nextRetry(retried.current, afterClick.current);
    if (!next.retry) {
      setGaveUp(true);
      return;
    }
    const timer = setTimeout(() => {
      retried.current += 1;
      retryRef.current();
    }, next.delayMs);
    return () => clearTimeout(timer);
  }, [error]);

  const tryAgain = useCallback(() => {
    afterClick.current = true;
    setGaveUp(false);
    retryRef.current();
  }, []);

  return { failing, gaveUp, tryAgain };
}

/**
 * An answer loaded by SWR (SWR_FETCH_OPTIONS, the last answer kept while the next loads) and
 * retried by this policy: a list the browser loads by its key, or the map's markers. `key` null:
 * nothing to load.
 * @example const { data, gaveUp, tryAgain } = useRetriedSWR(ids.length > 0 ? [endpoint, ids] : null, loadCards);
 */
export function useRetriedSWR<K extends string | readonly [string, unknown], D>(key: K | null, load: (key: K) => Promise<D>) {
  const { data, error, mutate } = useSWR(key, load, { ...SWR_FETCH_OPTIONS, keepPreviousData: true });
  return { data, error, ...useRetryPolicy(error, data, () => void mutate()) };
}
