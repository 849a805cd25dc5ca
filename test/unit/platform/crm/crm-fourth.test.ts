import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSync, visitorKeys } from 'oxc-parser';
import { afterAll, describe, expect, it } from 'vitest';
import texts from '../../../../locales/console.json';
import { CRM_DIR, crmForms, crmFormsModule } from '../../../../scripts/crm-forms.mjs';
import { CRM_KINDS as CONTRACT_KINDS, type CredentialField, credentialsSchema, formName } from '../../../../shared/contract/console-crm';
import { CRM_FORMS } from '../../../../shared/contract/crm-forms.generated';
import { CRM_KINDS, CRMS } from '../../../../worker/platform/crm/crms';
import * as registry from '../../../../worker/platform/crm/registry';
import { sourceFiles } from '../../../support/import-graph';

// docs/crm-connectors.md "Adding a CRM": a CRM is its folder of worker/platform/crm/ (its
// index.ts, its credentials.json) and one line of registry.ts. Everything else that differs from
// one CRM to another is derived: the kinds (the platform's from the registry, the contract's and
// the console's from the folders' credentials.json through scripts/crm-forms.mjs), the credential
// forms' fields and schemas, the kind a connection may have (no migration lists them after
// LAST_REBUILD), the console's words by key patterns. Read from the source of worker/ and shared/.

const REGISTRY = `${CRM_DIR}/registry.ts`;
/** The last migration that rebuilt `connections` for its kinds: it lists none, so no later one names a CRM. */
const LAST_REBUILD = '0053';
const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;

const folders = () =>
  readdirSync(CRM_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** A string of code that is a name or key (no spaces) naming a kind, as a word of it: 'whise', 'whise-office2', '/hooks/whise/', 'crm.kind.whise'. */
const namesKind = (text: string, kinds: readonly string[]) =>
  !/\s/.test(text.trim()) && kinds.some((kind) => new RegExp(`(^|[^a-z])${kind}([^a-z]|$)`, 'i').test(text.trim()));

/**
 * Where a source file names a CRM kind in its code: an identifier holding one (`whiseId`,
 * `WHISE_API_URL`), an import of a module by one, a string or template that is a name or key
 * naming one; in SQL, a quoted value naming one. Comments and sentences (a message, a
 * description) do not count: they need no change for a new CRM.
 */
function kindNames(file: string, source: string, kinds: readonly string[]): string[] {
  if (!kinds.some((kind) => source.toLowerCase().includes(kind))) return [];
  const line = (offset: number) => source.slice(0, offset).split('\n').length;
  if (file.endsWith('.sql')) {
    return source
      .split('\n')
      .flatMap((text, index) =>
        (text.replace(/--.*$/, '').match(/'[^']*'/g) ?? [])
          .filter((value) => namesKind(value.slice(1, -1), kinds))
          .map((value) => `${file}:${index + 1} ${value}`),
      );
  }
  const { program } = parseSync(file, source, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  const found: string[] = [];
  const visit = (node: { type?: unknown; start?: number; [key: string]: unknown }) => {
    if (typeof node.type !== 'string') return;
    const text =
      node.type === 'Identifier' || node.type === 'JSXIdentifier'
        ? (node.name as string)
        : node.type === 'Literal' && typeof node.value === 'string'
          ? node.value
          : node.type === 'TemplateElement'
            ? ((node.value as { cooked: string | null }).cooked ?? '')
            : undefined;
    const named =
      node.type === 'Identifier' || node.type === 'JSXIdentifier'
        ? kinds.some((kind) => text!.toLowerCase().includes(kind))
        : text !== undefined && namesKind(text, kinds);
    if (named) found.push(`${file}:${line(node.start!)} ${text}`);
    for (const key of visitorKeys[node.type] ?? []) {
      const child = node[key];
      for (const item of Array.isArray(child) ? child : [child]) if (item && typeof item === 'object') visit(item as typeof node);
    }
  };
  visit(program as unknown as Parameters<typeof visit>[0]);
  return found;
}

/**
 * The console's words a CRM needs, by their patterns: its name, where to find its credentials,
 * each field's label, how to import when its CRM cannot list, where a lead's origin goes when its
 * lead call has a field for it (the lead origins screen).
 */
const wordsOf = (kind: string, fields: readonly CredentialField[], importMode: 'pages' | 'publish' | undefined, leadOrigins = false) => [
  `crm.kind.${kind}`,
  `crm.help.${kind}`,
  ...fields.map((field) => `crm.field.${formName(field)}`),
  ...(importMode === 'publish' ? [`crm.import.howTo.${kind}`] : []),
  ...(leadOrigins ? [`crmOrigins.${kind}`] : []),
];

const wordAt = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('a CRM is a folder and a line', () => {
  it('each folder of worker/platform/crm/ is a CRM: its registry line, its code, its credentials form; the kinds come from them', () => {
    const kinds = folders();
    expect(Object.keys(CRM_FORMS).sort()).toEqual(kinds);
    expect([...CONTRACT_KINDS].sort()).toEqual(kinds);
    expect([...CRM_KINDS].sort()).toEqual(kinds);
    // The registry is one line a CRM, naming its folder; the CRM it exports is of that kind.
    const lines = readFileSync(REGISTRY, 'utf8')
      .split('\n')
      .filter((text) => text.trim() !== '' && !text.startsWith('//'));
    const registered = lines.map((text) => /^export \{ (\w+) \} from '\.\/([a-z0-9]+)';$/.exec(text));
    expect(registered.filter((match) => !match)).toEqual([]);
    expect(registered.map((match) => match![2]).sort()).toEqual(kinds);
    for (const match of registered) expect((registry as Record<string, { kind: string }>)[match![1]!]?.kind).toBe(match![2]);
    expect(CRMS).toHaveLength(kinds.length);
  });

  it('nothing outside a CRM’s folder and its registry line names one: no kind in code, in a migration after the last rebuild, in a module path', () => {
    const kinds = folders();
    const inFolder = (file: string) => kinds.some((kind) => file.startsWith(`${CRM_DIR}/${kind}/`));
    const code = sourceFiles(['worker', 'shared']).filter((file) => !inFolder(file) && file !== REGISTRY && !file.includes('.generated.'));
    const migrations = readdirSync('worker/platform/migrations')
      .filter((name) => name.endsWith('.sql') && name > LAST_REBUILD)
      .map((name) => `worker/platform/migrations/${name}`);
    const named = [...code, ...migrations].flatMap((file) => kindNames(file, readFileSync(file, 'utf8'), kinds));
    expect(named).toEqual([]);
  });

  it('finds a kind named in code, a module path, a key or SQL, and not in a comment or a sentence', () => {
    const kinds = ['whise'];
    const source = [
      "import { sync } from '../crm/whise/cron';",
      'const whiseId = 1;',
      "const source = 'whise-office2';",
      "t(locale, 'crm.kind.whise');",
      'const path = `/hooks/whise/${id}`;',
      'const url = env.WHISE_API_URL;',
      '// Whise calls no webhook: whise',
      "fail(400, 'Not a Whise webhook');",
      't(locale, `crm.kind.${kind}`);',
    ].join('\n');
    expect(kindNames('example.ts', source, kinds).map((found) => Number(found.split(' ')[0]!.split(':')[1]))).toEqual([1, 2, 3, 4, 5, 6]);
    const sql = "-- 'whise' was a kind\nUPDATE connections SET general_leads = 1 WHERE kind IN ('whise', 'ingest');\nSELECT 'no crm';";
    expect(kindNames('0060_x.sql', sql, kinds)).toEqual(["0060_x.sql:2 'whise'"]);
  });

  it('each CRM has the console’s words its key patterns name, in the four languages', () => {
    const missing = CRMS.flatMap((crm) =>
      wordsOf(crm.kind, CRM_FORMS[crm.kind as keyof typeof CRM_FORMS], crm.initialImport?.mode, crm.leadOrigins).flatMap((key) =>
        LANGUAGES.filter((language) => typeof (wordAt(key) as Record<string, unknown> | undefined)?.[language] !== 'string').map(
          (language) => `${key}.${language}`,
        ),
      ),
    );
    expect(missing).toEqual([]);
  });

  describe('a fourth CRM, its folder in a temporary copy of worker/platform/crm/', () => {
    const root = mkdtempSync(join(tmpdir(), 'crm-fourth-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const folder = (kind: string, form: unknown) => {
      mkdirSync(join(root, CRM_DIR, kind), { recursive: true });
      writeFileSync(join(root, CRM_DIR, kind, 'credentials.json'), JSON.stringify(form));
    };
    for (const kind of folders()) folder(kind, JSON.parse(readFileSync(join(CRM_DIR, kind, 'credentials.json'), 'utf8')));
    const zimmo = {
      fields: [
        { name: 'apiKey', form: 'zimmoKey', secret: true },
        { name: 'agencyId', number: true },
      ],
    };
    folder('zimmo', zimmo);
    // Its one line, after the registry's own.
    writeFileSync(join(root, REGISTRY), `${readFileSync(REGISTRY, 'utf8')}export { zimmo } from './zimmo';\n`);

    it('is a kind with its form’s fields, its credentials’ schema and the words it needs, from that folder alone', () => {
      const forms = crmForms(root);
      expect(Object.keys(forms)).toEqual([...Object.keys(CRM_FORMS), 'zimmo']);
      expect(forms.zimmo).toEqual(zimmo);
      expect(crmFormsModule(root)).toContain(`"zimmo": ${JSON.stringify(zimmo.fields, null, 2).replace(/\n/g, '\n  ')}`);
      const schema = credentialsSchema(forms.zimmo!.fields);
      expect(schema.safeParse({ apiKey: ' key ', agencyId: '42' })).toEqual({ success: true, data: { apiKey: 'key', agencyId: '42' } });
      const refused = schema.safeParse({ apiKey: '', agencyId: 'x' });
      expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        ['apiKey', 'required'],
        ['agencyId', 'number'],
      ]);
      expect(wordsOf('zimmo', forms.zimmo!.fields, 'pages')).toEqual(['crm.kind.zimmo', 'crm.help.zimmo', 'crm.field.zimmoKey', 'crm.field.agencyId']);
    });

    it('is refused with why when its folder has no line, or the connect form could not hold it: a form name another CRM has', () => {
      folder('zz', { fields: [{ name: 'password' }] });
      expect(() => crmForms(root)).toThrow(/zz: a CRM's folder needs its line in worker\/platform\/crm\/registry.ts/);
      const registered = readFileSync(join(root, REGISTRY), 'utf8');
      writeFileSync(join(root, REGISTRY), `${registered}export { zz } from './zz';\n`);
      expect(() => crmForms(root)).toThrow(/zz\/credentials.json: password is whise's field too: give it a "form" name of its own/);
      rmSync(join(root, CRM_DIR, 'zz', 'credentials.json'));
      expect(() => crmForms(root)).toThrow(/zz\/credentials.json is missing/);
      writeFileSync(join(root, REGISTRY), registered);
      rmSync(join(root, CRM_DIR, 'zz'), { recursive: true });
    });
  });
});
