import type { D1Database } from '@cloudflare/workers-types';
import { applySeed } from './apply';
import { buildSeed } from './index';

/**
 * A one-request worker that writes the demo data into its D1 binding. Local scripts run it
 * in miniflare (scripts/lib.mjs `seed`) so the 9,000 statements run inside workerd, next to
 * the database, instead of crossing the Node proxy one batch at a time (about 15× slower).
 */
export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    if (request.method !== 'POST') return new Response('POST to seed', { status: 405 });
    const count = await applySeed(env.DB, buildSeed());
    return Response.json({ statements: count });
  },
};
