import { createSiteApp, siteWorker } from './app';
import { platform } from './platform';

/**
 * The local default (wrangler.toml top level: `npm start`, tests): the embedded platform on
 * D1 answers in-process when neither a PLATFORM binding nor UPSTREAM_URL is configured.
 * Production uses worker/production.ts, which holds no platform.
 */
export const app = createSiteApp({
  embeddedPlatform: (request, env) => {
    if (!env.DB) throw new Error('The embedded platform needs the DB binding (wrangler.toml d1_databases)');
    return platform.fetch(request, { DB: env.DB });
  },
});

export default siteWorker(app);
