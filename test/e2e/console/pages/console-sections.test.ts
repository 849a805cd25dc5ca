import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONSOLE_OWNER, expectAccessible, openFromCard, signedIn } from '../../helpers/console';
import { addSection } from '../../helpers/console-drafts';
import { keepScreenshot, useBrowser } from '../../helpers/browser';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// A live preview of the section while editing: the demo agency adds a page with a list of its
// properties and a search filter moved above it by keyboard, sees each section in its site's
// look beside its form (framed from the site) at a desktop's width and a phone's, axe clean, and
// publishes. What each form's answer says, what each preview shows and the public page with the
// listings and the filter are a worker test (test/worker/console/pages/estate-list-walk.test.ts).
// Its own new page: nothing the other tests read changes.

const NAME = 'Immo Scheldeland';
const SLUG = `aanbod-e2e-${Date.now()}`;
const browser = useBrowser();

/** A screenshot of one part of the editor, kept under .tmp/ to look at (E2E_SCREENSHOTS=1). */
async function keep(part: Locator, name: string): Promise<void> {
  await keepScreenshot(part, `.tmp/${name}.png`);
}

describe('a list of properties with its filter, previewed beside its form', () => {
  it('adds an estate list and a filter moved up by keyboard, previews each beside its form at two widths, axe clean, and publishes', async () => {
    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);
    await openFromCard(page, NAME, 'Pages');
    await page.getByRole('heading', { name: `Pages of ${NAME}` }).waitFor();
    for (const [language, slug] of [
      ['Dutch', SLUG],
      ['French', `${SLUG}-fr`],
      ['English', `${SLUG}-en`],
      ['German', `${SLUG}-de`],
    ] as const) {
      await page.getByLabel(`Title (${language})`).fill(`Aanbod ${language}`);
      await page.getByLabel(`Address (${language})`).fill(slug);
    }
    await page.getByRole('button', { name: 'Create the page' }).click();
    await page.getByRole('heading', { name: 'Edit the page “Aanbod Dutch”' }).waitFor();

    // The list: houses for sale, six a page; saved, it shows beside its form from the site.
    const list = await addSection(page, 'estateList', '1. List of properties');
    await list.getByLabel('Houses').check();
    await list.getByLabel('Number per page').fill('0');
    await list.getByRole('button', { name: 'Save' }).click();
    await page.locator('#s0-pageSize-error').waitFor();
    await page.getByRole('form', { name: '1. List of properties' }).getByLabel('Number per page').fill('6');
    await page.getByRole('form', { name: '1. List of properties' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
    const listPreview = page.frameLocator('iframe[title="Preview of 1. List of properties on the site"]');
    await expect.poll(() => listPreview.locator('article.estate-card').count(), { timeout: scaled(20_000) }).toBeGreaterThan(0);
    await expectAccessible(page, 'page editor with a section preview');

    // The editor at a desktop's width and a phone's: the preview beside its form, then below it.
    // Each screen tall enough for the whole section: a screenshot of a part taller than the
    // screen makes Chromium draw the cross-origin frame at a passing size.
    const section = page.locator('li[id^="section-"]').first();
    const frame = page.locator('iframe');
    await page.setViewportSize({ width: 1280, height: 1700 });
    await keep(section, 'console-section-preview-1280');
    const [wideForm, wideFrame] = [await list.boundingBox(), await frame.boundingBox()];
    expect(wideFrame!.x).toBeGreaterThanOrEqual(wideForm!.x + wideForm!.width);
    await page.setViewportSize({ width: 390, height: 2400 });
    await keep(section, 'console-section-preview-390');
    const [narrowForm, narrowFrame] = [await list.boundingBox(), await frame.boundingBox()];
    expect(narrowFrame!.y).toBeGreaterThanOrEqual(narrowForm!.y + narrowForm!.height);
    expect(narrowFrame!.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The filter, moved above the list it drives, then previewed.
    await page.getByLabel('Kind of section').selectOption('estateFilter');
    await page.getByRole('button', { name: 'Add a section' }).click();
    await page.getByRole('button', { name: 'Move up: 2. Search filter' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 3, name: '1. Search filter' }).waitFor();
    await page.getByRole('form', { name: '1. Search filter' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
    const filterPreview = page.frameLocator('iframe[title="Preview of 1. Search filter on the site"]');
    await filterPreview.locator('form').first().waitFor();
    await expectAccessible(page, 'page editor with the filter previewed');

    // Published (a visitor's page: the worker test).
    await openFromCard(page, NAME, 'Publish changes');
    await page.getByRole('heading', { name: `Changes to ${NAME}` }).waitFor();
    await expectAccessible(page, 'changes');
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Published: visitors see the changes.' }).waitFor();
    // The refused save (a page size of 0) answers 400 with the form: the one error the browser may report.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await page.context().close();
  });
});
