import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRM_CREDENTIALS, CRM_KINDS as CONTRACT_CRM_KINDS } from '../../../../shared/contract/console-crm';
import { CRM_KINDS, CRMS, crmOf } from '../../../../worker/platform/crm/crms';
import { crmSwitches } from '../../../support/crm-switches';
import { sourceFiles } from '../../../support/import-graph';

// A CRM is a folder of worker/platform/crm/ and a line of its registry.ts, behind
// one interface (crm/crm.ts); nothing outside crm/ asks which CRM it is. Read from the source
// of worker/ and shared/, with the kinds the registry holds.

const CRM_FOLDER = 'worker/platform/crm/';
/** The contract may name the kinds as data: its enum, the connect request's discriminants, the credentials by kind. */
const CONTRACT = 'shared/contract/';

const switchesIn = (files: readonly string[]) =>
  files
    .flatMap((file) => crmSwitches(file, readFileSync(file, 'utf8'), CRM_KINDS, file.startsWith(CONTRACT)))
    .map((found) => `${found.file}:${found.line} ${found.why}: ${found.code}`);

describe('the CRM registry', () => {
  it('holds one CRM per folder of worker/platform/crm/, each once', () => {
    const folders = readdirSync(CRM_FOLDER, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...CRM_KINDS].sort()).toEqual(folders.sort());
    expect(new Set(CRM_KINDS).size).toBe(CRMS.length);
    for (const crm of CRMS) expect(crmOf(crm.kind)).toBe(crm);
    expect(crmOf('ingest')).toBeUndefined();
  });

  it('names the CRMs the contract names, each with the credentials form the console sends', () => {
    expect([...CRM_KINDS].sort()).toEqual([...CONTRACT_CRM_KINDS].sort());
    for (const crm of CRMS) expect(crm.credentials.schema).toBe(CRM_CREDENTIALS[crm.kind as keyof typeof CRM_CREDENTIALS]);
  });

  it('no code outside worker/platform/crm/ switches on a CRM kind', () => {
    const outside = sourceFiles(['worker', 'shared']).filter((file) => !file.startsWith(CRM_FOLDER));
    expect(switchesIn(outside)).toEqual([]);
  });

  it('finds every form of a switch: comparisons, cases, membership, hand lists, SQL, addresses and imports', () => {
    const source = [
      "import { sync } from '../crm/whise/cron';",
      "if (row.kind === 'sweepbright') run();",
      "const isWhise = 'whise' !== kind;",
      "switch (kind) { case 'whise': break; }",
      "if (source.startsWith('whise')) skip();",
      "const KINDS = new Set(['sweepbright', 'whise']);",
      "type Kind = 'sweepbright' | 'ingest';",
      "db.prepare(\"SELECT id FROM connections WHERE kind IN ('sweepbright', 'whise')\");",
      'db.prepare("SELECT id FROM connections WHERE kind = \'whise\'");',
      "app.post('/hooks/sweepbright/:credential', hook);",
      'const path = `/hooks/whise/${id}`;',
      // Not a switch: a kind inside a name, a sentence, a key of words, a comment, or the registry's lookup.
      "const schema = sweepBrightCredentials; // kind === 'whise'",
      "fail(400, 'Not a SweepBright webhook');",
      "t(locale, 'crm.kind.whise');",
      'const crm = crmOf(row.kind);',
    ].join('\n');
    const found = crmSwitches('example.ts', source, CRM_KINDS).map((one) => [one.line, one.why]);
    expect(found).toEqual([
      [1, "imports one CRM's own module"],
      [2, 'compares with a kind'],
      [3, 'compares with a kind'],
      [4, 'a case of a kind'],
      [5, 'tests membership with a kind'],
      [6, 'a hand list of kinds'],
      [7, 'a kind in a type'],
      [8, 'an SQL condition on a kind'],
      [9, 'an SQL condition on a kind'],
      [10, 'an address naming a kind'],
      [11, 'an address naming a kind'],
    ]);
    // The contract may list the kinds as data; a comparison there still counts.
    const contract = "export const CRM_KINDS = ['sweepbright', 'whise'] as const;\nconst whise = (kind: string) => kind === 'whise';";
    expect(crmSwitches('contract.ts', contract, CRM_KINDS, true).map((one) => [one.line, one.why])).toEqual([[2, 'compares with a kind']]);
  });
});

describe("a CRM's settings", () => {
  it('are refused when a run could not use them: a SweepBright connection without its client id, a Whise source of another kind', () => {
    const [sweepBright, whise] = [crmOf('sweepbright')!, crmOf('whise')!];
    expect(sweepBright.settings.safeParse({ clientId: 'abc', apiVersion: 'latest' }).success).toBe(true);
    expect(sweepBright.settings.safeParse({ clientId: '' }).success).toBe(false);
    expect(sweepBright.settings.safeParse({}).success).toBe(false);
    // A Whise connection may be made without its username (its runs then say so); what it is given is checked.
    expect(whise.settings.safeParse({}).success).toBe(true);
    expect(whise.settings.safeParse({ username: 'integrator', clientId: 20002, source: 'whise-office2' }).success).toBe(true);
    expect(whise.settings.safeParse({ source: 'sweepbright' }).error?.issues[0]?.path).toEqual(['source']);
    expect(whise.settings.safeParse({ clientId: 'abc' }).success).toBe(false);
  });

  it('are made from the console’s credentials form, keeping what the form does not hold', () => {
    const [sweepBright, whise] = [crmOf('sweepbright')!, crmOf('whise')!];
    expect(sweepBright.credentials.connection({ clientId: 'id', clientSecret: 'secret' }, { apiVersion: '20210723', clientId: 'old' })).toEqual({
      settings: { apiVersion: '20210723', clientId: 'id' },
      secret: 'secret',
    });
    const credentials = { username: 'integrator', password: 'pw', clientId: '20001', officeId: '' };
    expect(whise.credentials.connection(credentials, { source: 'whise-office2', officeId: 30001 })).toEqual({
      settings: { source: 'whise-office2', username: 'integrator', clientId: 20001 },
      secret: 'pw',
    });
    expect(whise.credentials.connection({ ...credentials, officeId: '30002' }, {}).settings).toEqual({
      username: 'integrator',
      clientId: 20001,
      officeId: 30002,
    });
  });
});
