import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configVar, imageTransformations } from '../../../scripts/deploy-images.mjs';
import { type FakeCloudflareServer, startFakeCloudflare } from '../../support/fake-cloudflare/server';

// npm run deploy reads the zone's image transformations setting before it deploys the platform:
// the Images binding answers pictures unresized where they are off (scripts/deploy-images.mjs).
const ZONE = '0123456789abcdef0123456789abcdef';
let on: FakeCloudflareServer;
let off: FakeCloudflareServer;

beforeAll(async () => {
  on = await startFakeCloudflare(0, { token: 'a-token' });
  off = await startFakeCloudflare(0, { token: 'a-token', imageResizing: 'off' });
});
afterAll(async () => {
  await on.close();
  await off.close();
});

describe('the deploy’s check of image transformations', () => {
  it('passes when the zone has them on', async () => {
    expect(await imageTransformations({ apiBase: on.apiBase, zoneId: ZONE, token: 'a-token' })).toEqual({ ok: true });
  });

  it('stops, saying how to turn them on, when the zone has them off', async () => {
    const answer = await imageTransformations({ apiBase: off.apiBase, zoneId: ZONE, token: 'a-token' });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.reason).toMatch(/^image transformations are off on zone 0123456789abcdef0123456789abcdef: .*Images > Transformations/);
  });

  it('stops without a zone, without a token, or with a token the API refuses', async () => {
    expect(await imageTransformations({ apiBase: on.apiBase, token: 'a-token' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^no CLOUDFLARE_ZONE_ID/),
    });
    expect(await imageTransformations({ apiBase: on.apiBase, zoneId: ZONE })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^no CLOUDFLARE_API_TOKEN/),
    });
    expect(await imageTransformations({ apiBase: on.apiBase, zoneId: ZONE, token: 'wrong' })).toEqual({
      ok: false,
      reason: 'the zone settings API answered: 10000 Authentication error',
    });
  });

  it('reads a var of the configuration only where it is not commented out', () => {
    expect(configVar('# CLOUDFLARE_ZONE_ID = "x"\nCLOUDFLARE_API_BASE = "http://127.0.0.1:8791/client/v4"', 'CLOUDFLARE_ZONE_ID')).toBeUndefined();
    expect(configVar('CLOUDFLARE_API_BASE = "http://127.0.0.1:8791/client/v4"', 'CLOUDFLARE_API_BASE')).toBe('http://127.0.0.1:8791/client/v4');
  });
});
