import { type ImagePolicy, originOf, parseImageOrigins } from '../../../shared/domain/images';
import type { Env } from '../env';
import { logWarning } from '../log';

/** Origins already reported, so a log says it once per isolate (bounded: an isolate is long-lived). */
const REPORTED = new Set<string>();

function reportRefused(url: string): void {
  const origin = originOf(url) ?? url;
  if (REPORTED.has(origin) || REPORTED.size >= 100) return;
  REPORTED.add(origin);
  logWarning(`pictures from ${origin} show the placeholder`, 'that origin is not in IMAGE_ORIGINS', `e.g. ${url}`);
}

/** The last policy made, with the settings it was made from: a deploy's settings are the same for every request. */
let made: { from: string; policy: Readonly<ImagePolicy> } | null = null;

/** The deploy's image policy (IMAGE_ORIGINS, IMAGE_RESIZING): what the pictures of a page may use. */
export function imagePolicy(env: Pick<Env, 'IMAGE_ORIGINS' | 'IMAGE_RESIZING'>): Readonly<ImagePolicy> {
  const from = `${env.IMAGE_RESIZING === 'on'} ${env.IMAGE_ORIGINS ?? ''}`;
  if (made?.from !== from) {
    const origins = Object.freeze(parseImageOrigins(env.IMAGE_ORIGINS));
    made = { from, policy: Object.freeze({ origins, resizing: env.IMAGE_RESIZING === 'on', refused: reportRefused }) };
  }
  return made.policy;
}

/** The policy of a request's site: the deploy's, with the site whose pictures' copies are shown. */
export const siteImagePolicy = (env: Pick<Env, 'IMAGE_ORIGINS' | 'IMAGE_RESIZING'>, siteId: number): Readonly<ImagePolicy> => ({ ...imagePolicy(env), siteId });
