#!/usr/bin/env node
// A fake SweepBright, a fake Whise and a fake Omnicasa on this machine (test/support/fake-crm/), for trying the
// CRM connections without an agency's credentials:
//   node scripts/fake-crm.mjs [--port 8790] [--seed]
// It listens on 127.0.0.1 only and prints the addresses to set as SWEEPBRIGHT_API_URL,
// WHISE_API_URL and OMNICASA_API_URL. --seed adds a demo account on each, serving the fixtures of
// test/support/fake-crm/fixtures (SweepBright client id demo-sweepbright, secret demo-secret;
// Whise username demo-integrator, password demo-password, client 20001; Omnicasa customer
// demo-customer, password demo-password). Ctrl-C stops it.
import { importTs } from './lib.mjs';

const args = process.argv.slice(2);
const portArgument = args.indexOf('--port');
const port = portArgument >= 0 ? Number(args[portArgument + 1]) : 8790;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('usage: node scripts/fake-crm.mjs [--port 8790] [--seed]');
  process.exit(2);
}

const { startFakeCrmServer } = await importTs('test/support/fake-crm/server.ts');
const server = await startFakeCrmServer(port);

if (args.includes('--seed')) {
  const { SWEEPBRIGHT_FIXTURES, WHISE_FIXTURES, OMNICASA_FIXTURES, OMNICASA_TRANSLATIONS } = await importTs('test/support/fake-crm/fixtures/index.ts');
  const put = async (url, body) => {
    const response = await fetch(url, { method: 'PUT', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`seeding ${url} answered ${response.status}`);
  };
  await put(`${server.origin}/sweepbright/__fake/demo-sweepbright`, { secret: 'demo-secret' });
  await put(`${server.origin}/sweepbright/__fake/demo-sweepbright/estates`, Object.values(SWEEPBRIGHT_FIXTURES));
  await put(`${server.origin}/whise/__fake/demo-integrator`, { password: 'demo-password' });
  await put(`${server.origin}/whise/__fake/demo-integrator/estates`, Object.values(WHISE_FIXTURES).flat());
  await put(`${server.origin}/omnicasa/__fake/demo-customer`, { password: 'demo-password' });
  await put(`${server.origin}/omnicasa/__fake/demo-customer/properties`, Object.values(OMNICASA_FIXTURES));
  await put(`${server.origin}/omnicasa/__fake/demo-customer/translations`, OMNICASA_TRANSLATIONS);
}

const demoAccounts = args.includes('--seed')
  ? '\n  demo accounts: SweepBright demo-sweepbright / demo-secret, Whise demo-integrator / demo-password (client 20001), ' +
    'Omnicasa demo-customer / demo-password'
  : '';
console.log(`Fake CRMs on ${server.origin}
  SWEEPBRIGHT_API_URL=${server.sweepBrightApiUrl}
  WHISE_API_URL=${server.whiseApiUrl}
  OMNICASA_API_URL=${server.omnicasaApiUrl}${demoAccounts}`);

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
