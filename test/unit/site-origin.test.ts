import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../../shared/domain/site-origin';

describe('the origin of a site’s public links (DESIGN.md §7, issue 15)', () => {
  it.each([
    ['https://www.immo-noord.be', 'http://immo-noord.be:9999/nl/', 'https://www.immo-noord.be'],
    [null, 'http://www.immo-noord.be:9999/nl/', 'https://www.immo-noord.be'],
    [null, 'https://www.immo-noord.be/nl/', 'https://www.immo-noord.be'],
    [null, 'http://localhost:8787/nl/', 'http://localhost:8787'],
    [null, 'http://immo-tweede.localhost:8787/fr/', 'http://immo-tweede.localhost:8787'],
    [null, 'http://127.0.0.1:8787/nl/', 'http://127.0.0.1:8787'],
  ])('with the setting %s, a request to %s links to %s', (setting, requestUrl, expected) => {
    expect(siteOrigin(setting, requestUrl)).toBe(expected);
  });
});
