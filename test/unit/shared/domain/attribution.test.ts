import { describe, expect, it } from 'vitest';
import { parseAttribution, readAttribution } from '../../../../shared/domain/attribution';
import { ATTRIBUTION_LIMITS } from '../../../../shared/contract/attribution';

const SITE = 'www.immo-noord.be';

describe('parseAttribution', () => {
  it('reads the five campaign parameters and keeps the landing page with its query', () => {
    const landing = '/nl/aanbod/12?utm_source=immoweb&utm_medium=cpc&utm_campaign=spring&utm_term=villa%20gent&utm_content=banner&page=2';
    expect(parseAttribution(landing, undefined, SITE)).toEqual({
      landingPage: landing,
      utm: { source: 'immoweb', medium: 'cpc', campaign: 'spring', term: 'villa gent', content: 'banner' },
    });
  });

  it('reads the click ids of Google, Meta and Microsoft', () => {
    expect(parseAttribution('/fr/?gclid=Cj0KCQ&fbclid=IwAR2x&msclkid=5f3a&other=1', undefined, SITE)?.clickIds).toEqual({
      gclid: 'Cj0KCQ',
      fbclid: 'IwAR2x',
      msclkid: '5f3a',
    });
  });

  it('takes a full URL of the site itself (a Referer) as the landing page, path and query only', () => {
    expect(parseAttribution(`https://${SITE}/nl/aanbod/7?utm_source=immoweb#photos`, undefined, SITE)).toEqual({
      landingPage: '/nl/aanbod/7?utm_source=immoweb',
      utm: { source: 'immoweb' },
    });
  });

  it('takes nothing from a landing URL on another site', () => {
    expect(parseAttribution('https://evil.example/nl/?utm_source=spam', undefined, SITE)).toBeUndefined();
    expect(parseAttribution('//evil.example/nl/?utm_source=spam', undefined, SITE)).toBeUndefined();
  });

  it('reduces an external referrer to its origin', () => {
    expect(parseAttribution('/nl/', 'https://www.immoweb.be/nl/zoeken/huis/te-koop?page=3&q=secret', SITE)).toEqual({
      landingPage: '/nl/',
      referrer: 'https://www.immoweb.be',
    });
    expect(parseAttribution(undefined, 'http://user:pw@portal.example:8080/a?b#c', SITE)).toEqual({ referrer: 'http://portal.example:8080' });
  });

  it('does not take a page of the same site as a referrer', () => {
    expect(parseAttribution('/nl/contact', `https://${SITE}/nl/aanbod/12?utm_source=immoweb`, SITE)).toEqual({ landingPage: '/nl/contact' });
    expect(parseAttribution(undefined, `http://${SITE}:8080/`, SITE)).toBeUndefined();
  });

  it('drops a referrer that is not http(s): javascript:, data:, an app', () => {
    for (const referrer of ['javascript:alert(1)', 'data:text/html,hi', 'android-app://com.google.android.gm/', 'not a url']) {
      expect(parseAttribution(undefined, referrer, SITE)).toBeUndefined();
    }
  });

  it('drops malformed values: control characters, unprintable ones, empty ones', () => {
    const landing =
      '/nl/?utm_source=imm%00oweb&utm_medium=%E2%80%8Bcpc&utm_campaign=%20%20&utm_term=a%0Ab&utm_content=ok&gclid=&fbclid=x%E2%80%A8y&msclkid=%ED%A0%80';
    expect(parseAttribution(landing, undefined, SITE)).toEqual({ landingPage: landing, utm: { content: 'ok' } });
  });

  it('caps each value at its limit, whole characters only', () => {
    const long = 'a'.repeat(400);
    const result = parseAttribution(`/nl/?utm_campaign=${long}&gclid=${'g'.repeat(300)}&p=${'x'.repeat(600)}`, `https://${'r'.repeat(250)}.example/`, SITE);
    expect(result?.utm?.campaign).toBe('a'.repeat(ATTRIBUTION_LIMITS.utm));
    expect(result?.clickIds?.gclid).toHaveLength(ATTRIBUTION_LIMITS.clickId);
    expect(result?.landingPage).toHaveLength(ATTRIBUTION_LIMITS.landingPage);
    expect(result?.referrer).toHaveLength(ATTRIBUTION_LIMITS.referrer);
    // 149 letters then an emoji (two UTF-16 units): the emoji is left out, not cut in half.
    const emoji = parseAttribution(`/nl/?utm_source=${'b'.repeat(149)}${encodeURIComponent('🏠')}`, undefined, SITE);
    expect(emoji?.utm?.source).toBe('b'.repeat(149));
  });

  it('answers undefined when there is nothing', () => {
    expect(parseAttribution(undefined, undefined, SITE)).toBeUndefined();
    expect(parseAttribution('', '', SITE)).toBeUndefined();
  });
});

describe('readAttribution: what a browser sent with a form', () => {
  it('reads the stored visit (landing page, referrer, time) and derives the campaign from the landing page', () => {
    const stored = {
      landingPage: '/nl/aanbod/12?utm_source=immoweb&utm_campaign=spring&gclid=x',
      referrer: 'https://www.google.be',
      landedAt: '2026-04-02T09:30:00.000Z',
    };
    const expected = { ...stored, utm: { source: 'immoweb', campaign: 'spring' }, clickIds: { gclid: 'x' } };
    expect(readAttribution(stored, SITE)).toEqual(expected);
    // The hidden form field holds the same as JSON text.
    expect(readAttribution(JSON.stringify(stored), SITE)).toEqual(expected);
  });

  it('keeps given campaign values and fills the missing ones from the landing page', () => {
    expect(readAttribution({ landingPage: '/nl/?utm_source=a&utm_medium=b', utm: { source: 'given' }, clickIds: { msclkid: 'm' } }, SITE)).toEqual({
      landingPage: '/nl/?utm_source=a&utm_medium=b',
      utm: { source: 'given', medium: 'b' },
      clickIds: { msclkid: 'm' },
    });
  });

  it('applies the same rules: a full referrer becomes its origin, the same site or javascript: is none, lengths capped', () => {
    expect(readAttribution({ referrer: 'https://www.facebook.com/groups/123/posts/456' }, SITE)).toEqual({ referrer: 'https://www.facebook.com' });
    expect(readAttribution({ landingPage: '/nl/', referrer: `https://${SITE}/nl/aanbod` }, SITE)).toEqual({ landingPage: '/nl/' });
    expect(readAttribution({ landingPage: '/nl/', referrer: 'javascript:alert(document.cookie)' }, SITE)).toEqual({ landingPage: '/nl/' });
    expect(readAttribution({ utm: { source: 's'.repeat(1000) } }, SITE)?.utm?.source).toHaveLength(ATTRIBUTION_LIMITS.utm);
  });

  it('drops what is malformed, field by field, and never throws', () => {
    expect(
      readAttribution({ landingPage: 42, referrer: ['x'], utm: 'spring', clickIds: { gclid: 'ok', fbclid: { a: 1 }, other: 'x' }, extra: 'y' }, SITE),
    ).toEqual({ clickIds: { gclid: 'ok' } });
    expect(readAttribution({ landingPage: '/nl/\u0007', utm: { source: 'a\u0000b' }, landedAt: 'yesterday' }, SITE)).toBeUndefined();
    for (const value of ['{"landingPage":', 'null', '[]', '"text"', '', null, undefined, 12, `{"landingPage":"/${'x'.repeat(13_000)}"}`]) {
      expect(readAttribution(value, SITE)).toBeUndefined();
    }
  });
});

describe('readAttribution: the pages the session viewed', () => {
  it('keeps the site’s own paths with their titles, oldest first, the newest ten', () => {
    const pages = Array.from({ length: 12 }, (_, n) => ({ path: `/nl/aanbod/${n}`, title: `Pand ${n}` }));
    expect(readAttribution({ pages }, SITE)?.pages).toEqual(pages.slice(2));
  });

  it('drops pages of another host, non-paths and unprintable values; takes a full URL of the site as its path', () => {
    const pages = [
      { path: 'https://evil.example/nl/' },
      { path: '//evil.example/nl/' },
      { path: 'javascript:alert(1)' },
      { path: 'nl/relative' },
      { path: 42 },
      'x',
      { path: `https://${SITE}/fr/contact?x=1`, title: 'a\u0000b' },
      { path: '/de/', title: ' Start ' },
    ];
    expect(readAttribution({ pages }, SITE)?.pages).toEqual([{ path: '/fr/contact?x=1' }, { path: '/de/', title: 'Start' }]);
  });

  it('caps a path and a title at their limits, and reads no list that is not one', () => {
    expect(readAttribution({ pages: [{ path: `/${'p'.repeat(400)}`, title: 't'.repeat(200) }] }, SITE)?.pages).toEqual([
      { path: `/${'p'.repeat(299)}`, title: 't'.repeat(120) },
    ]);
    expect(readAttribution({ pages: { path: '/nl/' } }, SITE)).toBeUndefined();
  });
});
