import type { Locator, Page } from 'playwright-core';

/** A visitor's contact request in Dutch: who sends it and what it says. */
export interface ContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

/** Fills a Dutch contact form and ticks its privacy consent (the form not sent). */
export async function fillContactForm(form: Locator, request: ContactRequest): Promise<void> {
  await form.getByLabel('Voornaam').fill(request.firstName);
  await form.getByLabel(/^Naam/).fill(request.lastName);
  await form.getByLabel('E-mailadres').fill(request.email);
  await form.getByLabel('Uw bericht').fill(request.message);
  await form.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
}

/** Fills the page's first Dutch contact form (fillContactForm), sends it and waits for its success message; answers the form. */
export async function sendContactForm(page: Page, request: ContactRequest): Promise<Locator> {
  const form = page.locator('form.contact-form').first();
  await fillContactForm(form, request);
  await form.getByRole('button', { name: 'Verstuur' }).click();
  await form.locator('.alert--success').waitFor();
  return form;
}
