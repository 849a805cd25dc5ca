import { describe, expect, it } from 'vitest';
import { classifySource } from '../../../../shared/domain/traffic-source';
import { deviceClass, isAutomated } from '../../../../shared/domain/visitor-agent';
import { statsPeriod } from '../../../../shared/domain/stats-period';
import { itMaps } from '../../../support/maps';

// The pure rules of the cookieless statistics.

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CUBOT = 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

describe('bot rules (isAutomated)', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['an AI crawler', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)'],
    ['headless Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'],
    ['Lighthouse', `${CHROME} Chrome-Lighthouse`],
    ['curl', 'curl/8.5.0'],
    ['python-requests', 'python-requests/2.32.3'],
    ['Go', 'Go-http-client/2.0'],
    ['an uptime monitor', 'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)'],
    ['no user agent', ''],
    ['a bare Mozilla/5.0', 'Mozilla/5.0'],
  ])('leaves out %s', (_name, agent) => {
    expect(isAutomated(agent)).toBe(true);
  });

  it.each([
    ['Chrome on Windows', CHROME],
    ['Safari on an iPhone', IPHONE],
    ['Chrome on Android', ANDROID_PHONE],
    ['a CUBOT phone (a brand ending in "bot")', CUBOT],
  ])('counts %s', (_name, agent) => {
    expect(isAutomated(agent)).toBe(false);
  });

  it("follows Cloudflare's signals: a verified bot, a verified bot category, a Bot Management score under 30", () => {
    expect(isAutomated(CHROME, { verifiedBotCategory: 'Search Engine Crawler' })).toBe(true);
    expect(isAutomated(CHROME, { botManagement: { verifiedBot: true, score: 99 } })).toBe(true);
    expect(isAutomated(CHROME, { botManagement: { score: 1 } })).toBe(true);
    expect(isAutomated(CHROME, { botManagement: { score: 29 } })).toBe(true);
    expect(isAutomated(CHROME, { botManagement: { score: 30 } })).toBe(false);
    // A score of 0 means "not computed": the user agent decides.
    expect(isAutomated(CHROME, { botManagement: { score: 0 } })).toBe(false);
    expect(isAutomated(CHROME, { verifiedBotCategory: '' })).toBe(false);
  });
});

describe('device classes', () => {
  itMaps('%s is a %s', deviceClass, [
    [CHROME, 'desktop'],
    [IPHONE, 'mobile'],
    [ANDROID_PHONE, 'mobile'],
    [ANDROID_TABLET, 'tablet'],
    [IPAD, 'tablet'],
    [undefined, 'desktop'],
  ]);
});

describe('source classification (classifySource)', () => {
  it.each([
    [{}, 'direct', ''],
    [{ referrer: 'https://www.google.be' }, 'search', 'google'],
    [{ referrer: 'https://www.google.co.uk' }, 'search', 'google'],
    [{ referrer: 'https://www.bing.com' }, 'search', 'bing'],
    [{ referrer: 'https://duckduckgo.com' }, 'search', 'duckduckgo'],
    [{ referrer: 'https://search.brave.com' }, 'search', 'brave'],
    [{ referrer: 'https://www.immoweb.be' }, 'portal', 'immoweb'],
    [{ referrer: 'https://www.zimmo.be' }, 'portal', 'zimmo'],
    [{ referrer: 'https://www.realo.be' }, 'portal', 'realo'],
    [{ referrer: 'https://www.logic-immo.be' }, 'portal', 'logic-immo'],
    [{ referrer: 'https://www.immovlan.be' }, 'portal', 'immovlan'],
    [{ referrer: 'https://immo.notaris.be' }, 'portal', 'notaris'],
    [{ referrer: 'https://l.facebook.com' }, 'social', 'facebook'],
    [{ referrer: 'https://lm.facebook.com' }, 'social', 'facebook'],
    [{ referrer: 'https://www.instagram.com' }, 'social', 'instagram'],
    [{ referrer: 'https://t.co' }, 'social', 'x'],
    [{ referrer: 'https://www.linkedin.com' }, 'social', 'linkedin'],
    [{ referrer: 'https://www.notary-blog.be' }, 'other', 'notary-blog.be'],
    [{ referrer: 'https://immowebsite-of-another-agency.be' }, 'other', 'immowebsite-of-another-agency.be'],
    [{ referrer: 'not a url' }, 'direct', ''],
    [{ utm: { source: 'immoweb' } }, 'portal', 'immoweb'],
    [{ utm: { source: 'Immoweb.be', medium: 'referral' } }, 'portal', 'immoweb'],
    [{ utm: { source: 'zimmo' }, referrer: 'https://www.google.be' }, 'portal', 'zimmo'],
    [{ utm: { source: 'google', medium: 'cpc' } }, 'search', 'google'],
    [{ utm: { source: 'fb', medium: 'paid_social' } }, 'social', 'facebook'],
    [{ utm: { source: 'newsletter', medium: 'email', campaign: 'spring' } }, 'campaign', 'newsletter'],
    [{ utm: { source: 'Mailchimp' } }, 'campaign', 'mailchimp'],
    [{ utm: { source: 'club-magazine', medium: 'social' } }, 'social', 'club-magazine'],
    [{ utm: { medium: 'email' } }, 'direct', ''],
    // A request an AI assistant made and its person confirmed: the assistant's name is the medium.
    [{ utm: { source: 'assistant', medium: 'ChatGPT' } }, 'assistant', 'chatgpt'],
    [{ utm: { source: 'assistant', medium: 'claude:desktop' } }, 'assistant', 'claude desktop'],
  ])('%j is %s (%s)', (from, kind, name) => {
    expect(classifySource(from)).toEqual({ class: kind, name });
  });
});

describe('the console period (statsPeriod)', () => {
  const TODAY = '2026-03-10';
  it('is the last 7, 30 or 90 days up to today, the last 30 by default', () => {
    expect(statsPeriod({ days: '7' }, TODAY)).toEqual({ from: '2026-03-04', to: TODAY });
    expect(statsPeriod({ days: '90' }, TODAY)).toEqual({ from: '2025-12-11', to: TODAY });
    expect(statsPeriod({}, TODAY)).toEqual({ from: '2026-02-09', to: TODAY });
  });

  it('takes from–to, to today when only from is given', () => {
    expect(statsPeriod({ from: '2026-01-01', to: '2026-01-31' }, TODAY)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(statsPeriod({ from: '2026-03-01' }, TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
  });

  it('refuses other days, impossible dates, an end before the start and more than 366 days, naming the field', () => {
    expect(statsPeriod({ days: '14' }, TODAY)).toMatchObject({ field: 'days', code: 'days' });
    expect(statsPeriod({ from: '2026-02-30' }, TODAY)).toMatchObject({ field: 'from', code: 'day' });
    expect(statsPeriod({ from: '2026-03-01', to: 'yesterday' }, TODAY)).toMatchObject({ field: 'to', code: 'day' });
    expect(statsPeriod({ from: '2026-03-05', to: '2026-03-01' }, TODAY)).toMatchObject({ field: 'to', code: 'order' });
    expect(statsPeriod({ from: '2024-01-01', to: '2026-01-01' }, TODAY)).toMatchObject({ field: 'from', code: 'long' });
  });
});
