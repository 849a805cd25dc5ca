import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleApp } from '../../../../worker/local';
import { LOGO_UPLOAD_PATH } from '../../../../worker/console/brand/brand-routes';
import { TAKES_PICTURE } from '../../../../worker/console/kit/uploads';
import { MAX_BODY_BYTES } from '../../../../shared/contract/limits';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import words from '../../../../locales/console.json';
import { CONSOLE, consoleFetch, signIn, type Who } from '../../console-helpers';
import { get } from '../../helpers';
import { quietConsole } from '../../../support/quiet-console';
import { createRandom } from '../../../../worker/platform/demo/seed/random';

// Every console POST answers a body it cannot read as a form (a multipart body without its
// boundary or cut short, JSON, plain text) with the "form could not be read" page (400) and one
// over the cap with the "too large" page (413), in the console's language; and a form the
// console can read but whose fields are nonsense is never a 5xx. The routes are found in the
// console's router, so a route added later is in the fuzz without a line here.

const OWNER = 'owner@immo-scheldeland.localhost';
const OPERATOR = 'operator@agency-sites.localhost';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A route path's parameters (`:name` or `:name{pattern}`, the pattern's braces nested) in order. */
function parametersOf(path: string): { text: string; pattern: string | null }[] {
  const found: { text: string; pattern: string | null }[] = [];
  for (let at = path.indexOf(':'); at >= 0; at = path.indexOf(':', at + 1)) {
    const name = /^:\w+/.exec(path.slice(at))![0];
    let end = at + name.length;
    let pattern: string | null = null;
    if (path[end] === '{') {
      let depth = 0;
      const start = end;
      do {
        if (path[end] === '{') depth++;
        else if (path[end] === '}') depth--;
        end++;
      } while (depth > 0);
      pattern = path.slice(start + 1, end - 1);
    }
    found.push({ text: path.slice(at, end), pattern });
    at = end - 1;
  }
  return found;
}

/** A value a parameter takes: one of its alternatives, else the first of a few plausible values that fits its pattern. */
function valueOf(pattern: string | null, locale: Locale): string {
  if (pattern === null) return 'a1b2c3';
  const fits = (value: string) => new RegExp(`^(?:${pattern})$`).test(value);
  if (fits(locale)) return locale;
  return ['1', 'owner', 'privacy', 'main', 'employees', 'a1b2c3'].find(fits) ?? pattern.split('|')[0]!;
}

/** Every POST route of the console with a path to reach it (site 1, the given language). */
function postRoutes(locale: Locale): string[] {
  const paths = new Set<string>();
  for (const { method, path } of consoleApp.routes) {
    if (method !== 'POST' || path.includes('*')) continue;
    let concrete = path;
    for (const { text, pattern } of parametersOf(path)) concrete = concrete.replace(text, valueOf(pattern, locale));
    paths.add(concrete);
  }
  // Signing out comes last: the fuzz goes on signed in.
  return [...paths].sort((a, b) => Number(a.includes('/sign-out')) - Number(b.includes('/sign-out')));
}

/** A POST to the console as its own page sends one (Origin, the session), with a raw body of a given type. */
function postRaw(path: string, body: BodyInit, type: string | null, who?: Who): Promise<Response> {
  const headers = new Headers({ Origin: CONSOLE, 'CF-Connecting-IP': '203.0.113.77' });
  if (type) headers.set('Content-Type', type);
  if (who) headers.set('Cookie', who.cookie);
  return get(`${CONSOLE}${path}`, { method: 'POST', headers, body, redirect: 'manual' });
}

/** Bodies no console form sends, each with its Content-Type. */
const UNREADABLE: [string, BodyInit, string][] = [
  ['multipart without a boundary', 'email=someone%40example.be', 'multipart/form-data'],
  ['multipart cut short', '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nsomeone@example.be', 'multipart/form-data; boundary=XYZ'],
  ['JSON', '{"email":"someone@example.be"}', 'application/json'],
  ['plain text', 'email=someone@example.be', 'text/plain'],
];

/** What an unreadable body must be answered with: the 400 page in the path's language. */
async function expectUnreadable(answer: Response, locale: Locale, what: string): Promise<void> {
  const page = await answer.text();
  expect(answer.status, what).toBe(400);
  expect(page, what).toContain(`<html lang="${locale}"`);
  expect(page, what).toContain(words.failed.badRequest[locale].replace(/'/g, '&#x27;'));
}

describe('a body the console cannot read as a form', () => {
  it.each(LOCALES)('on sign-in and sign-up (%s): the 400 page in that language, nothing logged', async (locale) => {
    const log = quietConsole();
    for (const path of [`/${locale}/sign-in`, `/${locale}/sign-up`, `/${locale}/sign-in/passkey`]) {
      for (const [what, body, type] of UNREADABLE) await expectUnreadable(await postRaw(path, body, type), locale, `${what} to ${path}`);
    }
    expect(log).not.toHaveBeenCalled();
  });

  it('a body over the form cap: the 413 page in the console’s language', async () => {
    const answer = await postRaw('/fr/sign-in', `email=${'a'.repeat(MAX_BODY_BYTES)}`, 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(413);
    const page = await answer.text();
    expect(page).toContain('<html lang="fr"');
    expect(page).toContain(words.failed.tooLargeTitle.fr);
    expect(page).toContain(words.failed.formTooLarge.fr.replace(/'/g, '&#x27;'));
  });

  it('a readable form goes on as before (a mailed link’s button posts no body at all)', async () => {
    const asked = await consoleFetch('/en/sign-in', { form: { email: 'nobody@example.be' } });
    expect(asked.status).toBe(200);
    const link = await consoleFetch('/en/link/not-a-token', { method: 'POST' });
    expect(link.status).toBe(410);
  });
});

describe('a bounded fuzz of every console POST route', () => {
  let owner: Who;
  let operator: Who;
  beforeAll(async () => {
    operator = await signIn(OPERATOR);
    // Sign-up open, so its routes read their forms rather than answer "closed".
    expect((await consoleFetch('/en/agencies/sign-up', { cookie: operator.cookie, form: { _csrf: operator.csrf, open: '1' } })).status).toBe(303);
    owner = await signIn(OWNER);
  });

  it('finds the routes in the router (the sign-in, the sites’ forms, the uploads)', () => {
    const paths = postRoutes('en');
    expect(paths.length).toBeGreaterThan(40);
    expect(paths).toEqual(expect.arrayContaining(['/en/sign-in', '/en/sign-up', '/en/sites/1/settings', '/en/sites/1/brand/logo']));
  });

  it('answers unreadable bodies 400 and oversized ones 413 on every route, signed in, in the path’s language', async () => {
    const log = quietConsole();
    const rng = createRandom(51); // seeded: the same fuzz on every run, so a failure replays
    for (const path of postRoutes('en')) {
      const locale = rng.pick(LOCALES);
      const localized = path.replace(/^\/en\//, `/${locale}/`);
      const [what, body, type] = rng.pick(UNREADABLE);
      await expectUnreadable(await postRaw(localized, body, type, owner), locale, `${what} to ${localized}`);
      const big = await postRaw(localized, `_csrf=${owner.csrf}&x=${'a'.repeat(MAX_BODY_BYTES)}`, 'application/x-www-form-urlencoded', owner);
      // The uploads take files up to their own caps: there, a big form is read (and refused for what it says).
      const takesFiles = localized.endsWith(LOGO_UPLOAD_PATH) || TAKES_PICTURE.test(localized);
      if (takesFiles) expect(big.status, `oversized to ${localized}`).toBeLessThan(500);
      else expect(big.status, `oversized to ${localized}`).toBe(413);
    }
    expect(log.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('console error'))).toEqual([]);
  });

  it('answers forms of nonsense with the session’s token on every route with no 5xx and no stack trace', async () => {
    const log = quietConsole();
    const rng = createRandom(5151);
    const values = [
      '',
      ' ',
      'x'.repeat(5000),
      '<script>alert(1)</script>',
      '-1',
      '0',
      '1e309',
      'NaN',
      '99999999999999999999',
      '2026-13-45',
      'https://example.com/',
      'é😀',
      '\u0000',
      'true',
      '[]',
      '{"a":1}',
    ];
    const failures: string[] = [];
    for (const path of postRoutes('en')) {
      // The field names of the route's own page (when it has one), and a few every form might have.
      const page = await consoleFetch(path, { cookie: (path.startsWith('/en/agencies') ? operator : owner).cookie });
      const html = page.headers.get('Content-Type')?.includes('text/html') ? await page.text() : '';
      const names = [...new Set([...html.matchAll(/name="([^"]+)"/g)].map((match) => match[1]!).filter((name) => name !== '_csrf'))];
      const pool = [...names, 'email', 'name', 'title', 'role', 'hostname', 'locale', 'slug', 'body', 'open'];
      // The operator's screens (a new agency, the sign-up switch) as the operator, the rest as an agency's owner.
      const who = path.startsWith('/en/agencies') ? operator : owner;
      for (let round = 0; round < 2; round++) {
        const form = new URLSearchParams({ _csrf: who.csrf });
        for (let field = 0; field < 6; field++) form.append(rng.pick(pool), rng.pick(values));
        const answer = await postRaw(path, form.toString(), 'application/x-www-form-urlencoded', who);
        if (answer.status >= 500) failures.push(`${answer.status} ${path} ${form.toString().slice(0, 200)}`);
        await answer.body?.cancel();
      }
    }
    expect(failures).toEqual([]);
    expect(log.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('console error'))).toEqual([]);
  });
});
