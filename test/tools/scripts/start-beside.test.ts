import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib.mjs';
import { scaled } from '../../../scripts/speed-factor.mjs';

// `npm start` in a copy of the checkout (its node_modules linked), as a person runs it, and
// beside it what a person may do in the same checkout: start it again on the same PORT, build.
const copy = mkdtempSync(join(tmpdir(), 'start-beside-'));
const PARTS = ['build.mjs', 'package.json', 'tsconfig.json', 'tsconfig.base.json', 'wrangler.toml', '.dev.vars.example', 'client', 'shared', 'locales'];
for (const part of [...PARTS, 'worker', 'scripts', 'examples', 'test/support']) cpSync(part, join(copy, part), { recursive: true });
symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
/** The tools' Node first on the PATH, as npm puts the project's for its scripts. */
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false' };

let port: number;
let first: ChildProcess;
let output = '';
const reloads = () => output.match(/Reloading local server/g)?.length ?? 0;

/** The home page of the first demo site as the site on PORT answers it: status and the start's token. */
function home(): Promise<{ status: number; token: string | undefined }> {
  return new Promise((resolvePage, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/nl/', headers: { Host: `localhost:${port}` } }, (response) => {
      response.resume();
      response.on('end', () => resolvePage({ status: response.statusCode ?? 0, token: response.headers['x-local-start'] as string | undefined }));
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  port = await freePort();
  // --verbose: wrangler's own lines too, its reloads among them.
  first = spawn(process.execPath, ['scripts/start.mjs', '--verbose'], { cwd: copy, env: { ...env, PORT: String(port) }, detached: true });
  for (const stream of [first.stdout, first.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((ready, failed) => {
    const look = () => (/^ready in /m.test(output) ? ready() : undefined);
    first.stdout?.on('data', look);
    first.on('exit', (code) => failed(new Error(`npm start stopped (${code}) before it was ready:\n${output}`)));
  });
}, scaled(300_000));

afterAll(() => {
  if (first?.pid) process.kill(-first.pid, 'SIGTERM');
  rmSync(copy, { recursive: true, force: true });
});

describe('npm start beside what a person does in the same checkout', () => {
  it('a second start on the same PORT stops before it builds, saying in one line which port and how to take another; the first answers on', async () => {
    const second = await promisify(execFile)(process.execPath, ['scripts/start.mjs'], { cwd: copy, env: { ...env, PORT: String(port) } }).then(
      () => ({ code: 0, stdout: '', stderr: '' }),
      (failed: { code: number; stdout: string; stderr: string }) => failed,
    );
    expect(second.code).toBe(1);
    expect(second.stdout).toBe('');
    expect(second.stderr).toMatch(new RegExp(`^PORT ${port} is taken: another program listens on 127\\.0\\.0\\.1:${port} .*: PORT=\\d+ npm start\\n$`));
    const answer = await home();
    expect(answer.status).toBe(200);
    expect(answer.token).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a build of the same sources changes nothing it serves: no reload, every page answered meanwhile', async () => {
    const before = reloads();
    const build = spawn(process.execPath, ['build.mjs'], { cwd: copy, env, stdio: 'ignore' });
    const built = new Promise<number | null>((done) => build.on('close', done));
    let building = true;
    void built.then(() => (building = false));
    const statuses = new Set<number>();
    while (building) statuses.add((await home()).status);
    expect(await built).toBe(0);
    expect([...statuses]).toEqual([200]);
    // wrangler dev says so when it reloads, as it did up to eight times a build before.
    expect(reloads()).toBe(before);
  });
});
