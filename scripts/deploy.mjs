// npm run deploy: builds and deploys production (docs/deploying.md).
//   1. checks both bundles (scripts/bundle-check.mjs: they bundle, and the site worker is
//      within its budget and holds no embedded platform);
//   2. when the site binds the standalone platform (wrangler.production.toml [[services]]
//      PLATFORM), checks that the zone's image transformations are on (scripts/deploy-images.mjs:
//      the pictures' sizes need them; a dry run says what it found and goes on), applies the platform's D1 migrations remotely (to DB and to every data
//      database DB_2 … bound in wrangler.platform.toml) and deploys it
//      (wrangler.platform.toml) first, so the site never calls a platform older than itself;
//   3. with the standalone platform, deploys the agency console (wrangler.console.toml: it
//      reaches the platform through its own PLATFORM binding), unless `--no-console`;
//   4. deploys the site (wrangler.production.toml).
//   5. runs the smoke check (scripts/smoke.mjs) when SMOKE_SITE_URL and ADMIN_TOKEN are set.
// `npm run deploy -- --dry-run` does all of it without uploading or migrating anything;
// `--site-only` leaves the platform and the console alone (a platform on UPSTREAM_URL, or no
// platform change); `--no-console` deploys the platform and the site but not the console.
// With the repository's placeholder ids still in the configurations (the KV namespace's zeros,
// the local D1 id) it refuses to deploy; the dry run goes on and warns, first and last.
// Wrangler needs the account's credentials: CLOUDFLARE_API_TOKEN (docs/deploying.md lists the
// token's permissions) or `npx wrangler login` once.
import { readFileSync } from 'node:fs';
import { platformImageTransformations } from './deploy-images.mjs';
import { placeholderIds } from './deploy-placeholders.mjs';
import { run } from './lib.mjs';
import { configuredConsole, smoke } from './smoke.mjs';

const SITE_CONFIG = 'wrangler.production.toml';
const PLATFORM_CONFIG = 'wrangler.platform.toml';
const CONSOLE_CONFIG = 'wrangler.console.toml';
const args = new Set(process.argv.slice(2));
const known = new Set(['--dry-run', '--site-only', '--no-console']);
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

const standalone = !args.has('--site-only') && usesStandalonePlatform();
const withConsole = standalone && !args.has('--no-console');
const placeholders = [
  ...placeholderIds(SITE_CONFIG, readFileSync(SITE_CONFIG, 'utf8')),
  ...(standalone ? placeholderIds(PLATFORM_CONFIG, readFileSync(PLATFORM_CONFIG, 'utf8')) : []),
  ...(withConsole ? placeholderIds(CONSOLE_CONFIG, readFileSync(CONSOLE_CONFIG, 'utf8')) : []),
];
const placeholderWarning = () =>
  console.error(
    [
      '',
      `▲ ${dryRun ? 'WARNING' : 'STOPPED'}: placeholder ids or data outside the EU; a deploy ${dryRun ? 'would stop here' : 'needs the real ones'} ` +
        '(docs/deploying.md, steps 1 and 3):',
      ...placeholders.map((problem) => `  ${problem}`),
      '',
    ].join('\n'),
  );
if (placeholders.length > 0) {
  placeholderWarning();
  if (!dryRun) process.exit(1);
}

/** The platform's D1 bindings (DB, the directory, and the data databases DB_2 …): each gets every migration. */
const platformDatabases = [...readFileSync(PLATFORM_CONFIG, 'utf8').matchAll(/^\[\[d1_databases\]\]\s*\nbinding = "([^"]+)"/gm)].map((match) => match[1]);

const wrangler = (...rest) => run('node_modules/.bin/wrangler', rest, { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } });
const step = (text) => console.log(`\n▸ ${text}${dryRun ? ' (dry run)' : ''}`);

try {
  step('checking both bundles');
  await run('node', ['scripts/bundle-check.mjs']);
  if (standalone) {
    step("checking that pictures can be made in sizes (the zone's image transformations)");
    const images = await platformImageTransformations(PLATFORM_CONFIG);
    if (!images.ok && !dryRun) throw new Error(`pictures cannot be made in sizes: ${images.reason}`);
    console.log(images.ok ? 'image transformations are on' : `▲ ${images.reason}`);
    for (const binding of platformDatabases) {
      if (dryRun) {
        step(`would apply the platform's D1 migrations remotely (wrangler d1 migrations apply ${binding} --remote --config ${PLATFORM_CONFIG})`);
      } else {
        step(`applying the platform's D1 migrations remotely to ${binding}`);
        await wrangler('d1', 'migrations', 'apply', binding, '--remote', '--config', PLATFORM_CONFIG);
      }
    }
    step(`deploying the platform (${PLATFORM_CONFIG})`);
    await wrangler('deploy', '--config', PLATFORM_CONFIG, ...(dryRun ? ['--dry-run'] : []));
  }
  if (withConsole) {
    step(`deploying the agency console (${CONSOLE_CONFIG})`);
    await wrangler('deploy', '--config', CONSOLE_CONFIG, ...(dryRun ? ['--dry-run'] : []));
  }
  step(`deploying the site (${SITE_CONFIG})`);
  await wrangler('deploy', '--config', SITE_CONFIG, ...(dryRun ? ['--dry-run'] : []));
  console.log(
    dryRun ? '\nDry run complete: nothing was uploaded.' : '\nDeployed. Purge the cache when a change alters what cached answers mean (docs/deploying.md).',
  );
  if (dryRun && placeholders.length > 0) placeholderWarning();
  if (!dryRun && process.env.SMOKE_SITE_URL && process.env.ADMIN_TOKEN) {
    step(`smoke check of ${process.env.SMOKE_SITE_URL}`);
    const rows = await smoke({ site: process.env.SMOKE_SITE_URL, console: withConsole ? configuredConsole() : undefined, adminToken: process.env.ADMIN_TOKEN });
    for (const row of rows) console.log(`${row.ok ? '✓' : '✗'} ${row.name}: ${row.detail}`);
    const failed = rows.filter((row) => !row.ok).length;
    if (failed > 0)
      throw new Error(`the smoke check failed ${failed} of ${rows.length} checks: roll back with npx wrangler rollback (docs/deploying.md "Rolling back")`);
    console.log(`smoke check passed: ${rows.length} checks`);
  } else if (!dryRun) {
    console.log(
      'No smoke check: set SMOKE_SITE_URL (an agency\'s address) and ADMIN_TOKEN, or run npm run smoke -- --site <url> (docs/deploying.md "After the deploy").',
    );
  }
} catch (error) {
  console.error(`\nnpm run deploy stopped: ${error.message}`);
  if (!dryRun && !process.env.CLOUDFLARE_API_TOKEN) {
    console.error(
      'No CLOUDFLARE_API_TOKEN in the environment: wrangler uses the login of `npx wrangler login`, if any (docs/deploying.md lists the permissions a ' +
        'token needs).',
    );
  }
  process.exit(1);
}
