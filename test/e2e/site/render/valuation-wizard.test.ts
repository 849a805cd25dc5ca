import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { ARTIFACTS, BAD_REQUEST_LOAD, baseURL, keepScreenshot, newPage, open, useBrowser, watchErrors } from '../../helpers/browser';

// The valuation wizard in Chromium. A phone's width, the keyboard only, through every
// step to what happens now, with the focus on each step's heading and axe on each step; then
// the pages in Dutch and French at a phone's and a desktop's width, kept as screenshots (E2E_SCREENSHOTS=1).

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** What has the focus: its tag, id and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      name: element?.getAttribute('name') ?? '',
      text: element?.textContent?.trim() ?? '',
    };
  });

/** Presses Tab until the focus is on the element `is` accepts (at most 80 presses), as a keyboard user reaches it. */
async function tabTo(page: Page, is: (focus: Awaited<ReturnType<typeof focused>>) => boolean): Promise<void> {
  for (let press = 0; press < 80; press += 1) {
    if (is(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached by Tab: ${JSON.stringify(await focused(page))}`);
}

/** Keeps a picture of the wizard's section as a test artifact (test-artifacts/, not committed). */
async function screenshot(page: Page, name: string): Promise<void> {
  await keepScreenshot(page.locator('.valuation-wizard'), `${ARTIFACTS}/${name}.png`);
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}

/** Submits with Enter on what has the focus and waits for the next step's page. */
async function enter(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
}

/** After a step: the focus is on the step's heading, which says where the visitor is. */
async function expectStep(page: Page, heading: RegExp): Promise<void> {
  await expect
    .poll(() => focused(page))
    .toMatchObject({ tag: 'h3', id: expect.stringMatching(/^valuation-\d+-heading$/), text: expect.stringMatching(heading) });
  await expectNoViolations(page, heading.source);
}

describe('the valuation wizard in a browser', () => {
  it('goes through every step to what happens now by keyboard only at 390 px, focus on each step’s heading, no accessibility violations', async () => {
    const page = await newPage(browser(), { viewport: PHONE });
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/gratis-schatting`);
    await expectNoViolations(page, 'step 1');
    const type = async (name: string, text: string) => {
      await tabTo(page, (focus) => focus.name === name);
      await page.keyboard.type(text);
    };
    // Step 1, sent empty first: the summary of the problems takes the focus.
    await tabTo(page, (focus) => focus.name === 'postalCode');
    await enter(page);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'div', text: expect.stringContaining('Kijk dit na:') });
    await expectNoViolations(page, 'step 1 with problems');
    await type('postalCode', '9000');
    await type('street', 'Veldstraat');
    await type('number', '12');
    await enter(page);
    await expectStep(page, /^Stap 2 van 6/);
    // A radio group: Tab reaches its first choice, Space chooses it, Tab leaves the group for "Volgende".
    await tabTo(page, (focus) => focus.name === 'kind');
    await page.keyboard.press('Space');
    await tabTo(page, (focus) => focus.text === 'Volgende');
    await enter(page);
    await expectStep(page, /^Stap 3 van 6/);
    await type('livingArea', '140');
    // The layout's counts are choices within their bounds, the largest "… of meer"; typing a digit chooses.
    await expect(page.locator('.valuation-wizard [name=bedrooms] option').allTextContents()).resolves.toEqual([
      'Niet opgegeven',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7 of meer',
    ]);
    await expect(page.locator('.valuation-wizard [name=rooms] option').last().textContent()).resolves.toBe('10 of meer');
    await expect(page.locator('.valuation-wizard [name=attics] option').allTextContents()).resolves.toEqual(['Niet opgegeven', '1', '2 of meer']);
    await type('bedrooms', '3');
    await expect(page.locator('.valuation-wizard [name=bedrooms]').inputValue()).resolves.toBe('3');
    await tabTo(page, (focus) => focus.text === 'Volgende');
    await enter(page);
    await expectStep(page, /^Stap 4 van 6/);
    await tabTo(page, (focus) => focus.name === 'condition');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, (focus) => focus.name === 'epc');
    await page.keyboard.press('Space');
    await tabTo(page, (focus) => focus.text === 'Volgende');
    await enter(page);
    await expectStep(page, /^Stap 5 van 6/);
    await tabTo(page, (focus) => focus.name === 'timing');
    await page.keyboard.press('Space');
    await tabTo(page, (focus) => focus.text === 'Volgende');
    await enter(page);
    await expectStep(page, /^Stap 6 van 6/);
    // Back by keyboard keeps the answer, and on again.
    await tabTo(page, (focus) => focus.text === 'Vorige');
    await enter(page);
    await expectStep(page, /^Stap 5 van 6/);
    expect(await page.getByRole('radio', { name: 'Zo snel mogelijk' }).isChecked()).toBe(true);
    await tabTo(page, (focus) => focus.text === 'Volgende');
    await enter(page);
    await expectStep(page, /^Stap 6 van 6/);
    await type('firstName', 'Sara');
    await type('lastName', 'Wouters');
    await type('email', 'sara.wouters@example.be');
    await type('phone', '+32 470 98 76 54');
    await tabTo(page, (focus) => focus.name === 'privacy');
    await page.keyboard.press('Space');
    await tabTo(page, (focus) => focus.text === 'Verstuur mijn aanvraag');
    await enter(page);
    await expectStep(page, /^Bedankt, we hebben uw aanvraag ontvangen$/);
    expect(await page.getByRole('heading', { name: 'Wat gebeurt er nu?' }).isVisible()).toBe(true);
    await screenshot(page, 'valuation-done-nl-390');
    // The one refusal was the empty first step's (400); nothing else went wrong.
    expect(errors).toEqual([BAD_REQUEST_LOAD]);
    await page.context().close();
  });

  it.each([
    ['nl', PHONE],
    ['fr', PHONE],
    ['nl', DESKTOP],
    ['fr', DESKTOP],
  ] as const)('reads well in %s at %o: a step with a problem and the last step, no accessibility violations', async (locale, viewport) => {
    const page = await newPage(browser(), { viewport });
    const path = locale === 'nl' ? '/nl/gratis-schatting' : '/fr/estimation-gratuite';
    await open(page, baseURL() + path);
    const wizard = page.locator('.valuation-wizard');
    await wizard.locator('[name=postalCode]').fill('9000');
    await wizard.locator('[name=street]').fill(locale === 'nl' ? 'Veldstraat' : 'Rue Haute');
    await wizard.locator('[name=number]').fill('7');
    await Promise.all([page.waitForEvent('load'), wizard.locator('button[value=next]').click()]);
    await wizard.locator('[name=kind][value=APARTMENT]').check();
    await Promise.all([page.waitForEvent('load'), page.locator('.valuation-wizard button[value=next]').click()]);
    await page.locator('.valuation-wizard [name=livingArea]').fill('5');
    await Promise.all([page.waitForEvent('load'), page.locator('.valuation-wizard button[value=next]').click()]);
    await expect.poll(() => page.locator('.valuation-wizard .form-field__error').count()).toBeGreaterThan(0);
    await expectNoViolations(page, `${locale} size step with problems`);
    await screenshot(page, `valuation-problem-${locale}-${viewport.width}`);
    await page.locator('.valuation-wizard [name=livingArea]').fill('92');
    await page.locator('.valuation-wizard [name=bedrooms]').selectOption('2');
    await Promise.all([page.waitForEvent('load'), page.locator('.valuation-wizard button[value=next]').click()]);
    await page.locator('.valuation-wizard [name=condition][value=GOOD_CONDITION]').check();
    await Promise.all([page.waitForEvent('load'), page.locator('.valuation-wizard button[value=next]').click()]);
    await page.locator('.valuation-wizard [name=timing][value=YEAR]').check();
    await Promise.all([page.waitForEvent('load'), page.locator('.valuation-wizard button[value=next]').click()]);
    expect(await page.locator('.wizard-step-of').textContent()).toBe(locale === 'nl' ? 'Stap 6 van 6' : 'Étape 6 sur 6');
    await expectNoViolations(page, `${locale} contact step`);
    await screenshot(page, `valuation-contact-${locale}-${viewport.width}`);
    if (locale === 'fr' && viewport === DESKTOP) {
      // What happens now, in French at a desktop's width (the Dutch one at a phone's is the keyboard test's).
      await page.locator('.valuation-wizard [name=firstName]').fill('Luc');
      await page.locator('.valuation-wizard [name=lastName]').fill('Dubois');
      await page.locator('.valuation-wizard [name=email]').fill('luc.dubois@example.be');
      await page.locator('.valuation-wizard [name=phone]').fill('+32 475 11 22 33');
      await page.locator('.valuation-wizard [name=privacy]').check();
      await Promise.all([page.waitForEvent('load'), page.locator('.valuation-wizard button[value=next]').click()]);
      expect(await page.getByRole('heading', { name: 'Et maintenant ?' }).isVisible()).toBe(true);
      await expectNoViolations(page, 'fr what happens now');
      await screenshot(page, 'valuation-done-fr-1280');
    }
    await page.context().close();
  });
});
