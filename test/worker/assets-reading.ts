import { env } from 'cloudflare:test';
import type { Fetcher } from '@cloudflare/workers-types';

/** The test runtime's ASSETS, counting the reads of the file at `path`; `fail` answers them 404 instead. */
export function assetsReading(path: string, { fail = false } = {}): { assets: Fetcher; reads: string[] } {
  const reads: string[] = [];
  const assets = {
    fetch(input: string | URL | Request, init?: RequestInit) {
      const url = new URL(input instanceof Request ? input.url : input);
      if (url.pathname === path) {
        reads.push(url.pathname);
        if (fail) return Promise.resolve(new Response('Not found', { status: 404 }));
      }
      return (env.ASSETS as unknown as Fetcher).fetch(input as never, init as never);
    },
  };
  return { assets: assets as unknown as Fetcher, reads };
}
