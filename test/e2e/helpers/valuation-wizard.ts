import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Walks the valuation wizard to what happens now, filling each step and pressing "Volgende": a house of 3 bedrooms at 9000. */
export async function walkWizard(page: Page): Promise<void> {
  const wizard = page.locator('.valuation-wizard');
  const next = () => Promise.all([page.waitForEvent('load'), wizard.locator('button[value=next]').click()]);
  await wizard.locator('[name=postalCode]').fill('9000');
  await wizard.locator('[name=street]').fill('Veldstraat');
  await wizard.locator('[name=number]').fill('7');
  await next();
  await wizard.locator('[name=kind][value=HOUSE]').check();
  await next();
  await wizard.locator('[name=livingArea]').fill('140');
  await wizard.locator('[name=bedrooms]').selectOption('3');
  await next();
  await wizard.locator('[name=condition][value=GOOD_CONDITION]').check();
  await next();
  await wizard.locator('[name=timing][value=YEAR]').check();
  await next();
  await wizard.locator('[name=firstName]').fill('Els');
  await wizard.locator('[name=lastName]').fill('Claes');
  await wizard.locator('[name=email]').fill('els.claes@example.be');
  await wizard.locator('[name=phone]').fill('+32 470 11 22 33');
  await wizard.locator('[name=privacy]').check();
  await next();
  expect(await page.locator('.valuation-done').count(), (await wizard.textContent()) ?? '').toBe(1);
}
