import { describe, expect, it } from 'vitest';
import { isHostname, isLogoAddress, isWebhookAddress, mergeSiteUpdate, siteSchema, siteUpdateSchema } from '../../../../shared/contract/site-input';

// The site body of the admin API and the platform's site writes.

describe('isHostname', () => {
  it.each(['localhost', '127.0.0.1', 'www.immo-noord.be', 'immo-tweede.localhost', 'xn--immo-lige-b4a.be', 'a.b'])('accepts %s', (value) => {
    expect(isHostname(value)).toBe(true);
  });

  it.each([
    '',
    'WWW.IMMO.BE',
    'https://immo.be',
    'immo.be:8787',
    'immo.be/nl',
    'immo.be.',
    '-immo.be',
    'immo-.be',
    'im mo.be',
    'immo..be',
    `${'a'.repeat(64)}.be`,
    'immo_noord.be',
  ])('refuses %j', (value) => {
    expect(isHostname(value)).toBe(false);
  });
});

describe('isLogoAddress', () => {
  it.each(['https://cdn.immo.be/logo.svg', '/assets/media/logo.svg'])('accepts %s', (value) => {
    expect(isLogoAddress(value)).toBe(true);
  });

  it.each(['http://cdn.immo.be/logo.svg', '//cdn.immo.be/logo.svg', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'logo.svg', '/assets/my logo.svg'])(
    'refuses %s',
    (value) => {
      expect(isLogoAddress(value)).toBe(false);
    },
  );
});

describe('isWebhookAddress (docs/leads.md)', () => {
  it.each(['https://crm.example.be/leads', 'https://crm.example.be:8443/api/leads?site=1', 'http://localhost:9000/leads', 'http://127.0.0.1/leads'])(
    'accepts %s',
    (value) => {
      expect(isWebhookAddress(value)).toBe(true);
    },
  );

  it.each([
    'http://crm.example.be/leads',
    'http://192.168.1.10/leads',
    'https://user:pass@crm.example.be/',
    'ftp://crm.example.be',
    'crm.example.be/leads',
    '/leads',
    '',
  ])('refuses %j', (value) => {
    expect(isWebhookAddress(value)).toBe(false);
  });
});

describe('siteSchema', () => {
  it('lower-cases hostnames, fills the languages and starts the site in coming-soon mode', () => {
    expect(siteSchema.parse({ name: ' Immo ', hostnames: [' WWW.Immo.BE '] })).toEqual({
      name: 'Immo',
      hostnames: ['www.immo.be'],
      locales: ['nl', 'fr', 'en', 'de'],
      defaultLocale: 'nl',
      comingSoon: true,
    });
    expect(siteSchema.parse({ name: 'Immo', hostnames: ['immo.be'], comingSoon: false }).comingSoon).toBe(false);
    expect(siteSchema.parse({ name: 'Immo', hostnames: ['immo.be'], locales: ['fr', 'nl'] }).defaultLocale).toBe('fr');
  });
});

describe('mergeSiteUpdate', () => {
  const current = siteSchema.parse({
    name: 'Immo',
    hostnames: ['immo.be'],
    locales: ['nl', 'fr'],
    theme: { primary: '#000000', accent: '#111111' },
    settings: { hiddenStatus: [7], showEstateAddress: false },
    captcha: { siteKey: 'key', secret: 'secret' },
  });

  it('replaces the given fields and merges theme, settings and captcha key by key', () => {
    const update = siteUpdateSchema.parse({ name: 'Immo 2', theme: { accent: '#222222' }, settings: { hiddenStatus: [] }, captcha: { siteKey: 'new-key' } });
    expect(mergeSiteUpdate(current, update)).toEqual({
      ...current,
      name: 'Immo 2',
      theme: { primary: '#000000', accent: '#222222' },
      settings: { hiddenStatus: [], showEstateAddress: false },
      captcha: { siteKey: 'new-key', secret: 'secret' },
    });
  });

  it('merges the webhook key by key, so a new address keeps the secret; e-mail is replaced whole; null removes all', () => {
    const withDelivery = siteSchema.parse({
      ...current,
      delivery: { webhook: { url: 'https://crm.example.be/a', secret: 'a-secret-of-16-chars' }, email: { to: 'leads@immo.be', from: 'site@immo.be' } },
    });
    expect(
      mergeSiteUpdate(withDelivery, siteUpdateSchema.parse({ delivery: { webhook: { url: 'https://crm.example.be/b' }, email: { to: 'info@immo.be' } } }))
        .delivery,
    ).toEqual({
      webhook: { url: 'https://crm.example.be/b', secret: 'a-secret-of-16-chars' },
      email: { to: 'info@immo.be' },
    });
    expect(mergeSiteUpdate(withDelivery, siteUpdateSchema.parse({ delivery: { webhook: null } })).delivery).toEqual({
      webhook: null,
      email: withDelivery.delivery!.email,
    });
    expect(mergeSiteUpdate(withDelivery, siteUpdateSchema.parse({ name: 'Other' })).delivery).toEqual(withDelivery.delivery);
    expect(mergeSiteUpdate(withDelivery, siteUpdateSchema.parse({ delivery: null })).delivery).toBeNull();
    // A webhook address without a stored secret is not a webhook yet.
    expect(siteSchema.safeParse(mergeSiteUpdate(current, siteUpdateSchema.parse({ delivery: { webhook: { url: 'https://crm.example.be/a' } } }))).success).toBe(
      false,
    );
  });

  it('removes the captcha keys with null, and a change of languages must still hold the default', () => {
    expect(mergeSiteUpdate(current, siteUpdateSchema.parse({ captcha: null })).captcha).toBeNull();
    const merged = mergeSiteUpdate(current, siteUpdateSchema.parse({ locales: ['fr'] }));
    const result = siteSchema.safeParse(merged);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['defaultLocale']);
  });
});

describe('the publish secret (POST /admin/webhooks/publish)', () => {
  const base = { name: 'Immo', hostnames: ['immo.be'] };
  const secret = 'a'.repeat(64);

  it('takes a secret of 32 characters or more, and null removes it', () => {
    expect(siteSchema.parse({ ...base, publish: { secret } }).publish).toEqual({ secret });
    const current = siteSchema.parse({ ...base, publish: { secret } });
    expect(mergeSiteUpdate(current, siteUpdateSchema.parse({ publish: null })).publish).toBeNull();
    expect(mergeSiteUpdate(current, siteUpdateSchema.parse({ name: 'Immo 2' })).publish).toEqual({ secret });
  });

  it.each([
    ['a short secret', { secret: 'short' }],
    ['a secret with spaces', { secret: `${'a'.repeat(32)} b` }],
    ['an unknown key', { secret, algorithm: 'sha1' }],
  ])('refuses %s', (_name, publish) => {
    const result = siteSchema.safeParse({ ...base, publish });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('publish');
  });
});

describe('delivery.email.crmCopies (the e-mail copies of leads a CRM takes)', () => {
  it('takes a list of lead kinds, none included', () => {
    for (const crmCopies of [[], ['contact-request', 'appointment', 'appointment-cancellation', 'rental-reservation', 'subscription']]) {
      expect(siteUpdateSchema.safeParse({ delivery: { email: { to: 'leads@immo.be', crmCopies } } }).success).toBe(true);
    }
  });

  it.each([['estate-alert'], ['send-to-a-friend'], 'appointment', [1]])('refuses %j naming the field', (crmCopies) => {
    const parsed = siteUpdateSchema.safeParse({ delivery: { email: { to: 'leads@immo.be', crmCopies } } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path.slice(0, 3)).toEqual(['delivery', 'email', 'crmCopies']);
  });
});
