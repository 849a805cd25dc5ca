import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { createUpstream, waitUntilOf } from '../upstream';

/** Gives every request its way to the platform, cache included (`c.get('upstream')`). */
export const upstream = (): MiddlewareHandler<AppEnv> =>
  async function upstream(c, next) {
    c.set('upstream', createUpstream(c.env, waitUntilOf(c)));
    await next();
  };
