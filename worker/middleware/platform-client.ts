import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { createPlatformClient } from '../upstream/client';

/** Gives every request its platform client (`c.get('platform')`). */
export const platformClient = (): MiddlewareHandler<AppEnv> =>
  async function platformClient(c, next) {
    c.set('platform', createPlatformClient(c.env));
    await next();
  };
