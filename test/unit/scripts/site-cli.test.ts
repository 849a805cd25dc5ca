import { describe, expect, it } from 'vitest';
import { mergeBodies, parseDevVars, parseSiteArgs, siteUrl, UsageError } from '../../../scripts/site-args.mjs';

// `npm run site -- …` (docs/admin-api.md): the command line becomes an admin API
// call in the admin API's words ({ name, hostnames: [primary, …aliases], locales, … }).

describe('parseSiteArgs', () => {
  it.each([
    [[], { command: 'help', json: false }],
    [['help'], { command: 'help', json: false }],
    [['list'], { command: 'list', json: false }],
    [['list', '--json'], { command: 'list', json: true }],
    [['show', '3'], { command: 'show', id: 3, json: false }],
    [['add-hostname', '3', 'immo-noord.be'], { command: 'add-hostname', id: 3, hostname: 'immo-noord.be', primary: false, json: false }],
    [['add-hostname', '3', 'www.immo-noord.be', '--primary'], { command: 'add-hostname', id: 3, hostname: 'www.immo-noord.be', primary: true, json: false }],
    [['remove-hostname', '3', 'immo-noord.be'], { command: 'remove-hostname', id: 3, hostname: 'immo-noord.be', json: false }],
    [['databases'], { command: 'databases', json: false }],
    [['move-database', '3', 'DB_2'], { command: 'move-database', id: 3, binding: 'DB_2', json: false }],
    [['move-database', '3', 'DB', '--json'], { command: 'move-database', id: 3, binding: 'DB', json: true }],
  ] as const)('reads %j', (argv, expected) => {
    expect(parseSiteArgs([...argv])).toEqual(expected);
  });

  it('turns create flags into a site body: primary first, then the aliases', () => {
    const parsed = parseSiteArgs([
      'create',
      '--name',
      'Immo Noord',
      '--hostname=www.immo-noord.be',
      '--alias',
      'immo-noord.be',
      '--alias',
      'immonoord.be',
      '--locales',
      'nl, fr',
      '--default-locale',
      'fr',
      '--primary-color',
      '#123456',
      '--accent-color=#abcdef',
      '--logo',
      'https://cdn.immo-noord.be/logo.svg',
      '--hidden-status',
      '7,8',
      '--show-estate-address',
      'false',
      '--captcha-site-key',
      'key',
      '--captcha-secret',
      'secret',
    ]);
    expect(parsed).toEqual({
      command: 'create',
      json: false,
      body: {
        name: 'Immo Noord',
        hostnames: ['www.immo-noord.be', 'immo-noord.be', 'immonoord.be'],
        locales: ['nl', 'fr'],
        defaultLocale: 'fr',
        theme: { primary: '#123456', accent: '#abcdef' },
        logo: 'https://cdn.immo-noord.be/logo.svg',
        settings: { hiddenStatus: [7, 8], showEstateAddress: false },
        captcha: { siteKey: 'key', secret: 'secret' },
      },
    });
  });

  it('sends only the fields an update names; "none" removes the logo and an empty list shows every status', () => {
    expect(parseSiteArgs(['update', '2', '--logo', 'none', '--hidden-status='])).toEqual({
      command: 'update',
      id: 2,
      json: false,
      body: { logo: null, settings: { hiddenStatus: [] } },
    });
  });

  it('takes a JSON file with flags on top', () => {
    expect(parseSiteArgs(['create', '--file', 'site.json', '--name', 'Other'])).toEqual({
      command: 'create',
      json: false,
      file: 'site.json',
      body: { name: 'Other' },
    });
  });

  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [['show'], /show needs a site id/],
    [['show', 'abc'], /site id.*"abc"/],
    [['show', '1', '2'], /show takes 1 argument/],
    [['create'], /needs flags or --file/],
    [['create', '--name'], /--name needs a value/],
    [['create', '--name', '--hostname', 'x.be'], /--name needs a value/],
    [['create', '--colour', 'red'], /unknown flag --colour/],
    [['create', '--alias', 'x.be'], /--alias needs --hostname/],
    [['update', '1', '--alias', 'x.be'], /add-hostname/],
    [['create', '--hostname', 'x.be', '--hidden-status', 'SOLD'], /--hidden-status takes status ids/],
    [['create', '--hostname', 'x.be', '--show-estate-address', 'yes'], /true or false/],
    [['add-hostname', '1'], /needs a hostname/],
    [['remove-hostname', '1', 'x.be', '--primary'], /takes no --primary/],
    [['list', '--name', 'x'], /takes no --name/],
    [['list', '--json=yes'], /--json takes no value/],
    [['move-database', '3'], /needs a database binding after the site id/],
    [['move-database', '3', 'db2'], /DB, DB_2 …\), got "db2"/],
    [['move-database', 'x', 'DB_2'], /site id.*"x"/],
  ] as const)('refuses %j', (argv, message) => {
    expect(() => parseSiteArgs([...argv])).toThrow(UsageError);
    expect(() => parseSiteArgs([...argv])).toThrow(message);
  });
});

describe('mergeBodies', () => {
  it('lets flags win and merges theme, settings and captcha key by key', () => {
    const file = { name: 'File', hostnames: ['a.be'], theme: { primary: '#000000', accent: '#111111' }, settings: { hiddenStatus: [7] } };
    const flags = { name: 'Flag', theme: { accent: '#222222' } };
    expect(mergeBodies(file, flags)).toEqual({
      name: 'Flag',
      hostnames: ['a.be'],
      theme: { primary: '#000000', accent: '#222222' },
      settings: { hiddenStatus: [7] },
    });
  });
});

describe('parseDevVars', () => {
  it('reads KEY=value lines as wrangler does, skipping comments and blank lines', () => {
    const text = '# Local secrets\nADMIN_TOKEN=local-admin-token\n\nCAPTCHA_SECRET=\nQUOTED = "with spaces"\n  # ADMIN_TOKEN=commented\n';
    expect(parseDevVars(text)).toEqual({ ADMIN_TOKEN: 'local-admin-token', CAPTCHA_SECRET: '', QUOTED: 'with spaces' });
  });
});

describe('siteUrl', () => {
  it('talks to the site npm start serves with the same PORT, unless SITE_URL names another', () => {
    expect(siteUrl({})).toBe('http://localhost:8787');
    expect(siteUrl({ PORT: '8811' })).toBe('http://localhost:8811');
    expect(siteUrl({ PORT: '8811', SITE_URL: 'https://staging.example.be/' })).toBe('https://staging.example.be');
  });
});
