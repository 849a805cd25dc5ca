import { describe, expect, it } from 'vitest';
import { hostOrigin, siteOrigin, withLocalPort } from '../../../../shared/domain/site-origin';
import { itMaps } from '../../../support/maps';

describe('the origin of a site’s public links', () => {
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

describe('the origin of a site’s links without a request (mails: one rule for both)', () => {
  itMaps('a site whose hostname is %s links to %s', hostOrigin, [
    ['www.immo-noord.be', 'https://www.immo-noord.be'],
    // A port on a public hostname is the client's choice, never part of a link.
    ['www.immo-noord.be:9999', 'https://www.immo-noord.be'],
    ['localhost', 'http://localhost'],
    ['immo-tweede.localhost', 'http://immo-tweede.localhost'],
    // Local hostnames keep their port, 127.0.0.1 among them: the links of `npm start` lead back to it.
    ['immo-tweede.localhost:8787', 'http://immo-tweede.localhost:8787'],
    ['127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['127.0.0.1', 'http://127.0.0.1'],
  ]);

  it('gives a local hostname without a port the local sites’ port (npm start’s PORT), and nothing else', () => {
    expect(hostOrigin('localhost', 'http:', '8811')).toBe('http://localhost:8811');
    expect(hostOrigin('immo-tweede.localhost', 'http:', '8811')).toBe('http://immo-tweede.localhost:8811');
    // A port the hostname names stays; a public hostname never gets one; a port that is no number is none.
    expect(hostOrigin('immo.localhost:8787', 'http:', '8811')).toBe('http://immo.localhost:8787');
    expect(hostOrigin('www.immo-noord.be', 'http:', '8811')).toBe('https://www.immo-noord.be');
    expect(hostOrigin('localhost', 'http:', '88a')).toBe('http://localhost');
  });

  it('agrees with the request rule on every hostname', () => {
    for (const host of ['www.immo-noord.be:9999', 'localhost:8787', 'immo.localhost:8787', '127.0.0.1:8787', '[::1]:8787']) {
      expect(hostOrigin(host)).toBe(siteOrigin(null, `http://${host}/nl/`));
    }
  });
});

describe('a site’s link as the console shows it (seller and webhook links without the port locally)', () => {
  it.each([
    ['http://immo.localhost/nl/_report/abc', 'http://console.localhost:8787/nl/sites/1/crm', 'http://immo.localhost:8787/nl/_report/abc'],
    ['http://immo.localhost:9000/hooks/x', 'http://console.localhost:8787/nl/', 'http://immo.localhost:9000/hooks/x'],
    ['https://www.immo-noord.be/nl/_report/abc', 'http://console.localhost:8787/nl/', 'https://www.immo-noord.be/nl/_report/abc'],
    ['http://immo.localhost/nl/', 'https://console.agency-sites.be/nl/', 'http://immo.localhost/nl/'],
    ['/hooks/x', 'http://console.localhost:8787/nl/', '/hooks/x'],
  ])('%s, asked at %s, is %s', (link, requestUrl, expected) => {
    expect(withLocalPort(link, requestUrl)).toBe(expected);
  });
});
