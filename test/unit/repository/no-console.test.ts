import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../support/import-graph';

// Each worker logs through its one log module (docs/architecture.md): one line per event in one
// style, never a secret. shared/ logs nothing (it has no I/O of its own): it answers or throws, or
// takes its caller's logger. Browser code (client/) and the npm scripts are out of scope.

/** The log modules: the only source files that write to the console. */
const LOG_MODULES = ['worker/site/log.ts', 'worker/platform/log.ts', 'worker/console/kit/log.ts'];

/** A call of a console method: `console.error(…)`, not the word in a hostname such as console.localhost. */
const CONSOLE_CALL = /\bconsole\.(log|warn|error|info|debug|trace|dir|table|assert|group|groupEnd|time|timeEnd|count)\s*\(/;

/** `file:line` of every console call in the files. */
function consoleCalls(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (CONSOLE_CALL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('logging', () => {
  it('goes through the workers’ log modules: no console call elsewhere in worker/ or shared/', () => {
    const files = sourceFiles(['worker', 'shared']).filter((file) => !LOG_MODULES.includes(file));
    expect(files.length).toBeGreaterThan(300);
    expect(consoleCalls(files), 'log through the worker’s log module (worker/{site,platform,console}/log.ts)').toEqual([]);
  });

  it('finds a console call, and not the word in a hostname', () => {
    expect(CONSOLE_CALL.test("  console.warn('x');")).toBe(true);
    expect(CONSOLE_CALL.test("const host = 'console.localhost';")).toBe(false);
    expect(consoleCalls(LOG_MODULES).length).toBeGreaterThan(0);
  });
});
