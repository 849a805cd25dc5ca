import type { Site } from '../../../shared/types/site';
import type { Env } from '../env';
import type { SectionData } from '../render/section-data';

/**
 * The agency's own captcha (its provider, else the deploy's, with its site key), else the
 * deploy's (CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY); null without a provider or a key. `script`: the
 * widget script's address when CAPTCHA_SCRIPT_URL overrides the provider's own.
 */
export function captchaOf(env: Pick<Env, 'CAPTCHA_PROVIDER' | 'CAPTCHA_SITE_KEY' | 'CAPTCHA_SCRIPT_URL'>, site: Pick<Site, 'captcha'>): SectionData['captcha'] {
  const provider = site.captcha?.provider ?? env.CAPTCHA_PROVIDER;
  const siteKey = site.captcha?.siteKey ?? env.CAPTCHA_SITE_KEY;
  if ((provider !== 'recaptcha' && provider !== 'turnstile') || !siteKey) return null;
  return env.CAPTCHA_SCRIPT_URL ? { provider, siteKey, script: env.CAPTCHA_SCRIPT_URL } : { provider, siteKey };
}

/** Map tiles, when the deploy configures a tile server (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; none here: no network). */
export function mapTilesOf(env: Pick<Env, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'>): SectionData['mapTiles'] {
  return { tileUrl: env.MAP_TILE_URL || null, attribution: env.MAP_TILE_ATTRIBUTION || null };
}
