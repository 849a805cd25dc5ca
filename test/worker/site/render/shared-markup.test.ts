import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, html } from '../../helpers';

// Markup that one shared piece renders in several places: a table's column headings
// (ColumnHeads) and the booking form's required choices.

/** Follows a short address to the canonical page and returns its HTML. */
async function canonicalPage(url: string): Promise<string> {
  const redirect = await get(url);
  expect(redirect.status, url).toBe(301);
  const location = redirect.headers.get('Location')!;
  const { response, body } = await html(new URL(location, url).toString());
  expect(response.status, location).toBe(200);
  return body;
}

describe('shared markup', () => {
  it('heads the project-unit tables with five column headings, scope="col"', async () => {
    const row = await env.DB.prepare("SELECT id FROM estates WHERE site_id = 1 AND json_extract(document, '$.general.project') = 1 ORDER BY id LIMIT 1").first<{
      id: number;
    }>();
    const body = await canonicalPage(`http://localhost/nl/aanbod/${row!.id}`);
    const tables = body.match(/<table class="project-floor__units">.*?<\/thead>/g) ?? [];
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table).toMatch(/^<table class="project-floor__units"><thead><tr>(<th scope="col">[^<]+<\/th>){5}<\/tr><\/thead>$/);
  });

  it('heads the VAT table of a page with its two column headings, scope="col"', async () => {
    const pages = (await env.DB.prepare('SELECT site_id, document FROM pages ORDER BY id').all<{ site_id: number; document: string }>()).results;
    const page = pages.find((p) => p.document.includes('"vat-regime-costs"'));
    const url = (JSON.parse(page!.document) as { url: Record<string, string> }).url.nl;
    const { body } = await html(`${page!.site_id === 1 ? 'http://localhost' : 'http://immo-tweede.localhost'}/nl/${url}`);
    expect(body).toMatch(
      new RegExp(
        /<table class="vat-regime__table"><caption class="visually-hidden">[^<]+<\/caption>/.source +
          /<thead><tr><th scope="col">[^<]+<\/th><th scope="col">[^<]+<\/th><\/tr><\/thead>/.source,
      ),
    );
  });

  it('marks the reservation’s period and guests as required, with the * beside their labels', async () => {
    const unit = await env.DB.prepare('SELECT id, site_id FROM rental_units WHERE published = 1 ORDER BY id LIMIT 1').first<{ id: number; site_id: number }>();
    const { response, body } = await html(`${unit!.site_id === 1 ? 'http://localhost' : 'http://immo-tweede.localhost'}/nl/vakantie/${unit!.id}`);
    expect(response.status).toBe(200);
    for (const name of ['periodId', 'guests']) {
      expect(body, name).toMatch(
        new RegExp(`<label id="reservation-${name}-label" for="reservation-${name}">[^<]+<span aria-hidden="true"> \\*</span></label>`),
      );
      const control = new RegExp(`<(?:select|input) id="reservation-${name}"[^>]*>`).exec(body)?.[0];
      expect(control, name).toContain(`name="${name}"`);
      expect(control, name).toContain(' required=""');
    }
  });
});
