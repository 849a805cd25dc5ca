import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { D1Database } from '@cloudflare/workers-types';
import type { LocalEnv } from '../../worker/local';

// `env` of cloudflare:test is a Cloudflare.Env: the local default's bindings (worker/local.ts,
// the site's Env with the embedded platform's), plus what only the tests bind (vitest.config.ts).
declare global {
  namespace Cloudflare {
    interface Env extends LocalEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** The run's speed factor (scripts/speed-factor.mjs), read by test/worker/until.ts. */
      TEST_SPEED_FACTOR: string;
      /** The tests run the local default, which always has the embedded platform's database. */
      DB: D1Database;
      /** The CRMs' fakes (vitest.config.ts), read by each CRM's folder as `{KIND}_API_URL` (crm/crm-http.ts apiUrl). */
      SWEEPBRIGHT_API_URL: string;
      WHISE_API_URL: string;
      OMNICASA_API_URL: string;
    }
  }
}
