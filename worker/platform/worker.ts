import type { D1Database } from '@cloudflare/workers-types';
import { platform } from './index';

/**
 * The embedded platform deployed on its own (wrangler.platform.toml): the site then reaches
 * it through a PLATFORM service binding or UPSTREAM_URL instead of in-process calls.
 */
export default {
  fetch(request: Request, env: { DB: D1Database; PLATFORM_TOKEN?: string }): Response | Promise<Response> {
    return platform.fetch(request, env);
  },
};
