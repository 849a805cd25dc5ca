// npm start: builds, prepares the local database (seeded on first run) and serves the
// site on http://localhost:8787 through `wrangler dev` in local mode.
import { copyFile, access } from 'node:fs/promises';
import { isSeeded, migrate, run, seed } from './lib.mjs';

const port = process.env.PORT ?? '8787';
try {
  await access('.dev.vars');
} catch {
  await copyFile('.dev.vars.example', '.dev.vars');
  console.log('created .dev.vars from .dev.vars.example (local secrets)');
}
await run('node', ['build.mjs']);
await migrate();
if (!(await isSeeded())) await seed();
console.log(`\n  Site 1: http://localhost:${port}/   Site 2: http://immo-tweede.localhost:${port}/\n`);
await run('npx', ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false']);
