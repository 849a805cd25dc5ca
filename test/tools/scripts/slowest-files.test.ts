import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fileTimes, slowestLines } from '../../../scripts/test-summary.mjs';

// npm test prints the ten slowest files of its run from vitest's JSON reports (scripts/test.mjs
// timeReport). Here vitest itself runs thirteen files, one of them planted slow, and writes its report.
const CONFIG = 'test/tools/fixtures/slowest/vitest.config.ts';

describe('the ten slowest files of a run', () => {
  it('name a planted slow file first, read from vitest’s own report, and leave three quick files out', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'slowest-'));
    try {
      const report = join(folder, 'report.json');
      await promisify(execFile)(process.execPath, [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--config',
        CONFIG,
        '--reporter=json',
        `--outputFile.json=${report}`,
      ]);
      const times = fileTimes(JSON.parse(await readFile(report, 'utf8')), 'tools', process.cwd());
      expect(times).toHaveLength(13);
      const lines = slowestLines(times);
      expect(lines).toHaveLength(10);
      expect(lines[0]).toMatch(/^ +\d+\.\d s {2}tools {6}test\/tools\/fixtures\/slowest\/planted-slow\.fixture\.ts$/);
      expect(Number(/(\d+\.\d) s/.exec(lines[0]!)![1])).toBeGreaterThanOrEqual(1.5);
      expect(lines.slice(1).every((line) => line.includes('/quick-'))).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
