import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../../../shared/contract/site-input';
import type { RawSite } from '../../../../shared/contract/raw/site';
import { attachHostname } from '../../../../worker/platform/hostnames/site-hostnames';
import { createSite } from '../../../../worker/platform/sites/store';
import { agreementTexts } from '../../../../worker/platform/starter/agreement-texts';

// Own domain: a new agency answers on the platform's address (<slug>.localhost
// here, SITES_HOSTNAME_SUFFIX) until its own domain is active; then its own domain is the main
// address and the platform's redirects there, without the owner having to ask. A site whose main
// address is already its own keeps it unless the owner asks.

async function siteWith(hostnames: string[]): Promise<number> {
  const site = await createSite(env.DB, siteSchema.parse({ name: `Immo ${hostnames[0]}`, hostnames, locales: ['nl'] }), await agreementTexts(env.ASSETS));
  return site.id;
}

const stored = async (id: number) =>
  JSON.parse((await env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(id).first<string>('document'))!) as RawSite;

describe('an agency’s own domain as its main address', () => {
  it('replaces the platform’s address of a new agency once active', async () => {
    const id = await siteWith(['immo-primary-test.localhost']);
    expect(await attachHostname(env.DB, env.CACHE, id, 'www.immo-primary-test.be', false, 'localhost')).toBe('attached');
    const site = await stored(id);
    expect(site.primaryHostname).toBe('www.immo-primary-test.be');
    expect(site.hostnames).toEqual(['www.immo-primary-test.be', 'immo-primary-test.localhost']);
  });

  it('leaves an agency’s own main address alone unless the owner asks', async () => {
    const id = await siteWith(['www.immo-own-main.be']);
    await attachHostname(env.DB, env.CACHE, id, 'immo-own-main.be', false, 'localhost');
    expect((await stored(id)).primaryHostname).toBe('www.immo-own-main.be');
    await attachHostname(env.DB, env.CACHE, id, 'www.immo-own-main.brussels', true, 'localhost');
    expect((await stored(id)).primaryHostname).toBe('www.immo-own-main.brussels');
  });
});
