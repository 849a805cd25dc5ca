import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import type { RawSite } from '../../../../shared/contract/raw/site';
import { LOCALES } from '../../../../shared/i18n/locales';
import { differs, followChanges, type FollowState } from '../../../../worker/platform/alerts/follow-changes';
import { composeMail, mailAudience } from '../../../../worker/platform/delivery/mail-message';

// Which changes of a followed listing are mailed (alerts/follow-changes.ts),
// and the mail that says so (delivery/followed-mail.ts).

const onSale: FollowState = { price: 300_000, status: 'FOR_SALE', underOption: false };

describe('which changes of a followed listing are mailed', () => {
  it.each([
    ['a lower price', { ...onSale, price: 280_000 }, ['price']],
    ['a higher price', { ...onSale, price: 320_000 }, []],
    ['under option', { ...onSale, underOption: true }, ['option']],
    ['under option and lower', { ...onSale, underOption: true, price: 290_000 }, ['option', 'price']],
    ['sold (at any price)', { ...onSale, status: 'SOLD', price: 250_000 }, ['sold']],
    ['rented', { price: 950, status: 'RENTED', underOption: false }, ['rented']],
    ['the price withdrawn (on request)', { ...onSale, price: null }, []],
    ['nothing', onSale, []],
  ] as const)('%s', (_name, now, changes) => {
    expect(followChanges(onSale, now)).toEqual(changes);
  });

  it('mails sold once: sold already, a later price says nothing', () => {
    const sold = { ...onSale, status: 'SOLD' };
    expect(followChanges(sold, { ...sold, price: 200_000 })).toEqual([]);
  });

  it('moves the snapshot on any difference, mailed or not', () => {
    expect(differs(onSale, { ...onSale, price: 320_000 })).toBe(true);
    expect(differs(onSale, { ...onSale })).toBe(false);
    expect(differs({ ...onSale, underOption: true }, onSale)).toBe(true);
  });
});

describe('the mail about followed listings (kind followed-change)', () => {
  const SITE: RawSite = { id: 1, name: 'Immo Liège', primaryHostname: 'www.immo-liege.be', hostnames: ['www.immo-liege.be'], defaultLanguage: 'fr' };
  const CONTEXT = { site: SITE, from: 'leads@immo-liege.be', agency: 'info@immo-liege.be' };
  const TOKEN = 'tok_0123456789abcdefghij';
  const message = (locale: string) => ({
    id: '3f1c1b9e-0000-4000-8000-0000000000b2',
    siteId: 1,
    kind: 'followed-change',
    createdAt: '2026-11-26T10:00:00.000Z',
    document: {
      token: TOKEN,
      email: 'zoe@example.be',
      locale,
      listings: [
        {
          id: 11,
          title: 'Huis in <Gent>',
          changes: ['price'],
          price: '€ 280.000',
          previousPrice: '€ 300.000',
          path: `/${locale}/aanbod/11/huis-gent`,
          image: '/assets/11.jpg',
        },
        { id: 12, title: 'Villa in Luik', changes: ['sold'], price: 'Verkocht', previousPrice: null, path: null, image: null },
      ],
    },
  });

  it('goes to the subscriber with old → new price, the link, "stop following this one" and one-click unsubscribe', async () => {
    const outbox = message('nl');
    expect(mailAudience(outbox)).toEqual({ to: 'visitor', address: 'zoe@example.be' });
    const mail = await PostalMime.parse(composeMail(outbox, { to: 'visitor', address: 'zoe@example.be' }, CONTEXT).raw);
    const unsubscribe = `https://www.immo-liege.be/nl/hou-me-op-de-hoogte/uitschrijven/${TOKEN}`;
    expect(mail.headers.find((h) => h.key === 'list-unsubscribe')?.value).toBe(`<${unsubscribe}>`);
    expect(mail.subject).toBe('Nieuws over de panden die u volgt bij Immo Liège');
    expect(mail.text).toContain('- Huis in <Gent>: Prijs verlaagd: € 300.000 → € 280.000\n  https://www.immo-liege.be/nl/aanbod/11/huis-gent');
    expect(mail.text).toContain(`Dit pand niet meer volgen: https://www.immo-liege.be/nl/hou-me-op-de-hoogte/${TOKEN}/niet-meer-volgen/11`);
    // A listing the site no longer shows (a hidden status) has no link, only what happened.
    expect(mail.text).toContain('- Villa in Luik: Verkocht\n  Dit pand niet meer volgen:');
    expect(mail.text).toContain(`Uitschrijven: ${unsubscribe}`);
    expect(mail.html).toContain('Huis in &lt;Gent&gt;');
    expect(mail.html).toContain(`<a href="https://www.immo-liege.be/nl/hou-me-op-de-hoogte/${TOKEN}/niet-meer-volgen/12">`);
  });

  it.each(LOCALES.map((locale) => [locale]))('is written in %s, with no place left unfilled', async (locale) => {
    const mail = await PostalMime.parse(composeMail(message(locale), { to: 'visitor', address: 'zoe@example.be' }, CONTEXT).raw);
    expect(mail.headers.find((h) => h.key === 'content-language')?.value).toBe(locale);
    expect(mail.text).not.toMatch(/\{\w+\}|followed\./);
  });
});
