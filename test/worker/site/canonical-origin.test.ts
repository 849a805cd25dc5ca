import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { attribute, get, html, tags } from '../helpers';

// The Host header's port is the client's choice; robots.txt, sitemap.xml and the
// pages are publicly cacheable, so their links name the site's own origin.

const HOSTNAME = 'www.immo-poort.test';

beforeAll(async () => {
  // Site 1 has no primary hostname: its links follow the hostname a request came in on.
  const response = await get('http://localhost/admin/sites/1/hostnames', {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ hostname: HOSTNAME }),
  });
  expect(response.status).toBe(200);
});

describe('links on a hostname reached through a port', () => {
  it('names the https origin without the port in canonical, hreflang, og:url and JSON-LD', async () => {
    const { response, body } = await html(`http://${HOSTNAME}:9999/nl/`, { headers: { Host: `${HOSTNAME}:9999` } });
    expect(response.status).toBe(200);
    expect(body).not.toContain(':9999');
    const canonical = tags(body, 'link').find((tag) => attribute(tag, 'rel') === 'canonical');
    expect(attribute(canonical ?? '', 'href')).toBe(`https://${HOSTNAME}/nl/`);
    const og = tags(body, 'meta').find((tag) => attribute(tag, 'property') === 'og:url');
    expect(attribute(og ?? '', 'content')).toBe(`https://${HOSTNAME}/nl/`);
  });

  it('names it in robots.txt and sitemap.xml', async () => {
    const robots = await (await get(`http://${HOSTNAME}:9999/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: https://${HOSTNAME}/sitemap.xml`);
    expect(robots).not.toContain(':9999');
    const index = await (await get(`http://${HOSTNAME}:9999/sitemap.xml`)).text();
    expect(index).toContain(`<loc>https://${HOSTNAME}/sitemap-pages.xml</loc>`);
    expect(index).not.toContain(':9999');
    const pages = await (await get(`http://${HOSTNAME}:9999/sitemap-pages.xml`)).text();
    expect(pages).toContain(`<loc>https://${HOSTNAME}/nl/</loc>`);
    expect(pages).not.toContain(':9999');
  });

  it('keeps the port on localhost, where development needs it', async () => {
    const robots = await (await get('http://localhost:8787/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost:8787/sitemap.xml');
  });
});
