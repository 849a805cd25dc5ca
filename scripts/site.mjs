// npm run site -- <command>: lists, shows, creates and changes agencies (sites) and their
// hostnames through the admin API of the running site (docs/admin-api.md).
// SITE_URL, else http://localhost:$PORT (as npm start; 8787 by default); ADMIN_TOKEN from the
// environment or .dev.vars.
import { existsSync, readFileSync } from 'node:fs';
import { mergeBodies, parseDevVars, parseSiteArgs, siteUrl, USAGE, UsageError } from './site-args.mjs';

const SITE_URL = siteUrl(process.env);
const STARTER_PAGES =
  'starter pages    home, for sale, for rent, new builds, sold, valuation, about, contact, privacy statement, terms of use; main and footer menus';

function fail(message) {
  console.error(message);
  process.exit(1);
}

function adminToken() {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const token = existsSync('.dev.vars') ? parseDevVars(readFileSync('.dev.vars', 'utf8')).ADMIN_TOKEN : undefined;
  if (!token) fail('No ADMIN_TOKEN: set it in the environment or in .dev.vars (npm start creates .dev.vars from .dev.vars.example).');
  return token;
}

async function call(method, path, body, accepted = []) {
  let response;
  try {
    response = await fetch(`${SITE_URL}/admin${path}`, {
      method,
      headers: { Authorization: `Bearer ${adminToken()}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    fail(
      `No site answers at ${SITE_URL} (${error.cause?.code ?? error.message}). Start it with \`npm start\` (with the same PORT), or point SITE_URL at a ` +
        `running site.`,
    );
  }
  const text = await response.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    fail(`${SITE_URL} answered ${response.status} without JSON: is that the agency site? ${text.slice(0, 200)}`);
  }
  if (response.status === 401) fail(`The admin token was refused (${answer.error}). ADMIN_TOKEN must match the running site's (.dev.vars).`);
  if (accepted.includes(response.status)) return answer;
  if (!response.ok) {
    // A 400 names each field at fault: one line each.
    const fields = Array.isArray(answer.details) && answer.details.every((detail) => detail.path) ? answer.details : [];
    fail(
      fields.length > 0
        ? `${response.status}: the site was not written
${fields.map((detail) => `  ${detail.path}: ${detail.message}`).join('\n')}`
        : `${response.status}: ${answer.error}`,
    );
  }
  return answer;
}

function hostnamesOf(site) {
  return site.hostnames.map((hostname) => (hostname === site.primaryHostname ? `${hostname} (primary)` : hostname)).join(', ');
}

function localesOf(site) {
  return site.locales.map((locale) => (locale === site.defaultLocale ? `${locale}*` : locale)).join(',');
}

function printList(sites) {
  const rows = sites.map((site) => [String(site.id), site.name, localesOf(site), hostnamesOf(site)]);
  const header = ['id', 'name', 'languages', 'hostnames'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]))).join('  '));
  console.log(`\n${sites.length} site(s); * marks the default language`);
}

function printSite(site) {
  const theme =
    Object.entries(site.theme ?? {})
      .map(([key, value]) => `${key} ${value}`)
      .join(', ') || 'default colours';
  const lines = [
    ['site', `${site.id}: ${site.name}`],
    ['hostnames', hostnamesOf(site) + (site.primaryHostname ? '' : ' (no primary: each answers for itself)')],
    ['languages', `${site.locales.join(', ')} (default ${site.defaultLocale})`],
    ['theme', theme],
    ['logo', site.logo ?? 'none'],
    ['hidden statuses', site.settings.hiddenStatus.length > 0 ? site.settings.hiddenStatus.join(', ') : 'none'],
    ['estate addresses', site.settings.showEstateAddress ? 'linked' : 'not linked'],
    ['captcha keys', site.captcha ? `site key ${site.captcha.siteKey}, secret ${site.captcha.secretSet ? 'set' : 'missing'}` : "the deploy's"],
  ];
  for (const [label, value] of lines) console.log(`${label.padEnd(17)}${value}`);
}

function printDatabases(report) {
  if (!report || !Array.isArray(report.databases)) fail(`The platform did not report its databases: ${report?.error ?? 'not reachable'}`);
  for (const database of report.databases) {
    const state = [database.placing ? 'takes new agencies' : 'no new agencies', database.full ? 'FULL' : ''].filter(Boolean).join(', ');
    console.log(
      `${database.binding.padEnd(6)}${`${(database.bytes / 1e6).toFixed(1)} MB`.padStart(12)}  ${`${(database.fill * 100).toFixed(2)} %`.padStart(8)}  ` +
        `${String(database.sites).padStart(5)} site(s)  ${state}`,
    );
  }
  console.log(`\nfull at ${(report.fullAt / 1e9).toFixed(1)} GB (DATABASE_FULL_PERCENT of D1's 10 GB)`);
}

function readBodyFile(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${file}: not readable JSON (${error.message})`);
  }
}

let args;
try {
  args = parseSiteArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}

const print = (answer, show) => (args.json ? console.log(JSON.stringify(answer, null, 2)) : show(answer));

switch (args.command) {
  case 'help':
    console.log(USAGE);
    break;
  case 'list':
    print((await call('GET', '/sites')).sites, printList);
    break;
  case 'show':
    print(await call('GET', `/sites/${args.id}`), printSite);
    break;
  case 'create':
  case 'update': {
    const body = args.file ? mergeBodies(readBodyFile(args.file), args.body) : args.body;
    const site = args.command === 'create' ? await call('POST', '/sites', body) : await call('PUT', `/sites/${args.id}`, body);
    if (!args.json) console.log(args.command === 'create' ? `created site ${site.id}\n` : `updated site ${site.id}\n`);
    // POST /sites writes the starter site in the same batch as the site (worker/platform/starter/).
    if (!args.json && args.command === 'create')
      console.log(`${STARTER_PAGES} (${site.locales.join(', ')})${site.comingSoon ? '; coming soon until published' : ''}\n`);
    print(site, printSite);
    break;
  }
  case 'add-hostname': {
    const site = await call('POST', `/sites/${args.id}/hostnames`, { hostname: args.hostname, ...(args.primary ? { primary: true } : {}) });
    if (!args.json) console.log(`site ${site.id} answers on ${args.hostname.toLowerCase()}${args.primary ? ' (primary)' : ''}\n`);
    print(site, printSite);
    break;
  }
  case 'remove-hostname': {
    const site = await call('DELETE', `/sites/${args.id}/hostnames/${encodeURIComponent(args.hostname)}`);
    if (!args.json) console.log(`site ${site.id} no longer answers on ${args.hostname.toLowerCase()}\n`);
    print(site, printSite);
    break;
  }
  case 'databases': {
    // The health report answers 503 when the site is degraded; its databases part is still there.
    const health = await call('GET', '/health', undefined, [503]);
    print(health.databases, printDatabases);
    break;
  }
  case 'move-database': {
    // The admin call copies a few seconds of rows at a time; 202 with Retry-After until the old rows are deleted.
    for (;;) {
      const move = await call('POST', `/sites/${args.id}/database`, { binding: args.binding }, [202]);
      if (move.finished) {
        if (args.json) console.log(JSON.stringify(move, null, 2));
        else
          console.log(
            move.moved ? `site ${args.id} moved from ${move.from} to ${move.to}; its old rows are deleted` : `site ${args.id} is on ${move.to} already`,
          );
        break;
      }
      if (!args.json)
        console.log(
          move.switched
            ? `site ${args.id} reads ${move.to} now; its old rows on ${move.from} are deleted in ${move.retryAfter} s`
            : `copying site ${args.id} to ${move.to}: ${
                Object.entries(move.copied)
                  .map(([table, rows]) => `${table} ${rows}`)
                  .join(', ') || 'going on'
              }`,
        );
      await new Promise((resolve) => setTimeout(resolve, (move.retryAfter ?? 0) * 1000));
    }
    break;
  }
}
