// npm start: builds the client, prepares the local database (seeded on first run) and serves
// both demo sites on http://localhost:$PORT (8787 unless PORT is set) through `wrangler dev` in
// local mode, with React's production build, as a deploy serves it (NODE_ENV=production:
// wrangler bundles the worker with it). `npm run dev` (--dev) serves React's development build
// instead: slower, with React's warnings. `--test-scheduled`: GET /__scheduled runs the Cron
// Trigger once (wrangler dev's option; its notice's /cdn-cgi/local/scheduled answers 500 here).
//
// It says one line per step, then the addresses once both home pages have answered (the first
// visit is as fast as the next). `npm start -- --verbose` (or VERBOSE=1) shows the build's
// size table, wrangler's migration tables and everything `wrangler dev` prints; otherwise
// scripts/start-output.mjs decides which of wrangler's lines show.
import { spawn } from 'node:child_process';
import { access, copyFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { ENV, importTs, isSeeded, migrate, MigrationError, run, seed } from './lib.mjs';
import { scaled } from './speed-factor.mjs';
import { createStartFilter } from './start-output.mjs';
import { portIsFree, portTakenLine, startToken, suggestedPort, untilOwnSiteAnswers, visit as visitOn } from './start-site.mjs';

const port = Number(process.env.PORT || '8787');
if (!Number.isInteger(port) || port < 1 || port > 65535 - 442) {
  console.error(`PORT must be a port number (8787 by default), not ${process.env.PORT}`);
  process.exit(2);
}
// PORT is the site's address, so it is never moved: taken, the start stops before it builds anything.
if (!(await portIsFree(port))) {
  console.error(portTakenLine(port, await suggestedPort(port)));
  process.exit(1);
}
/** This start's token: its site answers with it (worker/local.ts), so nothing else listening on PORT is taken for it. */
const token = startToken();
/**
 * Every port `npm start` opens follows PORT (docs/running-locally.md "Ports"): the site, the
 * fake Cloudflare API, the example import's image host, the local captcha service, and
 * wrangler's inspector (9229 with the default PORT, as wrangler's own default).
 */
const PORTS = { site: port, cloudflare: port + 4, photos: port + 5, captcha: port + 6, inspector: port + 442 };
const development = process.argv.includes('--dev');
const testScheduled = process.argv.includes('--test-scheduled');
const verbose = process.argv.includes('--verbose') || !['', '0', 'false', undefined].includes(process.env.VERBOSE);
const started = Date.now();
const seconds = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** The demo agencies and the hostname each answers on (worker/platform/demo/seed/sites.ts). */
const SITES = [
  { hostname: 'localhost', name: 'Immo Scheldeland, Gent' },
  { hostname: 'immo-tweede.localhost', name: 'Ardennes Habitat, Durbuy' },
];

/** Runs a command; without --verbose its output shows only when it fails. */
function runStep(command, args) {
  if (verbose) return run(command, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`))));
  });
}

/** Requests the warm-up made that the site answered: wrangler logs each of them. */
let answered = 0;

/** A GET on loopback as if to `hostname`, read to the end, counted. */
async function visit(hostname, path) {
  const answer = await visitOn(port, hostname, path);
  answered += 1;
  return answer;
}

/**
 * Waits until this start's site answers (its token: an answer from any other program on PORT
 * is not taken for it; up to 3 minutes times the machine's speed factor, scripts/speed-factor.mjs),
 * then renders each site's home page (`/` redirects to the
 * default language's) until the site answers it from its kept pages (X-Page-Cache: hit), at
 * most three times: the first page a person opens is then as fast as the next. (On a busy
 * machine the first render of a cold isolate can miss the page budget and leave a part out;
 * such a page is not kept.)
 */
async function warmUp(server) {
  await untilOwnSiteAnswers({
    port,
    hostname: SITES[0].hostname,
    token,
    stopped: () => (server.exitCode === null ? null : `wrangler dev stopped (exit code ${server.exitCode})`),
    limitMs: scaled(180_000),
    onAnswer: () => (answered += 1),
  });
  for (const { hostname } of SITES) {
    const { status, location } = await visit(hostname, '/');
    if (status < 300 || status >= 400 || !location) continue;
    const home = new URL(location, `http://${hostname}`).pathname;
    for (let attempt = 1; attempt <= 3; attempt += 1) if ((await visit(hostname, home)).kept === 'hit') break;
  }
}

/** A step's first words; `done` ends its line (in --verbose mode the tools' output comes between). */
let lineOpen = false;
const begin = (text) => {
  if (verbose) console.log(text);
  else process.stdout.write(`${text} `);
  lineOpen = !verbose;
};
const done = (text) => {
  console.log(text);
  lineOpen = false;
};

try {
  await access('.dev.vars');
} catch {
  await copyFile('.dev.vars.example', '.dev.vars');
  console.log('created .dev.vars from .dev.vars.example (the local secrets, ADMIN_TOKEN among them)');
}

/** Starts a local server on its port of PORTS, or on one the system picks when another program holds that one (and says so). */
async function listenOn(what, wanted, start) {
  try {
    return await start(wanted);
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    const server = await start(0);
    if (lineOpen) process.stdout.write('\n');
    lineOpen = false;
    console.log(`${what}: ${wanted} is taken, so ${server.origin} (PORT moves every port npm start opens: docs/running-locally.md "Ports")`);
    return server;
  }
}

/** `wanted` when no program listens on it (checked by listening), else a port the system picks (and says so). */
async function portFor(what, wanted) {
  const tryPort = (port) =>
    new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address();
        probe.close(() => resolve(bound));
      });
    });
  return listenOn(what, wanted, async (port) => {
    const bound = await tryPort(port);
    return { port: bound, origin: `http://127.0.0.1:${bound}` };
  }).then(({ port }) => port);
}

let step = Date.now();
begin('building the client…');
await runStep('node', ['build.mjs']);
done(`built in ${seconds(step)}${verbose ? '' : ' (npm run build shows the sizes and budgets)'}`);

step = Date.now();
begin('preparing the local database…');
const applied = await migrate(undefined, { quiet: !verbose }).catch((error) => {
  if (!(error instanceof MigrationError)) throw error;
  // What failed and what to do, without a stack trace: the migrations are ours, not the script.
  console.error(`\n${error.message}`);
  process.exit(1);
});
done(verbose ? 'migrated' : applied > 0 ? `${applied} migrations applied in ${seconds(step)}` : 'up to date');
if (!(await isSeeded())) await seed(undefined, { quarters: verbose });

// Agencies' own domains: the fake Cloudflare API (scripts/fake-cloudflare.mjs) in this process, on
// PORTS.cloudflare, a hostname added in the console active a minute later; or the API
// CLOUDFLARE_API_BASE names (with CLOUDFLARE_API_TOKEN in .dev.vars).
let cloudflareBase = process.env.CLOUDFLARE_API_BASE;
const cloudflareVars = [];
if (!cloudflareBase) {
  const { startFakeCloudflare } = await importTs('test/support/fake-cloudflare/server.ts');
  const options = { autoActivateMs: 60_000 };
  const fake = await listenOn('the fake Cloudflare API', PORTS.cloudflare, (at) => startFakeCloudflare(at, options));
  cloudflareBase = fake.apiBase;
  // The fake takes any token: this one works even with a .dev.vars older than the domains.
  cloudflareVars.push('--var', 'CLOUDFLARE_API_TOKEN:local-fake-cloudflare-token');
}

// The example import's pictures and documents (examples/estates.json) are on an agency's image
// host: this one, on PORTS.photos, in IMAGE_ORIGINS beside any origin the environment names.
const { startPhotoHost } = await importTs('test/support/photo-host.ts');
const photos = await listenOn('the example image host', PORTS.photos, startPhotoHost);
const imageOrigins = [process.env.IMAGE_ORIGINS, photos.origin].filter(Boolean).join(' ');

// The captcha of every visitor form: the local captcha service (test/support/fake-captcha/)
// on PORTS.captcha, Turnstile's documented script and siteverify, with Cloudflare's dummy keys
// that always pass (these vars win over wrangler.toml's CAPTCHA_PROVIDER none and .dev.vars).
const { startFakeCaptcha } = await importTs('test/support/fake-captcha/server.ts');
const captcha = await listenOn('the local captcha service', PORTS.captcha, startFakeCaptcha);
const captchaVars = ['--var', 'CAPTCHA_PROVIDER:turnstile', ...Object.entries(captcha.vars).flatMap(([name, value]) => ['--var', `${name}:${value}`])];

const inspectorPort = await portFor("wrangler dev's inspector", PORTS.inspector);

step = Date.now();
begin('starting wrangler dev…');
const wranglerArgs = [
  'dev',
  ...['--port', String(port), '--ip', '127.0.0.1', '--inspector-port', String(inspectorPort), '--show-interactive-dev-session=false'],
  ...['--var', `CLOUDFLARE_API_BASE:${cloudflareBase}`, '--var', `IMAGE_ORIGINS:${imageOrigins}`, ...cloudflareVars, ...captchaVars],
  // The links of the mails the demo sites send (confirmations, alerts) lead back to this port (worker/platform/types.ts).
  ...['--var', `LOCAL_SITES_PORT:${port}`],
  // The token its answers carry (worker/local.ts): the warm-up takes no other program's answer for the site's.
  ...['--var', `LOCAL_START_TOKEN:${token}`],
  ...(testScheduled ? ['--test-scheduled'] : []),
];
const server = spawn('node_modules/.bin/wrangler', wranglerArgs, {
  env: {
    ...ENV,
    NODE_ENV: development ? 'development' : 'production',
    ...(verbose ? {} : { WRANGLER_HIDE_BANNER: 'true', ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) }),
  },
  stdio: verbose ? 'inherit' : ['inherit', 'pipe', 'pipe'],
});
const filter = createStartFilter();
let announced = false;
if (!verbose) {
  for (const [stream, target] of [
    [server.stdout, process.stdout],
    [server.stderr, process.stderr],
  ]) {
    let rest = '';
    const show = (line) => {
      if (!filter.keep(line)) return;
      // What wrangler says while a step's line is open starts a line of its own.
      if (lineOpen) process.stdout.write('\n');
      lineOpen = false;
      target.write(`${line}\n`);
    };
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      const lines = (rest + text).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(show);
    });
    stream.on('end', () => rest && show(rest));
  }
}
const hint = verbose ? '' : ' (npm start -- --verbose shows all of its output)';
// Ctrl+C reaches wrangler too (same process group); a plain `kill` of this script is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (!announced) console.error(`\nwrangler dev stopped before the site answered${hint}`);
  process.exit(code ?? (signal ? 0 : 1));
});

try {
  await warmUp(server);
} catch (error) {
  console.error(`\n${error.message}${hint}`);
  server.kill('SIGTERM');
  process.exit(1);
}
filter.announced(answered);
announced = true;
done(
  `ready in ${seconds(step)} (${seconds()} in all), React's ` +
    `${development ? 'development build, with its warnings' : 'production build, as deployed (npm run dev: its development build)'}`,
);
const width = Math.max(...SITES.map(({ hostname }) => hostname.length)) + `http://:${port}/`.length;
console.log('');
for (const [index, { hostname, name }] of SITES.entries()) console.log(`  site ${index + 1}  ${`http://${hostname}:${port}/`.padEnd(width)}  ${name}`);
console.log(`  console http://console.localhost:${port}/  sign in as owner@immo-scheldeland.localhost; the link shows here and at /__mailbox`);
console.log(`  mail    every mail sent (leads, confirmations, alerts) is kept at http://console.localhost:${port}/__mailbox`);
console.log(`  domains the console's own-domain screen talks to the fake Cloudflare API at ${cloudflareBase} (a hostname added is active a minute later)`);
console.log(
  `  photos  ${port === 8787 ? '' : `PORT=${port} `}npm run import -- examples/estates.json: its pictures come from ${photos.origin}` +
    `${photos.origin === `http://127.0.0.1:${PORTS.photos}` ? '' : ` (the import names PORT + 5: ${PORTS.photos})`}`,
);
console.log(`  captcha every visitor form gets its token from the local captcha service at ${captcha.origin} (docs/forms.md)`);
console.log(`  admin   ADMIN_TOKEN in .dev.vars: the bearer token of /admin/* and npm run site${port === 8787 ? '' : ` (run it with PORT=${port})`}`);
console.log(
  testScheduled
    ? `  cron    curl http://localhost:${port}/__scheduled runs the Cron Trigger once`
    : '  cron    does not fire by itself locally: npm start -- --test-scheduled lets you run it',
);
console.log(`\nstop with Ctrl+C; npm start -- --verbose shows wrangler's full output`);
