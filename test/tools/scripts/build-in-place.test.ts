import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A `wrangler dev` serving this checkout (npm start) reads dist/ while a build, or a deploy's dry
// run (wrangler.console.toml's [build] runs build.mjs), makes it again: a words file missing for
// a moment left every page of the served site a 503 until a restart. build.mjs writes over dist/
// and removes only what it did not write, at the end.

// The build runs in a copy of the checkout (its node_modules linked), so the other unit tests
// never read a generated file while it is written again.
const copy = mkdtempSync(join(tmpdir(), 'build-in-place-'));
for (const part of ['build.mjs', 'package.json', 'tsconfig.json', 'tsconfig.base.json', 'wrangler.toml', 'client', 'shared', 'locales', 'worker', 'scripts']) {
  cpSync(part, join(copy, part), { recursive: true });
}
symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const DIST = join(copy, 'dist');
const files = () =>
  readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

describe('node build.mjs in a checkout whose dist/ is being served', () => {
  it('never leaves a file of the last build missing, and removes only what it no longer writes', async () => {
    // The copy's own first build: its chunks' names differ from the checkout's (their modules' paths do).
    const first = spawn(process.execPath, ['build.mjs'], { cwd: copy, stdio: 'ignore' });
    expect(await new Promise((resolve) => first.on('close', resolve))).toBe(0);
    const before = files();
    expect(before.some((file) => /words-[0-9a-f]{8}\.json$/.test(file))).toBe(true);
    const stale = join(DIST, 'assets', 'chunk-STALE000.js');
    writeFileSync(stale, '// an earlier build’s chunk');
    const missing = new Set<string>();
    const build = spawn(process.execPath, ['build.mjs'], { cwd: copy, stdio: 'ignore' });
    const done = new Promise<number | null>((resolve) => build.on('close', resolve));
    let running = true;
    void done.then(() => (running = false));
    // Looks as often as it can while the build runs, as the dev server's watcher would.
    while (running) {
      for (const file of before) if (!existsSync(file)) missing.add(file);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await done).toBe(0);
    expect([...missing]).toEqual([]);
    expect(files()).toEqual(before);
    expect(existsSync(stale)).toBe(false);
  });
});
