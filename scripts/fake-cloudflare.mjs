#!/usr/bin/env node
// A fake of Cloudflare's custom hostnames API (Cloudflare for SaaS) on this machine
// (test/support/fake-cloudflare/), for trying agencies' own domains without a Cloudflare account:
//   node scripts/fake-cloudflare.mjs [--port 8791] [--activate-after 60]
// It listens on 127.0.0.1 only and prints the address to set as CLOUDFLARE_API_BASE; any API
// token is accepted. Its rules (test/support/fake-cloudflare/index.ts): a new hostname is
// pending with a CNAME and two TXT records to create; it becomes active --activate-after
// seconds after it was added (default 60; `POST /__fake/hostnames/{hostname}` with
// {"dns":"present"} activates it at once); a hostname whose first label starts with `caa-`
// never gets its certificate (a CAA record forbids the certificate authority), one starting
// with `blocked-` is blocked; {"failNext": n} makes the next n calls about a hostname answer
// 500. npm start runs this same server by itself unless CLOUDFLARE_API_BASE is set. Ctrl-C stops it.
import { importTs } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const port = option('--port', 8791);
const activateAfter = option('--activate-after', 60);
if (!Number.isInteger(port) || port < 0 || port > 65535 || !(activateAfter >= 0)) {
  console.error('usage: node scripts/fake-cloudflare.mjs [--port 8791] [--activate-after 60]');
  process.exit(2);
}

const { startFakeCloudflare } = await importTs('test/support/fake-cloudflare/server.ts');
const server = await startFakeCloudflare(port, { autoActivateMs: activateAfter * 1000 });
console.log(`Fake Cloudflare API on ${server.origin}
  CLOUDFLARE_API_BASE=${server.apiBase}
  a hostname added becomes active ${activateAfter} s later; POST ${server.origin}/__fake/hostnames/{hostname} {"dns":"present"} activates it now`);

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
