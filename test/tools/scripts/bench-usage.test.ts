import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BENCH_SECTIONS } from '../../../scripts/bench-usage.mjs';
import { scaled } from '../../../scripts/speed-factor.mjs';

const run = promisify(execFile);
const MANIFEST = 'worker/site/render/client-manifest.generated.json';

describe('npm run bench -- --help', () => {
  it('prints the usage and every section with its variables, exits 0 and builds or starts nothing', async () => {
    const builtBefore = statSync(MANIFEST).mtimeMs;
    // execFile rejects on a non-zero exit: resolving is the exit code 0.
    const { stdout, stderr } = await run(process.execPath, ['scripts/bench.mjs', '--help'], { timeout: scaled(20_000) });
    expect(stdout).toMatch(/^usage: .*npm run bench/);
    for (const [name, , variables] of BENCH_SECTIONS) {
      expect(stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
      expect(stdout).toContain(variables);
    }
    expect(stderr).toBe('');
    // The bench's first step is `node build.mjs`, which writes the client manifest again.
    expect(statSync(MANIFEST).mtimeMs).toBe(builtBefore);
  });
});
