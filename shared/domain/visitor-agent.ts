import type { DeviceClass } from '../contract/stats';

/**
 * What the statistics read from a request's user agent and Cloudflare's signals:
 * whether a program rather than a person asked (left out of every count), and the class of
 * device a person used. Nothing of it is kept but the class.
 */

/**
 * Crawlers, link previewers, monitors, headless browsers and HTTP libraries, by the words
 * their user agents carry. An empty user agent is a program too.
 */
const AUTOMATED = [
  /(?<!cu)bot\b|bot[/;_-]|crawl|spider|slurp|scrap|fetch|preview|facebookexternalhit|meta-externalagent|embedly|quora link|outbrain|pinterest\/|vkshare/i,
  /w3c_validator|validator|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|statuscake|headless|phantomjs|puppeteer|playwright|selenium|webdriver/i,
  /electron\/|curl\/|wget\/|httpie|python-|python\/|aiohttp|go-http-client|java\/|okhttp|node-fetch|undici|axios|got \(|libwww|perl|ruby|php\//i,
  /guzzle|postman|insomnia|apache-httpclient|^mozilla\/5\.0$/i,
];

/** Cloudflare's request.cf signals, where the zone has them (Bot Management; verified bots on every plan). */
export interface BotSignals {
  botManagement?: { score?: number; verifiedBot?: boolean } | undefined;
  verifiedBotCategory?: string | undefined;
}

/** Below this Bot Management score a request is "likely automated" (Cloudflare's own bands: 1 automated, 2–29 likely automated). */
const HUMAN_SCORE_MIN = 30;

/**
 * Whether a request came from a program: a known bot by Cloudflare's signals, or a user agent
 * of the list above, or none at all.
 * @example isAutomated('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)') // true
 */
export function isAutomated(userAgent: string | undefined | null, cf?: BotSignals | null): boolean {
  if (cf?.verifiedBotCategory || cf?.botManagement?.verifiedBot) return true;
  const score = cf?.botManagement?.score;
  if (typeof score === 'number' && score > 0 && score < HUMAN_SCORE_MIN) return true;
  const agent = userAgent?.trim() ?? '';
  return agent.length < 10 || AUTOMATED.some((words) => words.test(agent));
}

/**
 * The class of device a user agent names: a tablet (iPad, an Android without "Mobile", a
 * Kindle or a Tab), a phone (Mobile, iPhone, Android…), else a desktop.
 * @example deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) …Mobile/15E148') // 'mobile'
 */
export function deviceClass(userAgent: string | undefined | null): DeviceClass {
  const agent = userAgent ?? '';
  if (/ipad|tablet|kindle|silk\/|playbook|\btab\b|sm-t\d|android(?!.*mobile)/i.test(agent)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(agent)) return 'mobile';
  return 'desktop';
}
