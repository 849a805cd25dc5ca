import { describe, expect, it } from 'vitest';
import type { KVNamespace } from '@cloudflare/workers-types';
import {
  estateGenerationPart,
  hostnameGenerationKey,
  hostnameGenerationPart,
  HOSTNAMES_GENERATION_KEY,
  LISTINGS_GENERATION_PART,
  partGenerationKey,
  rentalUnitGenerationPart,
  siteGenerationKey,
} from '../../../../shared/contract/cache-generations';
import { estatePart, HOSTNAME_NAMESPACE, hostPart, LISTINGS_PART, rentalUnitPart, ResponseCache } from '../../../../worker/site/upstream/cache';

// The platform retires the site's cached answers by bumping the site's generation keys in KV
// (worker/platform/cache/retire.ts); the keys it bumps must be the ones the site reads.

/** A KV that remembers what was put. */
function memoryKv(): { kv: KVNamespace; keys: Map<string, string> } {
  const keys = new Map<string, string>();
  const kv = {
    get: async (key: string) => keys.get(key) ?? null,
    put: async (key: string, value: string) => void keys.set(key, value),
  } as unknown as KVNamespace;
  return { kv, keys };
}

describe("the platform's cache generation keys are the site's", () => {
  it('names parts as the site does', () => {
    expect(LISTINGS_GENERATION_PART).toBe(LISTINGS_PART);
    expect(estateGenerationPart(1042)).toBe(estatePart(1042));
    expect(rentalUnitGenerationPart(70001)).toBe(rentalUnitPart(70001));
  });

  it("bumps the keys the site's purges bump", async () => {
    const { kv, keys } = memoryKv();
    const cache = new ResponseCache({ kv } as never);
    await cache.purge(7, estatePart(1042));
    await cache.purge(7, LISTINGS_PART);
    await cache.purge(7);
    expect([...keys.keys()].sort()).toEqual(
      [siteGenerationKey(7), partGenerationKey(7, estateGenerationPart(1042)), partGenerationKey(7, LISTINGS_GENERATION_PART)].sort(),
    );
  });

  it("names one hostname's lookup part, and its key, as the site does", async () => {
    expect(hostnameGenerationPart('WWW.Immo-Noord.be')).toBe(hostPart('www.immo-noord.be'));
    const { kv, keys } = memoryKv();
    await new ResponseCache({ kv } as never).purge(HOSTNAME_NAMESPACE, hostPart('www.immo-noord.be'));
    expect([...keys.keys()]).toEqual([hostnameGenerationKey('www.immo-noord.be')]);
  });

  it("bumps the hostname lookups' key the site's purge of its hostnames bumps", async () => {
    const { kv, keys } = memoryKv();
    await new ResponseCache({ kv } as never).purge(HOSTNAME_NAMESPACE);
    expect([...keys.keys()]).toEqual([HOSTNAMES_GENERATION_KEY]);
  });
});
