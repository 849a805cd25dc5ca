import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBindings } from '../../../scripts/lib.mjs';
import { freshMigratedState } from '../../support/local-d1';

// `npm run import` on the example files of docs/importing-estates.md (examples/), against a local database of its
// own: migrated as `npm start` does it (a copy of the migrated state the tools' set-up makes), with one site.
const PERSIST_TO = '.tmp/import-cli-test';
interface Db {
  prepare(sql: string): { bind(...values: unknown[]): { run(): Promise<unknown>; all(): Promise<{ results: unknown[] }> } };
}

async function importFile(file: string, port?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const { PORT: _, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)('node', ['scripts/import.mjs', file, `--persist-to=${PERSIST_TO}`], {
      env: { ...inherited, WRANGLER_SEND_METRICS: 'false', ...(port ? { PORT: port } : {}) },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withDb<T>(use: (db: Db) => Promise<T>): Promise<T> {
  const local = await localBindings(PERSIST_TO);
  try {
    return await use(local.env.DB as Db);
  } finally {
    await local.dispose();
  }
}

/** The addresses of an imported estate's pictures, in their order. */
async function picturesOf(id: number): Promise<string[]> {
  const { results } = await withDb((db) =>
    db.prepare("SELECT json_extract(p.value, '$.file') AS file FROM estates e, json_each(e.document, '$.pictures') p WHERE e.id = ?1").bind(id).all(),
  );
  return (results as { file: string }[]).map((row) => row.file);
}

describe('npm run import with the example files', () => {
  beforeAll(async () => {
    await freshMigratedState(PERSIST_TO);
    await withDb((db) =>
      db
        .prepare('INSERT INTO sites (id, name, document) VALUES (?1, ?2, ?3)')
        .bind(1, 'Immo Test', JSON.stringify({ id: 1, name: 'Immo Test' }))
        .run(),
    );
  });
  afterAll(() => rm(PERSIST_TO, { recursive: true, force: true }));

  it('refuses examples/estates-broken.json, naming the allowed values of each wrong field', async () => {
    const { code, stderr } = await importFile('examples/estates-broken.json');
    expect(code).toBe(1);
    expect(stderr).toContain('nothing imported: 5 problem(s)');
    expect(stderr).toContain(
      'record 0 (estate 900201): general.status: Invalid option: expected one of "FOR_SALE"|"TO_RENT"|"TAKE_OVER"|"SOLD"|"RENTED"|"TAKEN_OVER"',
    );
    expect(stderr).toContain('general.price.period: Invalid option: expected one of "MONTH"|"YEAR"');
    expect(stderr).toContain('general.address.region: Invalid option: expected one of "FLANDERS"|"WALLONIA"|"BRUSSELS"');
    expect(stderr).toContain('technical.constructionYear: expected text, a number, true, false or null');
    expect(stderr).toContain('flooding.floodingBuildingScore: expected one of A, B, C, D (or null)');
    expect(await withDb((db) => db.prepare('SELECT id FROM estates').bind().all())).toMatchObject({ results: [] });
  });

  it('imports examples/estates.json into the local database', async () => {
    const { code, stdout } = await importFile('examples/estates.json');
    expect(code).toBe(0);
    expect(stdout.trim()).toBe('imported 2 estates (0 replaced)');
    const { results } = await withDb((db) => db.prepare('SELECT id, site_id FROM estates ORDER BY id').bind().all());
    expect(results).toEqual([
      { id: 900101, site_id: 1 },
      { id: 900102, site_id: 1 },
    ]);
    expect(await picturesOf(900101)).toEqual(['http://127.0.0.1:8792/photos/900101-front.svg', 'http://127.0.0.1:8792/photos/900101-garden.svg']);
  });

  it('moves the example’s pictures and documents to the image host of the PORT the site runs on (PORT + 5)', async () => {
    const { code, stdout } = await importFile('examples/estates.json', '8811');
    expect(code).toBe(0);
    expect(stdout.trim()).toBe('imported 2 estates (2 replaced)');
    expect(await picturesOf(900101)).toEqual(['http://127.0.0.1:8816/photos/900101-front.svg', 'http://127.0.0.1:8816/photos/900101-garden.svg']);
    const document = await withDb((db) => db.prepare('SELECT document FROM estates WHERE id = 900101').bind().all());
    const text = (document.results[0] as { document: string }).document;
    expect(text).toContain('"http://127.0.0.1:8816/files/900101-epc.pdf"');
    expect(text).not.toContain('127.0.0.1:8792');
  });
});
