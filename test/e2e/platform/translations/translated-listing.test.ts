import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';
import { baseURL, newPage, useBrowser, watchErrors } from '../../helpers/browser';
import { expectAccessible, useLiveAgency } from '../../helpers/console';
import { untilVisitorSees } from '../../helpers/console-drafts';
import { send, sweepBrightAccount } from '../../helpers/fake-sweepbright';

// A listing its agency wrote in Dutch alone, on its German page on a phone (390 px), end to end
// (docs/translations.md): written through SweepBright's webhook and the sync queue, translated by the
// translation queue with the e2e server's local Workers AI (test/support/fake-translation/server.ts),
// shown in German with "Automatisch aus dem Niederländischen übersetzt · Original anzeigen"; the
// link leads to the Dutch original with its lang, with JavaScript and without, and back. A live
// agency of its own in the four languages, so the demo sites the other files read stay as they are.

const browser = useBrowser();
const site = useLiveAgency('Immo Vertaald', 'vertaald', ['nl', 'fr', 'en', 'de']);
const PHONE = { width: 390, height: 844 };
/** Words of this file's listing alone. */
const mark = `V${crypto.randomUUID().slice(0, 8)}`;
const TITLE = `Halfopen bebouwing in Eupen ${mark}`;
const DESCRIPTION = `Instapklare woning ${mark} met garage.`;

/** Writes the listing through SweepBright once, in the first test that asks (its wait is a test's); answers its German page's address. */
let written: Promise<string> | undefined;
const germanPage = () => (written ??= writeListing());

async function writeListing(): Promise<string> {
  const admin = { Authorization: `Bearer ${inject('adminToken')}` };
  const { sites } = (await (await send(`${baseURL()}/admin/sites`, 'GET', undefined, admin)).json()) as { sites: { id: number; hostnames: string[] }[] };
  const siteId = sites.find((record) => record.hostnames.includes(site.host()))!.id;
  const account = sweepBrightAccount(`e2e-translated-${mark}`);
  await account.open('e2e-secret');
  const estate = {
    ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage),
    id: crypto.randomUUID(),
    description_title: { nl: TITLE },
    description: { nl: DESCRIPTION },
  };
  await account.setEstates([estate]);
  const made = await send(
    `${baseURL()}/admin/sites/${siteId}/connections`,
    'POST',
    { kind: 'sweepbright', settings: { clientId: `e2e-translated-${mark}` }, secret: 'e2e-secret' },
    admin,
  );
  const { webhookPath } = ((await made.json()) as { connection: { webhookPath: string } }).connection;
  expect((await send(`${baseURL()}${webhookPath}`, 'POST', { event: 'estate-added', estate_id: estate.id })).status).toBe(202);
  // The listing's short address: it redirects to the one with its slug.
  return `${site.url()}/de/angebot/${await account.reportedEstateId(estate.id)}`;
}

/** The page's title, description and the note under them, as a visitor reads them. */
async function shown(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  const description = page.locator('.estate-detail__description');
  return {
    title: (await heading.textContent())?.trim(),
    titleLang: await heading.getAttribute('lang'),
    description: (await description.textContent())?.trim(),
    descriptionLang: await description.getAttribute('lang'),
    note: (await page.locator('.estate-detail__translated').textContent())?.trim(),
  };
}

describe('the German page of a listing written in Dutch alone', () => {
  it('shows its German translation at 390 px, marked “translated automatically from Dutch”, and axe finds nothing', async () => {
    const page = await newPage(browser(), { viewport: PHONE });
    const errors = watchErrors(page);
    // Written, then translated by the queue: the page shows the translation once it is made.
    await untilVisitorSees(page, await germanPage(), `[de] ${TITLE}`);
    expect(await shown(page)).toEqual({
      title: `[de] ${TITLE}`,
      titleLang: null,
      description: `[de] ${DESCRIPTION}`,
      descriptionLang: null,
      note: 'Automatisch aus dem Niederländischen übersetzt · Original anzeigen',
    });
    await expect(page.locator('.estate-detail__translated').isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'German page of a Dutch-only listing at 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`leads from “Original anzeigen” to the Dutch original with lang="nl" and back, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const page = await newPage(browser(), { viewport: PHONE, javaScriptEnabled });
      const errors = watchErrors(page);
      await untilVisitorSees(page, await germanPage(), `[de] ${TITLE}`);
      const translated = new URL(page.url()).pathname;
      await Promise.all([
        page.waitForURL((url) => url.pathname === translated && url.search === '?original=1'),
        page.getByRole('link', { name: 'Original anzeigen' }).click(),
      ]);
      expect(await shown(page)).toEqual({
        title: TITLE,
        titleLang: 'nl',
        description: DESCRIPTION,
        descriptionLang: 'nl',
        note: 'Originaltext auf Niederländisch · Übersetzung anzeigen',
      });
      if (javaScriptEnabled) await expectAccessible(page, 'the Dutch original on the German page at 390 px');
      await Promise.all([
        page.waitForURL((url) => url.pathname === translated && url.search === ''),
        page.getByRole('link', { name: 'Übersetzung anzeigen' }).click(),
      ]);
      expect((await shown(page)).title).toBe(`[de] ${TITLE}`);
      expect(errors).toEqual([]);
    });
  }
});
