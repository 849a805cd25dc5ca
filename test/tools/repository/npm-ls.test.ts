import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { scaled } from '../../../scripts/speed-factor.mjs';

const run = promisify(execFile);

describe('the installed dependencies', () => {
  it('npm ls finds none missing, invalid or extraneous (exits 0)', async () => {
    // execFile rejects on a non-zero exit, with npm's ELSPROBLEMS lines in the error.
    const { stderr } = await run('npm', ['ls', '--all'], { timeout: scaled(60_000), maxBuffer: 16 * 1024 * 1024 });
    expect(stderr).not.toMatch(/ELSPROBLEMS|invalid|missing|extraneous/);
  });
});
