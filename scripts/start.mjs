// npm start: builds, prepares the local database (seeded on first run) and serves the
// site on http://localhost:8787 through `wrangler dev` in local mode, with React's
// production build, as a deploy serves it (NODE_ENV=production: wrangler bundles the worker
// with it). `npm run dev` (--dev) serves React's development build instead: slower, with
// React's warnings.
import { copyFile, access } from 'node:fs/promises';
import { ENV, isSeeded, migrate, run, seed } from './lib.mjs';

const port = process.env.PORT ?? '8787';
const development = process.argv.includes('--dev');
try {
  await access('.dev.vars');
} catch {
  await copyFile('.dev.vars.example', '.dev.vars');
  console.log('created .dev.vars from .dev.vars.example (local secrets)');
}
await run('node', ['build.mjs']);
await migrate();
if (!(await isSeeded())) await seed();
console.log(`\n  Site 1: http://localhost:${port}/   Site 2: http://immo-tweede.localhost:${port}/`);
console.log(development ? "  React's development build, with its warnings (npm start serves the production build)\n" : "  React's production build, as deployed (npm run dev for React's development warnings)\n");
await run('npx', ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false'], {
  env: { ...ENV, NODE_ENV: development ? 'development' : 'production' },
});
