import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../../shared/i18n';
import { allEstates } from '../../platform-helpers';
import { get } from '../../helpers';

// Which screen answers an address the route table knows only when decoded, or not at all:
// percent-encoded words and parameters, encoded slashes, malformed escapes, extra slashes.
// Written against the hand-made matcher (shared/routes.ts matchPath, before Hono's regex
// routes), kept as they took its place.

let estateId: number;

beforeAll(async () => {
  const estate = (await allEstates(1)).find((e) => e.general.status === 'FOR_SALE' && !e.general.parentId);
  estateId = estate!.general.id;
});

/** Each digit as its escape: '12' → '%31%32'. */
const escaped = (text: string) => [...text].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).join('');

async function titleOf(path: string, init: RequestInit = {}): Promise<{ status: number; title: string }> {
  const response = await get(`http://localhost${path}`, init);
  const body = await response.text();
  return { status: response.status, title: /<title>([^<|]*)/.exec(body)?.[1]?.trim() ?? body };
}

describe('addresses with escapes and odd slashes', () => {
  it('decodes escaped words of the route table', async () => {
    expect(await titleOf('/nl/f%61vorieten')).toEqual({ status: 200, title: translate('nl', 'favorites.title') });
    expect(await titleOf('/de/auf-dem-laufenden-halten/%65rfolg')).toEqual({ status: 200, title: translate('de', 'subscribe.successTitle') });
  });

  it('decodes an escaped parameter before checking its form', async () => {
    const response = await get(`http://localhost/nl/aanbod/${escaped(String(estateId))}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toMatch(new RegExp(`^/nl/aanbod/${estateId}/[a-z0-9-]+$`));
  });

  it('never takes an encoded slash for a parameter: the address is looked up as a CMS page', async () => {
    expect(await titleOf(`/nl/aanbod/${estateId}%2F1`)).toEqual({ status: 404, title: translate('nl', 'notFound.title') });
    expect(await titleOf('/nl/afspraak-annuleren/a%2Fb')).toEqual({ status: 404, title: translate('nl', 'notFound.title') });
  });

  it('gives an appointment id of any other one segment to the cancel page, which says it does not know it', async () => {
    expect(await titleOf('/nl/afspraak-annuleren/%C3%A9t%C3%A9')).toEqual({ status: 404, title: translate('nl', 'cancel.unknownTitle') });
    // 70 characters once decoded, 210 as escapes: the limit counts decoded characters.
    expect(await titleOf(`/nl/afspraak-annuleren/${'%3F'.repeat(70)}`)).toEqual({ status: 404, title: translate('nl', 'cancel.unknownTitle') });
    expect(await titleOf(`/nl/afspraak-annuleren/${'x'.repeat(201)}`)).toEqual({ status: 404, title: translate('nl', 'notFound.title') });
    expect(await titleOf('/nl/afspraak-annuleren/%E0%A4%A')).toEqual({ status: 404, title: translate('nl', 'notFound.title') });
  });

  it('redirects the language alone and trailing slashes permanently, keeping the query', async () => {
    for (const [path, location] of [
      ['/nl', '/nl/'],
      ['/nl?x=1', '/nl/?x=1'],
      ['/nl/favorieten/', '/nl/favorieten'],
      ['/nl/favorieten//?a=b', '/nl/favorieten?a=b'],
    ]) {
      const response = await get(`http://localhost${path}`);
      expect([path, response.status, response.headers.get('Location')]).toEqual([path, 301, location]);
    }
  });

  // The hand-made matcher skipped empty segments and showed the favorites page at
  // '/nl//favorieten' (a second address of the same page); with Hono's routes it redirects there.
  it('redirects an address with an empty segment inside to its one spelling', async () => {
    const response = await get('http://localhost/nl//favorieten?a=b');
    expect([response.status, response.headers.get('Location')]).toEqual([301, '/nl/favorieten?a=b']);
  });

  it('answers the 404 page for a language the site lacks and for another language’s words', async () => {
    expect(await titleOf('/xx/favorieten')).toEqual({ status: 404, title: translate('nl', 'notFound.title') });
    expect(await titleOf('/en/favorieten')).toEqual({ status: 404, title: translate('en', 'notFound.title') });
    expect(await titleOf('/nl/aanbod/0')).toEqual({ status: 404, title: translate('nl', 'notFound.title') });
  });

  it('answers the calendar file of a malformed appointment with a plain-text 404 in the page’s language', async () => {
    const response = await get('http://localhost/nl/afspraak/abc/agenda.ics');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(`${translate('nl', 'cancel.unknownTitle')}\n\n${translate('nl', 'cancel.unknownText')}\n`);
  });

  it('answers 405 with Allow: GET to a post to a route without a form, and lets a CMS page take its post', async () => {
    for (const path of ['/nl/vergelijken', `/nl/aanbod/${estateId}`, '/nl/afspraak/abc/agenda.ics', '/nl/detail']) {
      const response = await get(`http://localhost${path}`, { method: 'POST', headers: { 'CF-Connecting-IP': '198.18.26.1' } });
      expect([path, response.status, response.headers.get('Allow')]).toEqual([path, 405, 'GET']);
    }
    const cms = await get('http://localhost/nl/bestaat-niet', {
      method: 'POST',
      headers: { 'CF-Connecting-IP': '198.18.26.2', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'form=contact-form-1',
    });
    expect(cms.status).not.toBe(405);
  });
});
