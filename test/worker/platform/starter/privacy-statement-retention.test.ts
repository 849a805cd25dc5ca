import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { ConsoleFieldError } from '../../../../shared/contract/console-legal';
import type { RawAgreement } from '../../../../shared/contract/raw/page';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import { buildPath } from '../../../../shared/routes';
import worker from '../../../../worker/local';
import { platform } from '../../../../worker/platform/demo/embedded';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import type { Env } from '../../../../worker/site/env';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { consoleFetch, signIn, type Who } from '../../console-helpers';
import { postForm } from '../../draft-helpers';

// The demo agency's privacy statement, its own text (not generated), says how long requests
// and viewings are kept in words of the one retention setting the erasure follows, in each
// language, whatever the setting: never "two years" beside an erasure at three months, never
// a shorter period than the one applied (worker/platform/starter/retention-clause.ts).

const SITE = 1;
let owner: Who;

afterEach(() => vi.useRealTimers());
beforeAll(async () => {
  owner = await signIn('owner@immo-scheldeland.localhost');
});

const LEGAL = { company: 'Immo Scheldeland BV', privacy: { controller: 'Immo Scheldeland BV', email: 'privacy@immo-scheldeland.be' } };

async function legalApi(body: unknown): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf, 'Content-Type': 'application/json' });
  const bindings = { DB: env.DB, CACHE: env.CACHE, MEDIA: env.MEDIA, ASSETS: env.ASSETS, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS };
  return platform.fetch(new Request(`https://platform.test/console-api/sites/${SITE}/legal`, { method: 'PUT', headers, body: JSON.stringify(body) }), bindings);
}

const setRetention = (months: number) => legalApi({ legal: { ...LEGAL, privacy: { ...LEGAL.privacy, retentionMonths: months } } });

/** The privacy statement's section 4 as a visitor reads it on the site, once the cache generation the legal save moved is read again. */
async function howLong(locale: Locale): Promise<string> {
  forgetGenerations();
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${buildPath('privacy', {}, locale)}`), env as unknown as Env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  const start = body.indexOf('<h2>4.');
  return body.slice(start, body.indexOf('<h2>5.', start));
}

/** The request and viewing lines of section 4 in each language, as they must read. */
const LINES: Record<number, Record<Locale, string[]>> = {
  3: {
    nl: ['contact- en reservatieaanvragen: tot 3 maanden na ons laatste contact', 'bezoekafspraken: 3 maanden na het bezoek'],
    fr: ['demandes (contact, réservation) : jusqu’à 3 mois après notre dernier contact', 'rendez-vous de visite : 3 mois après la visite'],
    en: ['contact and booking requests: up to 3 months after our last contact', 'viewing appointments: 3 months after the viewing'],
    de: ['Kontakt- und Buchungsanfragen: bis zu 3 Monate nach unserem letzten Kontakt', 'Besichtigungstermine: 3 Monate nach der Besichtigung'],
  },
  36: {
    nl: ['contact- en reservatieaanvragen: tot 36 maanden na ons laatste contact', 'bezoekafspraken: één jaar na het bezoek'],
    fr: ['demandes (contact, réservation) : jusqu’à 36 mois après notre dernier contact', 'rendez-vous de visite : un an après la visite'],
    en: ['contact and booking requests: up to 36 months after our last contact', 'viewing appointments: one year after the viewing'],
    de: ['Kontakt- und Buchungsanfragen: bis zu 36 Monate nach unserem letzten Kontakt', 'Besichtigungstermine: ein Jahr nach der Besichtigung'],
  },
};
const TWO_YEARS = /twee jaar|deux ans|two years|zwei Jahre/;

describe('the privacy statement says the retention the erasure applies', () => {
  it('reads 3 months, then 36, in all four languages of the demo agency’s own statement', async () => {
    const stored = await env.DB.prepare(`SELECT document FROM agreements WHERE site_id = ?1 AND type = 'privacy'`).bind(SITE).all<{ document: string }>();
    expect(stored.results.map((row) => (JSON.parse(row.document) as RawAgreement).generated)).toEqual([undefined, undefined, undefined, undefined]);
    for (const months of [3, 36]) {
      const saved = await setRetention(months);
      expect(saved.status, await saved.clone().text()).toBe(200);
      for (const locale of LOCALES) {
        const section = await howLong(locale);
        for (const line of LINES[months]![locale]) expect(section, `${months} months, ${locale}`).toContain(line);
        expect(section, `${months} months, ${locale}`).not.toMatch(TWO_YEARS);
        expect(section).not.toContain('[[');
      }
    }
  });

  it('gives a statement written before the marks, which kept the template’s sentences, the setting’s figures too', async () => {
    const old =
      '<h2>4. Hoe lang?</h2><ul><li>contact- en reservatieaanvragen: tot twee jaar na ons laatste contact;</li>' +
      '<li>bezoekafspraken: één jaar na het bezoek;</li></ul><h2>5. Delen</h2>';
    const document: RawAgreement = { type: 'privacy', locale: 'nl', title: 'Privacy', html: old, updatedAt: '2026-01-05' };
    await env.DB.prepare(`UPDATE agreements SET document = ?2 WHERE site_id = ?1 AND type = 'privacy' AND locale = 'nl'`)
      .bind(SITE, JSON.stringify(document))
      .run();
    expect((await setRetention(5)).status).toBe(200);
    const section = await howLong('nl');
    expect(section).toContain('tot 5 maanden na ons laatste contact');
    expect(section).toContain('bezoekafspraken: 5 maanden na het bezoek');
  });
});

describe('a statement that says its own period', () => {
  it('is not saved in the console without the marks, with the reason', async () => {
    const version = (await readDraftItem(env.DB, SITE, 'agreement', 'privacy/en')).version;
    const html = '<h2>How long</h2><p>We keep your requests for two years.</p>';
    const refused = await postForm(owner, '/en/sites/1/agreements/privacy/en', { version: String(version), title: 'Privacy', html });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Keep [[retention]] and [[viewing-retention]] in your privacy statement');
    expect((await readDraftItem(env.DB, SITE, 'agreement', 'privacy/en')).version).toBe(version);
  });

  it('makes the console refuse a new retention, naming its languages, until it has the marks', async () => {
    expect((await setRetention(6)).status).toBe(200);
    const own: RawAgreement = {
      type: 'privacy',
      locale: 'fr',
      title: 'Confidentialité',
      html: '<p>Nous gardons vos demandes deux ans.</p>',
      updatedAt: '2026-01-05',
    };
    await env.DB.prepare(`UPDATE agreements SET document = ?2 WHERE site_id = ?1 AND type = 'privacy' AND locale = 'fr'`).bind(SITE, JSON.stringify(own)).run();
    expect((await legalApi({ legal: { ...LEGAL, company: 'Immo Scheldeland NV', privacy: { ...LEGAL.privacy, retentionMonths: 6 } } })).status).toBe(200);

    const refused = await setRetention(12);
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as ConsoleFieldError;
    expect(answer.field).toBe('legal.privacy.retentionMonths');
    expect(answer.issues[0]?.message).toMatch(/^the privacy statement states its own retention period \(fr\)/);
    const form = { _csrf: owner.csrf, company: 'Immo Scheldeland NV', privacyController: 'Immo Scheldeland BV', privacyEmail: 'privacy@immo-scheldeland.be' };
    const screen = await consoleFetch('/en/sites/1/legal', { cookie: owner.cookie, form: { ...form, retentionMonths: '12' } });
    expect(screen.status).toBe(400);
    expect(await screen.text()).toContain('Your privacy statement (French) states its own retention period, which would then be untrue.');
    expect((await legalApi({ legal: LEGAL })).status).toBe(400);

    const marked = { ...own, html: '<p>Nous gardons vos demandes [[retention]], vos visites [[viewing-retention]].</p>' };
    await env.DB.prepare(`UPDATE agreements SET document = ?2 WHERE site_id = ?1 AND type = 'privacy' AND locale = 'fr'`)
      .bind(SITE, JSON.stringify(marked))
      .run();
    expect((await setRetention(12)).status).toBe(200);
  });
});
