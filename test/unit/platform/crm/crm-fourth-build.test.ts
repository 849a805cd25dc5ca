import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { CRM_DIR, writeCrmForms } from '../../../../scripts/crm-forms.mjs';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// docs/crm-connectors.md "Adding a CRM", followed in a temporary copy of the tree: a fourth CRM
// is its folder (index.ts implementing Crm, credentials.json), its line of registry.ts and its
// console words, nothing else. Its forms are derived as the build derives them
// (scripts/crm-forms.mjs); the workers' code that reaches it type-checks (the platform's registry
// and every CRM in it, the console's CRM screen); the registry holds it; the console's CRM
// screen offers it, with its fields and its words. (The kind rules: crm-fourth.test.ts.)

const run = promisify(execFile);
const KIND = 'zimmo';
/**
 * One tsc of a copy of the tree: a few seconds on a quiet machine, bounded at 60 s there and, as
 * every limit of the tests, times the run's speed factor (docs/testing.md), so a loaded machine
 * gets the time it needs and a hang still fails.
 */
const TSC_TIMEOUT_MS = scaled(60_000);

/** The fourth CRM's code, as the docs have a CRM written: its Crm, its credentials form of one setting and a secret. */
const CRM_SOURCE = `import * as z from 'zod';
import type { Crm } from '../crm';
import { settingAndSecret } from '../credentials';
import { CrmError } from '../crm-error';

/** A CRM whose calls are not written yet: every one fails as a CRM that cannot be reached. */
const unreachable = () => new CrmError('${KIND}', 'unavailable', 'not reached');

export const ${KIND}: Crm = {
  kind: '${KIND}',
  name: 'Zimmo',
  listingSource: () => '${KIND}',
  settings: z.looseObject({ agencyId: z.string().min(1) }),
  needsSecret: true,
  credentials: settingAndSecret('${KIND}', 'agencyId', 'apiKey'),
  async check() {
    throw unreachable();
  },
  async leads() {
    throw unreachable();
  },
  initialImport: { mode: 'publish' },
};
`;

const CREDENTIALS = { fields: [{ name: 'apiKey', form: 'zimmoKey', secret: true }, { name: 'agencyId' }] };

/** Its words in the four languages, by the key patterns a CRM's words follow. */
const WORDS: Record<string, Record<string, string>> = {
  'crm.kind': { nl: 'Zimmo', fr: 'Zimmo', en: 'Zimmo', de: 'Zimmo' },
  'crm.help': { nl: 'Uw sleutel staat in Zimmo.', fr: 'Votre clé est dans Zimmo.', en: 'Your key is in Zimmo.', de: 'Ihr Schlüssel steht in Zimmo.' },
  'crm.import.howTo': { nl: 'Publiceer opnieuw.', fr: 'Publiez à nouveau.', en: 'Publish again.', de: 'Erneut veröffentlichen.' },
};
const FIELD_WORDS: Record<string, Record<string, string>> = {
  zimmoKey: { nl: 'Zimmo-sleutel', fr: 'Clé Zimmo', en: 'Zimmo key', de: 'Zimmo-Schlüssel' },
  agencyId: { nl: 'Kantoornummer', fr: "Numéro d'agence", en: 'Agency number', de: 'Büronummer' },
};

/** A copy of what the workers' code needs (worker/, shared/, client/, locales/, the TypeScript options), the installed packages linked. */
function copyTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'crm-fourth-build-'));
  for (const folder of ['worker', 'shared', 'client', 'locales']) cpSync(folder, join(root, folder), { recursive: true });
  cpSync('tsconfig.base.json', join(root, 'tsconfig.base.json'));
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/** The fourth CRM added as the docs say: its folder, its registry line, its words; its forms derived. */
function addCrm(root: string): void {
  mkdirSync(join(root, CRM_DIR, KIND));
  writeFileSync(join(root, CRM_DIR, KIND, 'index.ts'), CRM_SOURCE);
  writeFileSync(join(root, CRM_DIR, KIND, 'credentials.json'), JSON.stringify(CREDENTIALS));
  const registry = join(root, CRM_DIR, 'registry.ts');
  writeFileSync(registry, `${readFileSync(registry, 'utf8')}export { ${KIND} } from './${KIND}';\n`);
  const file = join(root, 'locales/console.json');
  const texts = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, words] of Object.entries(WORDS)) {
    const parent = key.split('.').reduce((node, part) => (node[part] ??= {}), texts);
    parent[KIND] = words;
  }
  Object.assign(texts.crm.field, FIELD_WORDS);
  writeFileSync(file, JSON.stringify(texts));
  writeCrmForms(root);
}

/** tsc over the files given and what they reach, with the workers' options; answers its errors, none when it passed. */
async function typeErrors(root: string, files: readonly string[]): Promise<string> {
  const config = join(root, 'tsconfig.crm.json');
  const options = { noEmit: true, lib: ['ES2023'], types: ['@cloudflare/workers-types'] };
  writeFileSync(config, JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: options, files: ['worker/bundler-defines.d.ts', ...files] }));
  try {
    await run(resolve('node_modules/.bin/tsc'), ['-p', config], { timeout: TSC_TIMEOUT_MS });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

const load = <T>(root: string, path: string): Promise<T> => import(/* @vite-ignore */ pathToFileURL(join(root, path)).href);

describe('a fourth CRM, added to a copy of the tree as the docs say', () => {
  const root = copyTree();
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  addCrm(root);

  it(
    'type-checks with the platform’s registry and the console’s CRM screen, and a CRM that does not implement Crm does not',
    async () => {
      const reached = ['worker/platform/crm/crms.ts', 'worker/console/crm/crm-routes.tsx'];
      expect(await typeErrors(root, reached)).toBe('');
      writeFileSync(join(root, CRM_DIR, KIND, 'half.ts'), `import type { Crm } from '../crm';\nexport const half: Crm = { kind: 'half', name: 'Half' };\n`);
      expect(await typeErrors(root, [...reached, `${CRM_DIR}/${KIND}/half.ts`])).toMatch(/half\.ts\(2,14\): error TS2740/);
    },
    // Two tsc runs, and the copy's words and forms around them.
    TSC_TIMEOUT_MS * 2 + scaled(30_000),
  );

  it('is in the platform’s registry, its connection’s kind and source its own', async () => {
    const { crmOf, CRM_KINDS } = await load<typeof import('../../../../worker/platform/crm/crms')>(root, `${CRM_DIR}/crms.ts`);
    expect(CRM_KINDS).toContain(KIND);
    expect(crmOf(KIND)).toMatchObject({ kind: KIND, name: 'Zimmo', needsSecret: true, initialImport: { mode: 'publish' } });
    expect(crmOf(KIND)!.listingSource({})).toBe(KIND);
  });

  it('is offered on the console’s CRM screen, with its fields and its words', async () => {
    const { installConsoleWords } = await load<typeof import('../../../../worker/console/kit/i18n')>(root, 'worker/console/kit/i18n.ts');
    const { CrmPage } = await load<typeof import('../../../../worker/console/crm/crm')>(root, 'worker/console/crm/crm.tsx');
    installConsoleWords(JSON.parse(readFileSync(join(root, 'locales/console.json'), 'utf8')));
    const site = { id: 1, name: 'Immo Noord', role: 'owner' as const };
    const html = renderToStaticMarkup(
      createElement(CrmPage, {
        locale: 'en',
        session: { user: { id: 1, email: 'owner@example.be', operator: false }, csrf: 'csrf', expiresAt: '2030-01-01T00:00:00Z', sites: [site] },
        crm: { site, connections: [], ingestEndpoint: '/ingest', sync: [], next: null, generalLeads: { connectionId: null, chosen: false }, held: [] },
        view: { connect: { kind: '', errors: {} } },
        older: null,
      }),
    );
    expect(html).toContain(`<label for="connect-kind-${KIND}">Zimmo</label>`);
    expect(html).toContain('Your key is in Zimmo.');
    expect(html).toMatch(/<label[^>]*for="connect-zimmoKey"[^>]*>Zimmo key/);
    expect(html).toMatch(/<input id="connect-zimmoKey" type="password"[^>]*name="zimmoKey"/);
    expect(html).toMatch(/choose [^<]*Zimmo/);
    expect(html).toMatch(/<label[^>]*for="connect-agencyId"[^>]*>Agency number/);
  });
});
