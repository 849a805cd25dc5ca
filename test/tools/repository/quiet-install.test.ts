import { execFile } from 'node:child_process';
import { dirname, delimiter } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The project's .npmrc keeps npm to errors (loglevel=error): on a machine whose own Node is 20,
// npm compares every package's `engines` with that Node and warns about the ones that want 22,
// although they only ever run on the Node 24 the project brings (decision 049). Every other
// warning an install can print still means something, and is asked for here, with npm run by the
// project's Node: a deprecated package, an install script `allowScripts` does not cover (one that
// would download a tool from outside the registry), a peer conflict.
const npm = async (...args: string[]) => {
  const { stdout, stderr } = await promisify(execFile)('npm', [...args, '--offline', '--no-audit', '--no-fund', '--loglevel=warn'], {
    env: { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`, NO_UPDATE_NOTIFIER: '1' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return `${stdout}\n${stderr}`;
};
const warnings = (output: string) => output.split('\n').filter((line) => /^npm warn/i.test(line));

describe('npm install', () => {
  it('keeps to errors, and shows npm’s spinner in a terminal even on a machine npm takes for a CI runner (.npmrc)', async () => {
    // What .npmrc says, not what an npm script's environment passes on (npm_config_*).
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')));
    const config = async (key: string) =>
      (await promisify(execFile)('npm', ['config', 'get', key], { env: { ...env, NO_UPDATE_NOTIFIER: '1' } })).stdout.trim();
    expect([await config('loglevel'), await config('progress')]).toEqual(['error', 'true']);
  });

  it('has no warning to give on the Node the project runs on', async () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
    expect(warnings(await npm('install', '--dry-run', '--ignore-scripts'))).toEqual([]);
  });

  it('runs no install script allowScripts does not name (vnu-jar’s, which downloads a Java, is named and refused)', async () => {
    const output = await npm('install-scripts', 'ls');
    expect(warnings(output)).toEqual([]);
    expect(output).toContain('No packages with unreviewed install scripts.');
  });
});
