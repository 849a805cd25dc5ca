// Whether the pictures can be made in sizes where the platform is deployed: the Images binding
// (wrangler.platform.toml [images]) transforms only where image transformations are enabled, and
// where they are not it answers the original unchanged. npm run deploy asks Cloudflare's zone
// settings API (GET {CLOUDFLARE_API_BASE}/zones/{CLOUDFLARE_ZONE_ID}/settings/image_resizing, the
// "Images > Transformations" switch of the zone the sites are served on) before it deploys the
// platform, and stops with what to do when they are off: never a silent fall-back to 5 MB
// originals. The platform itself refuses a copy that comes back unresized (worker/platform/media/sizes.ts).
import { readFileSync } from 'node:fs';

const DEFAULT_API_BASE = 'https://api.cloudflare.com/client/v4';

/** A var of a wrangler configuration's text (an uncommented `NAME = "value"` line), or undefined. */
export function configVar(text, name) {
  return new RegExp(`^\\s*${name}\\s*=\\s*"([^"]*)"`, 'm').exec(text)?.[1];
}

/**
 * Reads the zone's image transformations setting: ok when on (or open to any origin), else why not
 * and what to do.
 * @param {{ apiBase?: string, zoneId?: string, token?: string }} where
 * @returns {Promise<{ ok: true } | { ok: false, reason: string }>}
 */
export async function imageTransformations({ apiBase = DEFAULT_API_BASE, zoneId, token }) {
  const enable = 'enable them in the dashboard (Images > Transformations > the zone > Enable) or with the API (PATCH …/settings/image_resizing {"value":"on"})';
  if (!zoneId)
    return { ok: false, reason: `no CLOUDFLARE_ZONE_ID (wrangler.platform.toml [vars]): the zone whose image transformations the pictures need; ${enable}` };
  if (!token) return { ok: false, reason: 'no CLOUDFLARE_API_TOKEN to read the zone\'s image transformations setting with ("Zone Settings: Read")' };
  let answer;
  try {
    const response = await fetch(`${apiBase.replace(/\/$/, '')}/zones/${zoneId}/settings/image_resizing`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    answer = await response.json();
  } catch (error) {
    return { ok: false, reason: `the zone settings API could not be read: ${error.message}` };
  }
  if (!answer?.success)
    return { ok: false, reason: `the zone settings API answered: ${answer?.errors?.map((e) => `${e.code} ${e.message}`).join('; ') || 'no success'}` };
  const value = answer.result?.value;
  if (value === 'on' || value === 'open') return { ok: true };
  return {
    ok: false,
    reason: `image transformations are ${value ?? 'not set'} on zone ${zoneId}: the Images binding would answer every picture unresized; ${enable}`,
  };
}

/** The check for the platform's configuration file and this environment. */
export function platformImageTransformations(configFile, env = process.env) {
  const text = readFileSync(configFile, 'utf8');
  return imageTransformations({
    apiBase: env.CLOUDFLARE_API_BASE ?? configVar(text, 'CLOUDFLARE_API_BASE'),
    zoneId: env.CLOUDFLARE_ZONE_ID ?? configVar(text, 'CLOUDFLARE_ZONE_ID'),
    token: env.CLOUDFLARE_API_TOKEN,
  });
}
