// The MCP server's search_listings beside the listing's ajax search it mirrors, and each one's way
// in (a JSON 404 of the ajax routes, a GET; the MCP server's server/discover, a POST), interleaved: 50
// answers of each kind in turn, ten rounds, so that the machine's drift touches every kind alike.
// CPU per answer of the site's workerd from the scheduler's counters (scripts/bench-cpu.mjs).
//
//   node scripts/bench-mcp-ab.mjs [rounds, default 10] [answers per kind a round, default 50]
//
// Runs on scripts/bench-cpu.mjs's state (.tmp/bench-cpu-state: run that once first). Figures, not a test.
import { existsSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { percentile } from './bench-common.mjs';
import { FIRST, firstLink, mcpRequest, settled, threadNs, visit } from './bench-cpu.mjs';
import { workerdOf } from './bench-load.mjs';
import { freePort, stopProcessGroup, waitUntilUp, wranglerDev } from './lib.mjs';

const ROUNDS = Number(process.argv[2] ?? 10);
const PER = Number(process.argv[3] ?? 50);
const STATE = '.tmp/bench-cpu-state';
if (!existsSync(STATE)) throw new Error(`no ${STATE}: run node scripts/bench-cpu.mjs once first`);

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const port = await freePort();
const server = wranglerDev(['--port', String(port), '--persist-to', STATE]);
try {
  await waitUntilUp(`http://127.0.0.1:${port}/nl/`);
  const worker = workerdOf(server.pid);
  const endpoint = (await firstLink(port, FIRST, '/nl/te-koop', /(?:"|&quot;)endpoint(?:"|&quot;):(?:"|&quot;)(\/nl\/ajax\/estates\?.*?)(?:"|&quot;)/, agent))
    .replaceAll('&amp;', '&')
    .replaceAll('\\u0026', '&');
  const query = 'huis met tuin in Gent max 450.000';
  const rpc = (i, method, params = {}) => mcpRequest(port, FIRST, i, method, params, agent);
  /** Each kind's request, and the status it answers. */
  const kinds = {
    'ajax search': [(i) => visit(port, FIRST, `${endpoint}&q=${encodeURIComponent(query)}&cpu=${i}`, agent), 200],
    'MCP search': [(i) => rpc(i, 'tools/call', { name: 'search_listings', arguments: { query } }), 200],
    'ajax way in': [(i) => visit(port, FIRST, `/nl/ajax/no-such-route?cpu=${i}`, agent), 404],
    'MCP way in': [(i) => rpc(i, 'server/discover'), 200],
  };
  const names = Object.keys(kinds);
  let n = 0;
  for (let i = 0; i < 150; i += 1) for (const name of names) await kinds[name][0](n++);
  const each = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const [ask, status] = kinds[name];
      await settled(worker);
      for (let i = 0; i < PER; i += 1) {
        const start = threadNs(worker);
        const answer = await ask(n++);
        if (answer.status !== status) throw new Error(`${name} answered ${answer.status}`);
        each[name].push((await settled(worker)) - start);
      }
    }
  }
  const p50 = (name) =>
    percentile(
      each[name].sort((a, b) => a - b),
      50,
    ) / 1e6;
  console.log(
    `ms of CPU per answer, p50 of ${ROUNDS * PER} each (load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')})`,
  );
  for (const name of names) console.log(`  ${name.padEnd(12)} ${p50(name).toFixed(2)}`);
  console.log(`  ajax search less its way in ${(p50('ajax search') - p50('ajax way in')).toFixed(2)}`);
  console.log(`  MCP search less its way in  ${(p50('MCP search') - p50('MCP way in')).toFixed(2)}`);
} finally {
  agent.destroy();
  stopProcessGroup(server);
}
