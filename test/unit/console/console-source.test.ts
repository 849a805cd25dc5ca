import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from '../../support/import-graph';

// The console's house rules, read from its source: guards are mounted on route groups
// (worker/console/kit/groups.ts), never written in a handler; the platform is called through the
// one typed client (worker/console/kit/api.ts) with a route of the contract, never a path built as
// a string or an answer cast to a type; parameter patterns are named once; the console logs
// through worker/console/kit/log.ts alone.

const CONSOLE = sourceFiles(['worker/console']);
const read = (file: string) => readFileSync(file, 'utf8');
/** The files that hold route handlers: the route modules and the app. */
const HANDLERS = CONSOLE.filter((file) => /-routes\.tsx?$|\/app\.tsx$/.test(file));
const GUARDS = ['worker/console/kit/guards.ts', 'worker/console/kit/groups.ts'];

/** `file: line` for each line of the files that matches. */
function lines(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe("the console's source", () => {
  it('finds the route modules it reads', () => {
    expect(HANDLERS.length).toBeGreaterThan(20);
    expect(HANDLERS).toContain('worker/console/team/team-routes.tsx');
  });

  it('has no handler that reads the session or checks a CSRF token itself (the groups’ guards do)', () => {
    expect(lines(HANDLERS, /tools\.session\(|timingSafeEqual|postedForm\(|requireSession|checkedForm/)).toEqual([]);
    expect(
      lines(
        CONSOLE.filter((file) => !GUARDS.includes(file)),
        /timingSafeEqual/,
      ),
    ).toEqual([]);
  });

  it('calls the platform only through the typed client, each call naming a route of the contract', () => {
    expect(lines(CONSOLE, /callPlatform|answerOf</)).toEqual([]);
    // worker/console/local/ asks the local default's mailbox (/__mailbox), not the console API.
    expect(
      lines(
        CONSOLE.filter((file) => file !== 'worker/console/kit/api.ts' && !file.startsWith('worker/console/local/')),
        /platform\.internal|['"`]\/console-api\/|get\('platform'\)/,
      ),
    ).toEqual([]);
    const calls = CONSOLE.flatMap((file) => [...read(file).matchAll(/\b(call|download)\((\w+), ([^,)]+)/g)].map((match) => `${file}: ${match[3]}`));
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.filter((call) => !/: (routes\.\w+|action === '\w+' \? routes\.\w+ : routes\.\w+)$/.test(call))).toEqual([]);
  });

  it('casts no answer of the platform to a type', () => {
    expect(lines(CONSOLE, /(?<!function )\b(call|download)<|(answer|stored|current|file|link|settings|languages)\.body\s+as\b/)).toEqual([]);
  });

  it('names its path parameters once (params.ts), from the contract’s patterns', () => {
    expect(
      lines(
        CONSOLE.filter((file) => file !== 'worker/console/kit/params.ts'),
        /\[1-9\](\[0-9\]|\\d)\{0,14\}|:siteId\{|:lang\{/,
      ),
    ).toEqual([]);
  });

  it('logs through worker/console/kit/log.ts alone', () => {
    expect(
      lines(
        CONSOLE.filter((file) => file !== 'worker/console/kit/log.ts'),
        /\bconsole\.(log|info|warn|error|debug)\b/,
      ),
    ).toEqual([]);
  });

  it('keeps the console API’s OpenAPI generator out of every worker', () => {
    const graph = importGraph(['worker']);
    const importers = [...graph].filter(([, targets]) => targets.includes('shared/contract/console-api/openapi.ts')).map(([file]) => file);
    expect(importers).toEqual([]);
  });
});
