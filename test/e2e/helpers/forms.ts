import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, open } from './browser';

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

/** Sends a site page's contact form from a browser context of its own, as a visitor at `ip` (the form's limit counts per client address). */
export async function sendContactAs(browser: Browser, url: string, ip: string, request: ContactRequest): Promise<void> {
  const page = await newPage(browser, { extraHTTPHeaders: { 'CF-Connecting-IP': ip } });
  await open(page, url);
  await sendContactForm(page, request);
  await page.context().close();
}

/** Fills each field of a form (or page) found by its label with its value; a label written "=Name" matches exactly, `true` ticks a box. */
export async function fillByLabel(scope: Page | Locator, fields: Record<string, string | true>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = label.startsWith('=') ? scope.getByLabel(label.slice(1), { exact: true }) : scope.getByLabel(label);
    await (value === true ? field.check() : field.fill(value));
  }
}

/** The addresses of the forms the page posts from now on (the statistics beacon left out): what a visitor's page sent. */
export function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && !request.url().endsWith('/_s')) posts.push(request.url());
  });
  return posts;
}

/** A send-to-a-friend form's labels in the site's languages. */
const SHARE_LABELS = {
  nl: {
    open: 'Stuur door naar een vriend',
    name: 'Uw naam',
    email: 'Uw e-mailadres',
    friend: 'E-mailadres van uw vriend',
    message: /Kort bericht/,
    consent: /Ik ga akkoord/,
  },
  fr: {
    open: 'Envoyer à un ami',
    name: 'Votre nom',
    email: 'Votre adresse e-mail',
    friend: 'Adresse e-mail de votre ami',
    message: /Court message/,
    consent: /J’accepte/,
  },
} as const;

/** Opens the page's send-to-a-friend form (`.share`), fills it in the page's language and ticks the consent (not sent); answers the form. */
export async function fillShareForm(
  page: Page,
  lang: keyof typeof SHARE_LABELS,
  share: { name: string; email: string; friend: string; message: string },
): Promise<Locator> {
  const labels = SHARE_LABELS[lang];
  const form = page.locator('.share');
  await form.getByText(labels.open).click();
  for (const field of ['name', 'email', 'friend', 'message'] as const) await form.getByLabel(labels[field]).fill(share[field]);
  await form.getByRole('checkbox', { name: labels.consent }).check();
  return form;
}

/** An office's town as the console's office form asks it (English labels): Ghent, in both languages. */
export const GHENT = { Postcode: '9000', 'Town (Dutch)': 'Gent', 'Town (French)': 'Gand' } as const;

/**
 * What every agency's legal data screen (English labels) needs besides its company, numbers and
 * address: the title, the insurance, the deontology code and the privacy controller's facts.
 */
export function legalParts(company: string, privacyEmail: string): Record<string, string | true> {
  return {
    'Company name': company,
    'Subject to VAT': true,
    'Professional title (NL)': 'Erkend vastgoedmakelaar-bemiddelaar',
    'Professional liability insurer': 'Ethias',
    'Policy number': '45.123.789',
    'Address of the deontology code': 'https://www.biv.be/deontologie',
    Controller: company,
    'E-mail address for privacy questions': privacyEmail,
    'Retention (months)': '24',
  };
}
