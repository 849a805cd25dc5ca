// npm run deploy: builds and deploys production (README "Going live").
//   1. checks both bundles (scripts/bundle-check.mjs: they bundle, and the site worker is
//      within its budget and holds no embedded platform);
//   2. when the site binds the standalone platform (wrangler.production.toml [[services]]
//      PLATFORM), applies the platform's D1 migrations remotely and deploys it
//      (wrangler.platform.toml) first, so the site never calls a platform older than itself;
//   3. deploys the site (wrangler.production.toml).
// `npm run deploy -- --dry-run` does all of it without uploading or migrating anything;
// `--site-only` leaves the platform alone (a platform on UPSTREAM_URL, or no platform change).
import { readFileSync } from 'node:fs';
import { run } from './lib.mjs';

const SITE_CONFIG = 'wrangler.production.toml';
const PLATFORM_CONFIG = 'wrangler.platform.toml';
const args = new Set(process.argv.slice(2));
const known = new Set(['--dry-run', '--site-only']);
const unknown = [...args].filter((arg) => !known.has(arg));
if (unknown.length > 0) {
  console.error(`npm run deploy: unknown option ${unknown.join(' ')} (known: ${[...known].join(' ')})`);
  process.exit(2);
}
const dryRun = args.has('--dry-run');

/** Whether the production site reaches the platform over a service binding (not UPSTREAM_URL). */
function usesStandalonePlatform() {
  const site = readFileSync(SITE_CONFIG, 'utf8');
  return /^\s*\[\[services\]\][^[]*^\s*binding\s*=\s*"PLATFORM"/m.test(site);
}

const wrangler = (...rest) => run('node_modules/.bin/wrangler', rest, { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } });
const step = (text) => console.log(`\n▸ ${text}${dryRun ? ' (dry run)' : ''}`);

try {
  step('checking both bundles');
  await run('node', ['scripts/bundle-check.mjs']);
  if (!args.has('--site-only') && usesStandalonePlatform()) {
    if (dryRun) {
      step(`would apply the platform's D1 migrations remotely (wrangler d1 migrations apply DB --remote --config ${PLATFORM_CONFIG})`);
    } else {
      step("applying the platform's D1 migrations remotely");
      await wrangler('d1', 'migrations', 'apply', 'DB', '--remote', '--config', PLATFORM_CONFIG);
    }
    step(`deploying the platform (${PLATFORM_CONFIG})`);
    await wrangler('deploy', '--config', PLATFORM_CONFIG, ...(dryRun ? ['--dry-run'] : []));
  }
  step(`deploying the site (${SITE_CONFIG})`);
  await wrangler('deploy', '--config', SITE_CONFIG, ...(dryRun ? ['--dry-run'] : []));
  console.log(dryRun ? '\nDry run complete: nothing was uploaded.' : '\nDeployed. Purge the cache when a change alters what cached answers mean (README "Going live").');
} catch (error) {
  console.error(`\nnpm run deploy stopped: ${error.message}`);
  process.exit(1);
}
