import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Fixtures } from './fixtures';

/** Where the global set-up writes the fixtures (gitignored). */
const DIR = '.tmp/worker-fixtures';
const NAMES = new Set<string>(['seedStatements', 'schemaOrgProperties'] satisfies (keyof Fixtures)[]);

/** Writes the run's fixtures (global-setup.ts). */
export async function writeFixtures(fixtures: Fixtures): Promise<void> {
  await mkdir(DIR, { recursive: true });
  for (const [name, value] of Object.entries(fixtures)) await writeFile(`${DIR}/${name}.json`, JSON.stringify(value));
}

/** The fixtures host's answer (fixtures.ts): `GET /<name>`, the file as written. */
export async function fixtureAnswer(request: Request): Promise<Response> {
  const name = new URL(request.url).pathname.slice(1);
  if (request.method !== 'GET' || !NAMES.has(name)) return new Response('No such fixture', { status: 404 });
  return new Response(await readFile(`${DIR}/${name}.json`, 'utf8'), { headers: { 'Content-Type': 'application/json' } });
}
