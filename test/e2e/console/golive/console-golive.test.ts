import { beforeAll, describe, expect, inject, it } from 'vitest';
import { agencyCard, consoleURL, expectAccessible, keep, openFromCard, OPERATOR, signedIn } from '../../helpers/console';
import { baseURL, newPage, useBrowser, watchErrors } from '../../helpers/browser';

// Publish: a new agency is born in coming-soon mode. Its visitors get the one "soon online"
// page (accessible, nothing moving, its language link); the owner signs in to the console, sees
// the checklist, previews the real site through the review step's button by keyboard, and
// publishes it with a confirmation: axe on each screen. The checklist's states, the preview's
// headers and the live site for the next visitor are worker tests
// (test/worker/console/golive/golive.test.ts, test/worker/site/middleware/coming-soon.test.ts).
// The operator signs in (an owner of every agency: the new site has no owner of its own until
// the starter-site branch gives it one).

const NAME = 'Immo Binnenkort';
const HOST = `binnenkort-${Date.now()}.localhost`;
const siteURL = () => `http://${HOST}:${inject('port')}`;
const SOON_HEADING = 'Binnenkort online';
const browser = useBrowser();

beforeAll(async () => {
  const made = await fetch(`${baseURL()}/admin/sites`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: NAME,
      hostnames: [HOST],
      locales: ['nl', 'fr', 'en'],
      tagline: { nl: 'Uw makelaar aan de Leie', fr: 'Votre agent au bord de la Lys', en: 'Your agent on the Lys' },
      contact: { email: 'info@binnenkort.be', phone: '+32 9 555 12 34', street: 'Leieoever 3', zip: '9000', city: { nl: 'Gent', fr: 'Gand', en: 'Ghent' } },
      biv: { number: '512.345', authority: { nl: 'BIV, Brussel', fr: 'IPI, Bruxelles', en: 'BIV/IPI, Brussels' }, vat: 'BE 0123.456.749' },
    }),
  });
  if (made.status !== 201) throw new Error(`creating the site answered ${made.status}: ${await made.text()}`);
});

describe('going live from the console', () => {
  it('shows visitors the soon page, lets the owner preview the site by keyboard and publish it, every screen axe clean', async () => {
    // A visitor: the soon page, in Dutch, accessible, nothing moving, no script error.
    const visitor = await newPage(browser());
    const visitorErrors = watchErrors(visitor);
    await visitor.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visitor.goto(`${siteURL()}/nl/te-koop`);
    await visitor.getByRole('heading', { level: 1, name: SOON_HEADING }).waitFor();
    await expectAccessible(visitor, 'soon page');
    await expect(visitor.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0))).resolves.toBe(0);
    await keep(visitor, 'soon-page');
    await visitor.getByRole('link', { name: 'Français' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Bientôt en ligne' }).waitFor();

    // The owner: the checklist, in words, and the preview through the review step's button.
    const { page, errors } = await signedIn(browser(), OPERATOR);
    const card = agencyCard(page, NAME);
    await card.getByText('0 of 7 steps done').waitFor();
    await expectAccessible(page, 'home with the checklist');
    await keep(page, 'console-golive-checklist');

    await card.getByRole('button', { name: 'Preview the site' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Preview of ${NAME}` }).waitFor();
    await expectAccessible(page, 'preview link');
    await page.getByRole('link', { name: `Open the preview of ${NAME}` }).focus();
    await Promise.all([page.waitForURL(`${siteURL()}/nl/`), page.keyboard.press('Enter')]);
    await page.locator('.site-header .brand__name', { hasText: NAME }).waitFor();

    // Publish, with its confirmation, then the message.
    await page.goto(`${consoleURL()}/en/`);
    await openFromCard(page, NAME, 'Publish…');
    await page.getByRole('heading', { name: `Publish ${NAME}` }).waitFor();
    await expectAccessible(page, 'publish confirmation');
    await page.getByRole('button', { name: 'Yes, publish now' }).click();
    await page.getByText(`${NAME} is live: visitors see the site.`).waitFor();

    // Until the starter site gives a new site its pages, its home is
    // the site's 404 page, in its look: the one error either browser may report.
    const notFound = (error: string) => !/status of 404/.test(error);
    expect(errors.filter(notFound)).toEqual([]);
    expect(visitorErrors.filter(notFound)).toEqual([]);
    await page.context().close();
    await visitor.context().close();
  });
});
