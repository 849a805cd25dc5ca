import { describe, expect, it } from 'vitest';
import { attribute, html } from '../../helpers';

const HOST = 'http://localhost';

type Condition = { and?: Condition[]; not?: Condition; href_matches?: URLPatternInit; selector_matches?: string };
interface Rules {
  prerender: { source: string; where: Condition; eagerness: string }[];
}

/** The page's speculation rules and the nonce their script carries, beside the nonce of its CSP. */
async function rulesOf(url: string): Promise<{ rules: Rules; nonce: string | undefined; csp: string | undefined; body: string }> {
  const { response, body } = await html(url);
  expect(response.status, url).toBe(200);
  const scripts = [...body.matchAll(/(<script type="speculationrules"[^>]*>)(.*?)<\/script>/g)];
  expect(scripts, 'one set of rules').toHaveLength(1);
  const csp = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
  return { rules: JSON.parse(scripts[0]![2]!) as Rules, nonce: attribute(scripts[0]![1]!, 'nonce'), csp, body };
}

/** Whether a link is in `where`, as Chromium reads it: URL patterns against the page's address (the selectors are checked apart). */
function matches(where: Condition, href: string, page: string): boolean {
  if (where.and) return where.and.every((part) => matches(part, href, page));
  if (where.not) return !matches(where.not, href, page);
  if (where.href_matches) return new URLPattern({ ...where.href_matches, baseURL: page }).test(new URL(href, page));
  return false;
}

describe('Pages that open before the click', () => {
  it('puts the rules, with the CSP nonce, on a listing page and on a detail page, and both lead to each other', async () => {
    const listing = await rulesOf(`${HOST}/nl/te-koop`);
    const detailPath = /href="(\/nl\/aanbod\/\d+\/[a-z0-9-]+)"/.exec(listing.body)?.[1];
    expect(detailPath, 'the listing links to a detail').toBeDefined();
    const detail = await rulesOf(HOST + detailPath);
    for (const page of [listing, detail]) {
      expect(page.nonce).toBeTruthy();
      expect(page.nonce).toBe(page.csp);
      expect(page.rules.prerender).toHaveLength(1);
      expect(page.rules.prerender[0]!.eagerness).toBe('moderate');
      expect(page.rules.prerender[0]!.source).toBe('document');
    }
    const where = listing.rules.prerender[0]!.where;
    const page = `${HOST}/nl/te-koop`;
    for (const href of [detailPath!, '/nl/te-koop?page=2', '/fr/a-vendre', '/nl/vakantie/3', '/de/angebot/12/haus'])
      expect(matches(where, href, page), href).toBe(true);
  });

  it('never opens a link that changes something or is not a page: forms, favorites, tokens, ?period=, the console, /admin, ajax, files', async () => {
    const page = `${HOST}/fr/offre/12/maison`;
    const { rules } = await rulesOf(`${HOST}/fr/a-vendre`);
    const where = rules.prerender[0]!.where;
    for (const href of [
      '/nl/favorieten',
      '/fr/comparer',
      '/en/keep-me-informed',
      '/nl/hou-me-op-de-hoogte/bevestigen/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      '/de/auf-dem-laufenden-halten/abmelden/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      '/fr/annuler-rendez-vous/abc',
      '/nl/afspraak/abc/agenda.ics',
      '/fr/offre/12/portes-ouvertes/20261201T1000Z/agenda.ics',
      '/nl/raamaffiche/12',
      '/nl/vakantie/3?period=2026-07-04',
      '/nl/vakantie/3?type=week&period=x',
      '/nl/ajax/estates',
      '/admin/health',
      '/console/',
      '/assets/media/crm/1/photo.jpg',
      '/sitemap.xml',
      'http://console.localhost/nl/te-koop',
      'https://elsewhere.example/nl/te-koop',
    ])
      expect(matches(where, href, page), href).toBe(false);
    const selectors = where.and!.flatMap((part) => part.not?.selector_matches ?? []).join(', ');
    for (const selector of ['a[download]', 'a[rel~="nofollow"]', 'form a', '[data-no-prerender] a']) expect(selectors).toContain(selector);
  });
});
