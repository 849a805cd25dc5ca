import { renderToString } from 'react-dom/server';
import realUseSWR, { SWRConfig as RealSWRConfig } from 'swr';
import realUseSWRInfinite from 'swr/infinite';
import { describe, expect, it } from 'vitest';
import { SWR_FETCH_OPTIONS, serverFirstPageOptions } from '../../../client/retry-policy';
import useSWR, { SWRConfig } from '../../../worker/aliases/swr-server';
import useSWRInfinite from '../../../worker/aliases/swr-infinite-server';

// The worker bundles replace swr and swr/infinite by worker/aliases/swr-server.ts and
// swr-infinite-server.ts (wrangler.toml [alias]). Here (Node, no window: SWR's server mode)
// each call an island makes, and the options around them, renders what the real swr renders.
type Options = Record<string, unknown>;
type Hooks = { useSWR: typeof realUseSWR; useSWRInfinite: typeof realUseSWRInfinite; SWRConfig: typeof RealSWRConfig };
const real: Hooks = { useSWR: realUseSWR, useSWRInfinite: realUseSWRInfinite, SWRConfig: RealSWRConfig };
const standIn = { useSWR, useSWRInfinite, SWRConfig } as unknown as Hooks;

const fetcher = async (key: unknown) => ({ loaded: key });
const page = { total: 40, offset: 0, cards: [{ id: 1 }] };

function probe(hooks: Hooks, key: unknown, options: Options | undefined, withFetcher = true, config?: Options): string {
  function Probe() {
    const { data, error, isValidating, isLoading } = withFetcher ? hooks.useSWR(key as string, fetcher, options) : hooks.useSWR(key as string, options);
    return <pre>{JSON.stringify({ data, error: String(error), isValidating, isLoading })}</pre>;
  }
  return renderToString(
    config ? (
      <hooks.SWRConfig value={config}>
        <Probe />
      </hooks.SWRConfig>
    ) : (
      <Probe />
    ),
  );
}

function probeInfinite(hooks: Hooks, getKey: ((index: number) => unknown) | null, options: Options | undefined, config?: Options): string {
  function Probe() {
    const { data, error, isValidating, isLoading, size } = hooks.useSWRInfinite(getKey as (index: number) => string, fetcher, options);
    return <pre>{JSON.stringify({ data, error: String(error), isValidating, isLoading, size })}</pre>;
  }
  return renderToString(
    config ? (
      <hooks.SWRConfig value={config}>
        <Probe />
      </hooks.SWRConfig>
    ) : (
      <Probe />
    ),
  );
}

const KEYS: [string, unknown][] = [
  ['a string key', '/nl/ajax/map?x=1'],
  ['an array key', ['/nl/ajax/favorites', [3, 4]]],
  ['no key', null],
  ['an empty array', []],
  ['a key function', () => '/nl/ajax/x'],
  [
    'a key function that is not ready',
    () => {
      throw new Error('not ready');
    },
  ],
];

const OPTIONS: [string, Options | undefined][] = [
  ['no options', undefined],
  ['the islands’ fetch options with keepPreviousData', { ...SWR_FETCH_OPTIONS, keepPreviousData: true }],
  ['fallback data', { fallbackData: { cards: [] } }],
  ['fallback data, not stale-revalidated', { fallbackData: { cards: [] }, revalidateIfStale: false }],
  ['no fallback data, not stale-revalidated', { revalidateIfStale: false }],
  ['revalidateOnMount false', { revalidateOnMount: false }],
  ['revalidateOnMount true with fallback data', { revalidateOnMount: true, fallbackData: 1 }],
  ['paused', { isPaused: () => true }],
];

describe('the server stand-in for swr', () => {
  for (const [keyName, key] of KEYS) {
    for (const [optionsName, options] of OPTIONS) {
      it(`useSWR renders as swr's with ${keyName} and ${optionsName}`, () => {
        expect(probe(standIn, key, options)).toBe(probe(real, key, options));
      });
    }
    it(`useSWR renders as swr's with ${keyName} and no fetcher`, () => {
      expect(probe(standIn, key, { fallbackData: 2 }, false)).toBe(probe(real, key, { fallbackData: 2 }, false));
      expect(probe(standIn, key, undefined, false, { fetcher })).toBe(probe(real, key, undefined, false, { fetcher }));
    });
  }

  it('reads options and string-keyed fallback data from SWRConfig', () => {
    const config = { fallback: { '/a': { from: 'config' } }, revalidateIfStale: false };
    for (const key of ['/a', '/b']) expect(probe(standIn, key, undefined, true, config)).toBe(probe(real, key, undefined, true, config));
    expect(probe(standIn, '/a', { fallbackData: 'own' }, true, config)).toBe(probe(real, '/a', { fallbackData: 'own' }, true, config));
    expect(probe(standIn, '/a', undefined, true, config)).toContain('from');
  });

  for (const isInitial of [true, false]) {
    it(`useSWRInfinite renders as swr's with the listing's options (${isInitial ? 'the server’s search' : 'another search'})`, () => {
      const getKey = (index: number) => `/nl/ajax/estates?offset=${index * 12}`;
      const options = serverFirstPageOptions(isInitial, page);
      expect(probeInfinite(standIn, getKey, options)).toBe(probeInfinite(real, getKey, options));
    });
  }

  it('useSWRInfinite renders as swr’s without a key, with a key not ready, an initial size and SWRConfig fallback', () => {
    const options = serverFirstPageOptions(true, page);
    expect(probeInfinite(standIn, null, options)).toBe(probeInfinite(real, null, options));
    expect(probeInfinite(standIn, () => null, undefined)).toBe(probeInfinite(real, () => null, undefined));
    const notReady = () => {
      throw new Error('not ready');
    };
    expect(probeInfinite(standIn, notReady, undefined)).toBe(probeInfinite(real, notReady, undefined));
    expect(probeInfinite(standIn, (i) => `/p/${i}`, { initialSize: 3 })).toBe(probeInfinite(real, (i) => `/p/${i}`, { initialSize: 3 }));
    const config = { fallback: { '$inf$/p/0': [page] } };
    expect(probeInfinite(standIn, (i) => `/p/${i}`, undefined, config)).toBe(probeInfinite(real, (i) => `/p/${i}`, undefined, config));
  });

  it('refuses suspense mode, which needs data the server does not have', () => {
    expect(() => probe(standIn, '/a', { suspense: true })).toThrow('suspense');
  });
});
