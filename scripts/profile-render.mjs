// Where a page's render spends its CPU: V8's sampling CPU profile of the site's
// worker through wrangler dev's inspector, over renders of one page type as `npm run bench`'s
// CPU section measures them (the local default, React's production build, a query no page reads
// so that each request renders again while its data comes from the response cache).
//
//   node scripts/profile-render.mjs [home|listing|detail|holiday|cms|privacy|kept] [renders]
//
// Prints the functions with the most self time and the modules they belong to (from the
// bundle's `// path` comments), and writes `.tmp/profile-<page>.cpuprofile` (Chrome DevTools'
// Performance panel opens it) and the bundle it ran, `.tmp/profile-<page>.bundle.js` (the lines
// the profile names). A tool to find what to cut, not a figure to compare: sampling and the
// inspector slow the worker; scripts/bench-cpu-ab.mjs compares two commits.
import { existsSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import WebSocket from 'ws';
import { biggestUnit, firstLink, visit as visitOnce } from './bench-cpu.mjs';
import { answerOrEcho, INSPECTOR_ORIGIN } from './bench-allocator.mjs';
import { freePort, migrate, run, seed, stopProcessGroup, waitUntilUp, wranglerDev } from './lib.mjs';

const page = process.argv[2] ?? 'home';
const RENDERS = Number(process.argv[3] ?? 300);
const persistTo = '.tmp/bench-cpu-state';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

const visit = (port, hostname, path) => visitOnce(port, hostname, path, agent);

async function pathOf(port) {
  switch (page) {
    case 'home':
    case 'kept':
      return ['localhost', '/nl/'];
    case 'listing':
      return ['localhost', '/nl/te-koop'];
    case 'cms':
      return ['localhost', '/nl/over-ons'];
    case 'privacy':
      return ['localhost', '/nl/privacy-verklaring'];
    case 'detail':
      return ['localhost', await firstLink(port, 'localhost', '/nl/te-koop', /href="(\/nl\/aanbod\/\d+\/[^"?]+)"/, agent)];
    case 'holiday':
      return ['immo-tweede.localhost', await biggestUnit(port, agent)];
    default:
      throw new Error(`unknown page type ${page}`);
  }
}

/** A CDP session over the inspector's WebSocket. */
async function inspector(port) {
  let targets;
  for (let i = 0; i < 100; i += 1) {
    targets = await fetch(`http://127.0.0.1:${port}/json`).then(
      (r) => r.json(),
      () => null,
    );
    if (targets?.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const target = targets.find((t) => !/platform|console/.test(t.title ?? '')) ?? targets[0];
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: INSPECTOR_ORIGIN });
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  let id = 0;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id) answerOrEcho(message, waiting);
  });
  return {
    send(method, params = {}) {
      id += 1;
      const mine = id;
      socket.send(JSON.stringify({ id: mine, method, params }));
      return new Promise((resolve, reject) => waiting.set(mine, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result))));
    },
    close: () => socket.close(),
  };
}

/**
 * The bundle wrangler dev runs, as the inspector has it (wrangler removes its own copy under
 * .wrangler/tmp when it stops): its `// path` comments say which module each line came from.
 */
async function moduleLines(cdp, profile) {
  const scriptId = profile.nodes.map((node) => node.callFrame).find((frame) => frame.url && frame.scriptId !== '0')?.scriptId;
  if (!scriptId) return () => '?';
  await cdp.send('Debugger.enable');
  const { scriptSource } = await cdp.send('Debugger.getScriptSource', { scriptId });
  // The lines the profile names, to read next to it.
  writeFileSync(`.tmp/profile-${page}.bundle.js`, scriptSource);
  const starts = [];
  scriptSource.split('\n').forEach((line, index) => {
    const match = /^\/\/ ((?:node_modules|worker|shared|client|locales)\/\S+)$/.exec(line);
    if (match) starts.push([index, match[1]]);
  });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = '?';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid][0] <= line) {
        found = starts[mid][1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

if (!existsSync(`${persistTo}/v3/d1`)) {
  await run('node', ['build.mjs']);
  await migrate(persistTo, { quiet: true });
  await seed(persistTo);
}
const port = await freePort();
const inspectorPort = await freePort();
const server = wranglerDev(['--port', String(port), '--persist-to', persistTo, '--inspector-port', String(inspectorPort)]);
try {
  await waitUntilUp(`http://127.0.0.1:${port}/nl/`);
  const [hostname, path] = await pathOf(port);
  const join = path.includes('?') ? '&' : '?';
  const address = (i) => (page === 'kept' ? `${path}${join}cpu=kept` : `${path}${join}cpu=${Date.now()}-${i}`);
  for (let i = 0; i < 100; i += 1) await visit(port, hostname, `${path}${join}cpu=warm-${i}`);
  const cdp = await inspector(inspectorPort);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  for (let i = 0; i < RENDERS; i += 1) {
    const answer = await visit(port, hostname, address(i));
    if (answer.status !== 200) throw new Error(`${hostname}${path} answered ${answer.status}`);
  }
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`.tmp/profile-${page}.cpuprofile`, JSON.stringify(profile));
  const moduleOf = await moduleLines(cdp, profile);
  cdp.close();

  const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000; // ms per sample
  const counts = new Map();
  for (const sample of profile.samples) counts.set(sample, (counts.get(sample) ?? 0) + 1);
  const byFunction = new Map();
  const byModule = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const n = counts.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (['(idle)', '(program)', '(garbage collector)'].includes(functionName) && n) {
      byModule.set(functionName, (byModule.get(functionName) ?? 0) + n);
      if (functionName !== '(idle)') total += n;
      continue;
    }
    total += n;
    const module = url ? moduleOf(lineNumber) : '(native)';
    const key = `${functionName || '(anonymous)'}  ${module}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + n);
    byModule.set(module, (byModule.get(module) ?? 0) + n);
  }
  const ms = (n) => ((n * interval) / RENDERS).toFixed(2).padStart(6);
  console.log(`${page} ${hostname}${path}: ${RENDERS} answers, ${ms(total)} ms sampled busy per answer (idle left out)`);
  console.log('\nmodules (self ms per answer):');
  for (const [key, n] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 25)) if (key !== '(idle)') console.log(`  ${ms(n)}  ${key}`);
  console.log('\nfunctions (self ms per answer):');
  for (const [key, n] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${ms(n)}  ${key}`);
} finally {
  agent.destroy();
  stopProcessGroup(server);
}
