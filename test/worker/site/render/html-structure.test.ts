import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, html } from '../../helpers';

// HTML checks: each <section> is headed (or is not a section), and a description
// list names each term once. Every CMS page in Dutch, the other screens, and the detail pages
// of the estates with the most rooms (where rooms repeat: bedroom, bedroom, bathroom…).

/** The start tag of every <section> whose content holds no h1–h6. */
function sectionsWithoutHeading(body: string): string[] {
  const found: string[] = [];
  const opening = /<section\b[^>]*>/g;
  for (let match = opening.exec(body); match; match = opening.exec(body)) {
    const tag = /<(\/?)section\b[^>]*>/g;
    tag.lastIndex = opening.lastIndex;
    let depth = 1;
    let end: RegExpExecArray | null = null;
    while (depth > 0 && (end = tag.exec(body))) depth += end[1] ? -1 : 1;
    const inner = body.slice(opening.lastIndex, end ? end.index : body.length);
    if (!/<h[1-6][\s>]/.test(inner)) found.push(match[0]);
  }
  return found;
}

/** The terms that appear more than once in one <dl>. */
function repeatedTerms(body: string): string[] {
  return [...body.matchAll(/<dl\b[^>]*>([\s\S]*?)<\/dl>/g)].flatMap((list) => {
    const terms = [...list[1]!.matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    return terms.filter((term, index) => terms.indexOf(term) !== index);
  });
}

const host = (siteId: number) => (siteId === 1 ? 'http://localhost' : 'http://immo-tweede.localhost');
const cmsPages = (await env.DB.prepare('SELECT site_id, document FROM pages ORDER BY id').all<{ site_id: number; document: string }>()).results.map(
  (row) => `${host(row.site_id)}/nl/${(JSON.parse(row.document) as { url: { nl: string } }).url.nl}`,
);
// The estates with the longest room lists, projects among them, of both sites.
const roomy = (
  await env.DB.prepare("SELECT id, site_id FROM estates WHERE parent_id IS NULL ORDER BY json_array_length(document, '$.layout') DESC, id LIMIT 8").all<{
    id: number;
    site_id: number;
  }>()
).results;
const units = (await env.DB.prepare('SELECT id, site_id FROM estates WHERE parent_id IS NOT NULL ORDER BY id LIMIT 2').all<{ id: number; site_id: number }>())
  .results;
const holidayUnits = (
  await env.DB.prepare('SELECT id, site_id FROM rental_units WHERE published = 1 ORDER BY id').all<{ id: number; site_id: number }>()
).results.filter((_, index) => index % 8 === 0);
const OTHER = [
  ...holidayUnits.map((unit) => `${host(unit.site_id)}/nl/vakantie/${unit.id}`),
  'http://localhost/nl/privacy-verklaring',
  'http://localhost/nl/gebruiksvoorwaarden',
  'http://localhost/nl/hou-me-op-de-hoogte',
  'http://localhost/nl/favorieten',
];

async function detailUrl({ id, site_id }: { id: number; site_id: number }): Promise<string> {
  const redirect = await get(`${host(site_id)}/nl/aanbod/${id}`);
  expect(redirect.status).toBe(301);
  return host(site_id) + redirect.headers.get('Location');
}

describe('HTML structure', () => {
  it('finds what it looks for (the checks themselves)', () => {
    expect(sectionsWithoutHeading('<section class="a"><p>x</p></section><section><h2>t</h2><section class="b"></section></section>')).toEqual([
      '<section class="a">',
      '<section class="b">',
    ]);
    expect(repeatedTerms('<dl><div><dt>Slaapkamer</dt><dd>1</dd></div><dt>Slaapkamer</dt><dd>2</dd></dl>')).toEqual(['Slaapkamer']);
  });

  it.each([...cmsPages, ...OTHER])('%s: every section has a heading, every list names a term once', async (url) => {
    const { response, body } = await html(url, { headers: { 'User-Agent': 'Googlebot/2.1' } });
    expect(response.status).toBe(200);
    expect(sectionsWithoutHeading(body)).toEqual([]);
    expect(repeatedTerms(body)).toEqual([]);
  });

  it.each([...roomy, ...units].map((estate) => [estate.id, estate] as const))(
    'detail page of estate %i: every section has a heading, every list names a term once',
    async (_, estate) => {
      const { body } = await html(await detailUrl(estate), { headers: { 'User-Agent': 'Googlebot/2.1' } });
      expect(body).toContain('class="detail-rows"');
      expect(sectionsWithoutHeading(body)).toEqual([]);
      expect(repeatedTerms(body)).toEqual([]);
    },
  );
});
