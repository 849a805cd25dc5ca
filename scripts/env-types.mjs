// The three workers' Env types, generated from their production configurations by `wrangler
// types` and checked in, one module beside each worker:
//   wrangler.production.toml → worker/site/wrangler-env.ts      (SiteWorkerEnv)
//   wrangler.platform.toml   → worker/platform/wrangler-env.ts  (PlatformWorkerEnv)
//   wrangler.console.toml    → worker/console/wrangler-env.ts   (ConsoleWorkerEnv)
// Each worker's own Env (site/bindings.ts, platform/types.ts, console/kit/env.ts) extends its
// module with the documented vars and secrets a configuration cannot declare.
//
// wrangler writes a global declaration file (`declare namespace Cloudflare { interface Env }`);
// three of them in one program would merge into one Env, so this script keeps wrangler's
// members and writes each as an exported interface, its types imported from
// @cloudflare/workers-types and the Durable Object classes' modules. The secrets it leaves to
// the worker's own Env: wrangler reads them from .dev.vars, a file of each machine's own, so it
// is handed an empty env file instead and the output is the configuration's alone.
//
//   node scripts/env-types.mjs           writes the modules that changed
//   node scripts/env-types.mjs --check   fails, naming them, when one is stale (npm test)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENV } from './lib.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each worker's configuration, the module written from it and the interface it exports. */
export const ENV_TYPES = [
  { config: 'wrangler.production.toml', file: 'worker/site/wrangler-env.ts', name: 'SiteWorkerEnv' },
  { config: 'wrangler.platform.toml', file: 'worker/platform/wrangler-env.ts', name: 'PlatformWorkerEnv' },
  { config: 'wrangler.console.toml', file: 'worker/console/wrangler-env.ts', name: 'ConsoleWorkerEnv' },
];

/**
 * The module of each Durable Object class a configuration binds: wrangler names the class
 * through the worker's entry, which re-exports it; importing the entry here would close an
 * import circle (entry → … → Env → entry).
 */
const DURABLE_OBJECT_CLASSES = { RateLimiter: 'shared/rate-limiter.ts' };

/** One member of wrangler's `interface Env`: `NAME: Type;`, the type perhaps followed by a comment. */
const MEMBER = /^\s+([A-Z][A-Z0-9_]*): (.+);$/;
/**
 * A Durable Object namespace typed through the entry module, `DurableObjectNamespace<import("…").Class>`,
 * or, for a class of another worker (`script_name`), `DurableObjectNamespace /* Class *\/`: wrangler
 * writes that form when it finds that worker running in its local dev registry (another
 * `wrangler dev` on the machine), so both read as the same class.
 */
const DURABLE_OBJECT = /^DurableObjectNamespace(?:<import\("[^"]+"\)\.(\w+)>| \/\* (\w+) \*\/)$/;

/** The module's text from what `wrangler types` wrote: its Env's members, as an exported interface. */
export function envModule(declarations, { config, file, name }) {
  const lines = declarations.split('\n');
  // wrangler 4.164 writes the members into `interface __BaseEnv_<name>`, which Env extends; earlier ones into Env itself.
  const start = lines.findIndex((line) => /^\s*interface (?:__BaseEnv_\w+|Env) \{$/.test(line));
  const end = lines.findIndex((line, index) => index > start && /^\s*\}$/.test(line));
  if (start < 0 || end < 0) throw new Error(`wrangler types wrote no Env interface for ${config}`);
  const classes = new Set();
  const members = lines.slice(start + 1, end).map((line) => {
    const match = MEMBER.exec(line);
    if (!match) throw new Error(`${config}: a line of wrangler's Env this script does not know: ${line.trim()}`);
    const [, binding, type] = match;
    const classOf = DURABLE_OBJECT.exec(type);
    const durableObject = classOf?.[1] ?? classOf?.[2];
    if (durableObject === undefined) return { binding, type };
    if (!DURABLE_OBJECT_CLASSES[durableObject])
      throw new Error(`${config}: name the module of the Durable Object class ${durableObject} in DURABLE_OBJECT_CLASSES`);
    classes.add(durableObject);
    return { binding, type: `DurableObjectNamespace<${durableObject}>` };
  });
  const runtimeTypes = [...new Set(members.map(({ type }) => /^[A-Z]\w*/.exec(type)?.[0]).filter(Boolean))].sort();
  const classImports = [...classes].sort().map((name) => {
    const path = relative(dirname(file), DURABLE_OBJECT_CLASSES[name]).replace(/\.ts$/, '');
    return `import type { ${name} } from '${path.startsWith('.') ? path : `./${path}`}';`;
  });
  return [
    `// Generated from ${config} by \`wrangler types\` (scripts/env-types.mjs): do not edit. After a`,
    '// change of the configuration, `npm run env-types` writes it again; `npm test` fails until then.',
    ...(runtimeTypes.length > 0 ? [`import type { ${runtimeTypes.join(', ')} } from '@cloudflare/workers-types';`] : []),
    ...classImports,
    '',
    `/** What ${config} binds and sets as vars (strings), each present in that worker. */`,
    `export interface ${name} {`,
    ...members.map(({ binding, type }) => `  ${binding}: ${type};`),
    '}',
    '',
  ].join('\n');
}

function wranglerTypes(args) {
  return new Promise((resolvePromise, reject) => {
    // No process.env secrets either: only the configuration speaks.
    const child = spawn(join(ROOT, 'node_modules/.bin/wrangler'), ['types', ...args], {
      cwd: ROOT,
      env: { ...ENV, CLOUDFLARE_INCLUDE_PROCESS_ENV: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`wrangler types ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/** Every module's path and the text the configurations give now. */
export async function envModules() {
  const scratch = mkdtempSync(join(tmpdir(), 'env-types-'));
  try {
    const noSecrets = join(scratch, 'no-secrets.env');
    writeFileSync(noSecrets, '');
    return await Promise.all(
      ENV_TYPES.map(async (entry) => {
        const out = join(scratch, `${entry.name}.d.ts`);
        await wranglerTypes([
          out,
          '-c',
          entry.config,
          '--include-runtime',
          'false',
          '--strict-vars',
          'false',
          '--env-interface',
          entry.name,
          '--env-file',
          noSecrets,
        ]);
        return { file: entry.file, text: envModule(readFileSync(out, 'utf8'), entry) };
      }),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const { file, text } of await envModules()) {
    const path = join(ROOT, file);
    const now = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (now === text) continue;
    stale.push(file);
    // What differs, so a stale module says why: the lines wrangler gives now and the file lacks, and the other way.
    if (check) {
      const [given, kept] = [new Set(text.split('\n')), new Set(now.split('\n'))];
      for (const line of given) if (!kept.has(line)) console.error(`${file}: + ${line}`);
      for (const line of kept) if (!given.has(line)) console.error(`${file}: - ${line}`);
    }
    if (!check) writeFileSync(path, text);
  }
  if (check && stale.length > 0) {
    console.error(`Stale Env types (their wrangler configuration changed): ${stale.join(', ')}. Run \`npm run env-types\` and commit them.`);
    process.exitCode = 1;
  } else if (!check) {
    console.log(stale.length > 0 ? `wrote ${stale.join(', ')}` : 'the Env types are up to date');
  }
}
