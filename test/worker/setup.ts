import { applyD1Migrations, env } from 'cloudflare:test';
import { applySeed } from '../../worker/platform/seed/apply';

// Every test file starts from the migrated database with the demo data in it.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare('SELECT count(*) AS n FROM sites').first<{ n: number }>();
if (!seeded?.n) await applySeed(env.DB);
