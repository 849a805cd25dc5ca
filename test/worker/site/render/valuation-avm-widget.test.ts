import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage, signIn, storedSite } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { attribute, client, forgetCaches, html, tags } from '../../helpers';

// Optional per site, an external AVM widget by URL instead of our range (click-to-load,
// in an iframe the CSP allows for that site only): the owner sets it in the console's site
// settings (an https address, a wrong one refused beside its field); the wizard's last step then
// offers a link to it (no frame in the page before the click, a plain link without JavaScript),
// and that site's CSP frame-src, and no other site's, names the widget's origin.

const OWNER = 'owner@immo-scheldeland.localhost';
const WIDGET = 'https://avm.waardeschatter.be/widget?agency=immo-scheldeland';
const WIDGET_ORIGIN = 'https://avm.waardeschatter.be';
const PAGE = 'http://localhost/nl/gratis-schatting';
const frameSrc = (response: Response) =>
  /(?:^|; )frame-src ([^;]*)/
    .exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]
    ?.trim()
    .split(/\s+/);
/** A policy without its per-request nonce. */
const policyOf = (response: Response) => (response.headers.get('Content-Security-Policy') ?? '').replace(/'nonce-[^']+'/, "'nonce'");

/** Walks the wizard to its end as a browser without JavaScript would (one POST per step) and answers the last page. */
async function valuationDone(ip: string): Promise<string> {
  const steps: Record<string, string>[] = [
    { postalCode: '9000', street: 'Veldstraat', number: '12' },
    { kind: 'HOUSE' },
    { livingArea: '140', plotArea: '400', bedrooms: '3', bathrooms: '1' },
    { condition: 'GOOD_CONDITION', epc: 'C' },
    { timing: 'MONTHS_6' },
    { firstName: 'An', lastName: 'Peeters', email: 'an.avm@example.be', phone: '+32 470 12 34 56', privacy: 'yes' },
  ];
  let body = (await html(PAGE)).body;
  for (const typed of steps) {
    const form = /<form[^>]*valuation-form[^>]*>([\s\S]*?)<\/form>/.exec(body)?.[1] ?? '';
    const carried = Object.fromEntries(
      tags(form, 'input').flatMap((input) =>
        attribute(input, 'type') === 'hidden' && attribute(input, 'name') ? [[attribute(input, 'name')!, attribute(input, 'value') ?? '']] : [],
      ),
    );
    const answer = await html(PAGE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': ip },
      body: new URLSearchParams({ ...carried, ...typed, go: 'next' }).toString(),
    });
    expect(answer.response.status).toBe(200);
    body = answer.body;
  }
  expect(body).toContain('class="valuation-done"');
  return body;
}

// One sign-in for the file (the console limits the links an address may ask for).
let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  owner = await signIn(OWNER);
});

afterAll(async () => {
  await postForm(owner, '/en/sites/1/settings/avm', { url: '' });
});

describe('the external valuation widget', () => {
  it('is refused beside its field unless it is an https address of a host name, and nothing is stored', async () => {
    for (const wrong of [
      'http://avm.waardeschatter.be/widget',
      'avm.waardeschatter.be',
      'https://user:secret@avm.waardeschatter.be/',
      "https://avm.waardeschatter.be;script-src'/",
    ]) {
      const refused = await postForm(owner, '/en/sites/1/settings/avm', { url: wrong });
      expect(refused.status, wrong).toBe(400);
      const page = await refused.text();
      expect(page).toContain('<p class="field-error" id="avm-url-error">Give an address that starts with https:// and has a domain name');
      expect(page).toContain(
        `<input id="avm-url" type="url" inputMode="url" aria-invalid="true" aria-describedby="avm-url-hint avm-url-error" name="url" value="` +
          `${wrong.replace("'", '&#x27;')}"/>`,
      );
      expect(page).toContain('role="alert"');
    }
    // In the console's language: the same refusal in Dutch.
    const dutch = await (await postForm(owner, '/nl/sites/1/settings/avm', { url: 'ftp://avm.waardeschatter.be' })).text();
    expect(dutch).toContain('id="avm-url-error">Geef een adres dat met https:// begint');
    expect((await storedSite()).settings?.avmWidgetUrl).toBeUndefined();
  });

  it('replaces the range by a link to the widget, framed at the click only, on the site that sets it; its CSP alone names the widget', async () => {
    const before = await html(PAGE);
    const other = await html('http://immo-tweede.localhost/nl/');
    expect(frameSrc(before.response)).not.toContain(WIDGET_ORIGIN);
    const without = await valuationDone(client(201));
    expect(without).toMatch(/valuation-(range|no-range)/);
    expect(without).not.toContain(WIDGET_ORIGIN);

    const hidden = (await storedSite()).settings?.hiddenStatus;
    const saved = await postForm(owner, '/en/sites/1/settings/avm', { url: WIDGET });
    expect(saved.status).toBe(303);
    expect((await storedSite()).settings).toMatchObject({ avmWidgetUrl: WIDGET, hiddenStatus: hidden });
    const screen = await consolePage(owner, '/en/sites/1/settings');
    expect(screen).toContain(`<input id="avm-url" type="url" inputMode="url" aria-describedby="avm-url-hint" name="url" value="${WIDGET}"/>`);
    await forgetCaches();

    // This site's pages may frame the widget's origin, and only its origin (no path, no query).
    const page = await html(PAGE);
    expect(frameSrc(page.response)).toEqual([WIDGET_ORIGIN, ...frameSrc(before.response)!]);
    // The other agency's policy is unchanged to the byte.
    const otherNow = await html('http://immo-tweede.localhost/nl/');
    expect(policyOf(otherNow.response)).toBe(policyOf(other.response));
    expect(frameSrc(otherNow.response)).not.toContain(WIDGET_ORIGIN);

    const done = await valuationDone(client(202));
    const result = /<div class="valuation-done">([\s\S]*?)<\/div>\s*<\/section>/.exec(done)?.[1] ?? done;
    // No frame before the click: a link that opens the widget (JavaScript puts it in a frame in place).
    expect(done).not.toMatch(/<iframe/);
    const link = tags(result, 'a').find((a) => attribute(a, 'href') === WIDGET);
    expect(link, result).toBeDefined();
    expect(attribute(link!, 'target')).toBe('_blank');
    expect(attribute(link!, 'rel')).toBe('noopener noreferrer');
    expect(result).toContain('Open de online schatting</a>');
    expect(result).toMatch(/<agency-island[^>]*data-island="avm-widget"/);
    // Instead of our range.
    expect(result).not.toContain('valuation-range');
    expect(result).not.toContain('valuation-no-range');
  });

  it('goes back to our range and today’s policy when the address is emptied', async () => {
    expect((await postForm(owner, '/en/sites/1/settings/avm', { url: WIDGET })).status).toBe(303);
    expect((await postForm(owner, '/en/sites/1/settings/avm', { url: '' })).status).toBe(303);
    expect((await storedSite()).settings).not.toHaveProperty('avmWidgetUrl');
    await forgetCaches();
    const page = await html(PAGE);
    expect(frameSrc(page.response)).not.toContain(WIDGET_ORIGIN);
    const done = await valuationDone(client(203));
    expect(done).not.toContain(WIDGET_ORIGIN);
    expect(done).toMatch(/valuation-(range|no-range)/);
  });
});
