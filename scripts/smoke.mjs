// npm run smoke -- --site <url> [--console <url>] [--via <url>]: after a deploy, checks each
// worker as a visitor and an owner would meet it, and says what passed (docs/deploying.md
// "After the deploy"). `npm run deploy` runs it last when SMOKE_SITE_URL is set.
//   - the site and, through it, the platform: GET {site}/admin/health (ADMIN_TOKEN) is ok;
//   - every site the platform holds: its primary hostname's home page answers 200 in HTML;
//   - the console: its sign-in page answers 200 with the e-mail field.
// --site: any address the site worker answers on (an agency's domain); --console: the console's
// origin (default: CONSOLE_ORIGIN of wrangler.console.toml); --via: send every request to this
// address with the real hostname in Host (a local `wrangler dev`, whose *.localhost names Node
// does not resolve). ADMIN_TOKEN from the environment. Exit code 1 when a check fails.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** One GET, following up to five redirects; answers status, content type and body. */
export function get(url, { via, headers = {} } = {}, redirects = 5) {
  const target = new URL(url);
  const to = via ? new URL(via) : target;
  const request = to.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: to.hostname,
        port: to.port || undefined,
        path: target.pathname + target.search,
        servername: target.hostname,
        headers: { Host: target.host, 'User-Agent': 'agency-sites smoke check', ...headers },
        timeout: 15_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          const location = response.headers.location;
          if (location && response.statusCode >= 300 && response.statusCode < 400 && redirects > 0) {
            resolve(get(new URL(location, target).href, { via: new URL(location, target).host === target.host ? via : undefined, headers }, redirects - 1));
          } else resolve({ url: target.href, status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 15 s')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The checks, each `{ name, ok, detail }`, in order; never throws. */
export async function smoke({ site, console: consoleOrigin, via, adminToken }) {
  const rows = [];
  const check = async (name, run) => {
    try {
      rows.push({ name, ...(await run()) });
    } catch (error) {
      rows.push({ name, ok: false, detail: error.message });
    }
  };
  const admin = { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' };
  await check('site and platform: /admin/health', async () => {
    const answer = await get(new URL('/admin/health', site).href, { via, headers: admin });
    const health = answer.type.includes('json') ? JSON.parse(answer.body) : {};
    return {
      ok: answer.status === 200 && health.status === 'ok',
      detail: `${answer.status}, ${health.status ?? 'no health report'}${health.platform?.status ? `, platform ${health.platform.status}` : ''}`,
    };
  });
  let sites = [];
  await check('sites: /admin/sites', async () => {
    const answer = await get(new URL('/admin/sites', site).href, { via, headers: admin });
    sites = answer.status === 200 ? (JSON.parse(answer.body).sites ?? []) : [];
    return { ok: answer.status === 200 && sites.length > 0, detail: `${answer.status}, ${sites.length} sites` };
  });
  for (const one of sites) {
    const hostname = one.hostnames?.[0];
    await check(`site ${one.id} (${one.name}): home page`, async () => {
      if (!hostname) return { ok: false, detail: 'no hostname' };
      const answer = await get(`${new URL(site).protocol}//${hostname}${via ? `:${new URL(site).port}` : ''}/`, { via });
      return { ok: answer.status === 200 && answer.type.startsWith('text/html') && /<html lang="/.test(answer.body), detail: `${answer.status} ${answer.url}` };
    });
  }
  if (consoleOrigin) {
    await check('console: sign-in page', async () => {
      const answer = await get(new URL('/en/sign-in', consoleOrigin).href, { via });
      return { ok: answer.status === 200 && /name="email"/.test(answer.body), detail: `${answer.status} ${answer.url}` };
    });
  }
  return rows;
}

/** The console's origin as wrangler.console.toml configures it. */
export function configuredConsole(config = readFileSync('wrangler.console.toml', 'utf8')) {
  return /^CONSOLE_ORIGIN\s*=\s*"([^"]+)"/m.exec(config)?.[1];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const site = option('site') ?? process.env.SMOKE_SITE_URL;
  const adminToken = process.env.ADMIN_TOKEN;
  if (!site || !adminToken || process.argv.includes('--help')) {
    console.error('usage: ADMIN_TOKEN=… npm run smoke -- --site https://www.agency.be [--console https://console.example.be] [--via http://127.0.0.1:8787]');
    process.exit(2);
  }
  const rows = await smoke({ site, console: option('console') ?? configuredConsole(), via: option('via'), adminToken });
  for (const row of rows) console.log(`${row.ok ? '✓' : '✗'} ${row.name}: ${row.detail}`);
  const failed = rows.filter((row) => !row.ok).length;
  console.log(failed === 0 ? `smoke check passed: ${rows.length} checks` : `smoke check FAILED: ${failed} of ${rows.length} checks`);
  process.exitCode = failed === 0 ? 0 : 1;
}
