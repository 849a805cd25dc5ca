// npm run typecheck (and npm test's type-check): `tsc -b` over the TypeScript projects: client/
// (with shared/; the DOM's types) and worker/ (the Workers runtime's types only, so the entries
// are checked as workerd calls them: `satisfies ExportedHandler`), both referenced by
// tsconfig.json (the unit and end-to-end tests), then test/worker/tsconfig.json (the worker
// tests). Nothing is emitted but the referenced projects' declarations, which is how the others
// see them. Incremental: tsc keeps what it checked in node_modules/.cache/typescript/ and
// re-checks only the files that changed and the files that depend on them, so a second run
// takes seconds (the first, a few minutes on a busy two-core machine).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { writeIslandRegistry } from './island-registry.mjs';
import { writeCrmForms } from './crm-forms.mjs';
import { ENV } from './lib.mjs';
import { writeOpenApiDocument } from './openapi-document.mjs';
import { writeConsoleEditor } from './console-editor.mjs';

const CACHE = 'node_modules/.cache/typescript';

/** Each project tsc builds, with the projects it references, and what it covers (each keeps its state in CACHE). */
export const TYPECHECK_PROJECTS = [
  { config: 'tsconfig.json', covers: 'client/ and shared/ (DOM types), worker/ (Workers types), the unit and end-to-end tests' },
  { config: 'test/worker/tsconfig.json', covers: 'the worker tests (Workers runtime types)' },
];

/** tsc's arguments for a project: built with its references, nothing written but declarations and incremental state. */
export function tscArgs({ config }) {
  return ['-b', config];
}

/** Runs tsc on a project; answers its output (the type errors) and whether it passed. */
function check(project) {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsc', [...tscArgs(project), ...(process.stdout.isTTY ? ['--pretty'] : [])], {
      env: ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ passed: code === 0, output }));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The generated island registry, CRMs' forms, OpenAPI document and console editor are part of what is checked.
  writeIslandRegistry();
  writeCrmForms();
  await writeOpenApiDocument();
  await writeConsoleEditor();
  const started = Date.now();
  for (const project of TYPECHECK_PROJECTS) {
    const step = Date.now();
    process.stdout.write(`type-checking ${project.covers} (${project.config})… `);
    const { passed, output } = await check(project);
    if (!passed) {
      process.exitCode = 1;
      console.log(`type errors:\n\n${output.trimEnd()}\n`);
      continue;
    }
    console.log(`ok in ${((Date.now() - step) / 1000).toFixed(1)} s`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    process.exitCode
      ? `typecheck failed after ${seconds} s`
      : `typecheck passed in ${seconds} s (incremental: what tsc checked is kept in ${CACHE}/; unchanged files are not checked again)`,
  );
}
