import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, reachableFrom, sourceFiles } from '../../support/import-graph';

// The house rules (docs/architecture.md, "House rules and the tests that keep them"), read from the import specifiers of every source file.

/** The platform API's contract: wire types, enumerations, limits, pure reshapes. */
const CONTRACT = 'shared/contract/';
const PLATFORM = 'worker/platform/';
/**
 * The platform's API rooms: doors that read a request, call the rooms that do the work (the
 * listing's, listings/, among them) and answer. Neither enters another; only the platform's
 * entry mounts them (the local demo draws into the assets' door).
 */
const API_ROOMS = ['worker/platform/site-api/', 'worker/platform/console-api/', 'worker/platform/ingest/'];
/**
 * The CRMs' rooms, one a CRM (crm/sweepbright/, crm/whise/, crm/omnicasa/, and whatever folder the
 * next one gets): doors to one CRM's API. Neither enters another; only the registry's line for it
 * (crm/registry.ts) enters one, through its index.ts: nothing else imports a CRM's code.
 */
const CRM = 'worker/platform/crm/';
const CRM_REGISTRY = 'worker/platform/crm/registry.ts';
/** The CRM room of a file: the folder under crm/ it is in, none for crm/'s own files. */
const crmRoomOf = (file: string) => {
  const rest = file.slice(CRM.length);
  return inside(file, CRM) && rest.includes('/') ? `${CRM}${rest.split('/')[0]}/` : undefined;
};
/** What mounts the doors: the app, and the cron that clears the site API's kept write keys. */
const PLATFORM_ENTRY = ['worker/platform/app.ts', 'worker/platform/scheduled.ts'];
/** The platform's root: its entry (the worker, the app, the queues, the cron), its Env, its log and static files. */
const PLATFORM_ROOT = ['app.ts', 'log.ts', 'queues.ts', 'scheduled.ts', 'static-files.ts', 'types.ts', 'worker.ts', 'wrangler-env.ts'];
/** Demo data and picture generators: the local default only. */
const DEMO = 'worker/platform/demo/';
/** The site's files that may hold the embedded platform: the local default's entry only. */
const LOCAL_ENTRIES = ['worker/local.ts'];
const PRODUCTION_ENTRIES = { platform: 'worker/platform/worker.ts', site: 'worker/site/production.ts', console: 'worker/console/worker.ts' };
/** The agency console: its own worker, the platform's client over a service binding. */
const CONSOLE = 'worker/console/';
/** What every console feature shares: the guards, the client of the console API, the screens' parts, the words. */
const CONSOLE_KIT = 'worker/console/kit/';
/** The feature folder of a console file: none for kit/ and for the root (the entry, the app that composes the features, their generated and typed files). */
const consoleFeatureOf = (file: string) => {
  const rest = file.slice(CONSOLE.length);
  return inside(file, CONSOLE) && rest.includes('/') && !inside(file, CONSOLE_KIT) ? `${CONSOLE}${rest.split('/')[0]}/` : undefined;
};
/** The public sites: one worker for every agency's hostname. */
const SITE = 'worker/site/';
/** The site's screens, one a file: the top of the site, mounted by its app alone. */
const SITE_ROUTES = 'worker/site/routes/';

const inside = (file: string, folder: string) => file.startsWith(folder);

/** `file → import` for every import of a file under `folder` that `allowed` refuses. */
function breaches(folder: string, allowed: (target: string | null, file: string) => boolean): string[] {
  return sourceFiles([folder]).flatMap((file) =>
    importsOf(file)
      .filter((edge) => !allowed(edge.file, file))
      .map((edge) => `${file} → ${edge.file ?? edge.specifier}`),
  );
}

describe('import rules', () => {
  it('the platform imports only itself, the contract, shared/, locales/ and packages: nothing of the site', () => {
    const allowed = (target: string | null) => target === null || inside(target, PLATFORM) || inside(target, 'shared/') || inside(target, 'locales/');
    expect(breaches(PLATFORM, allowed)).toEqual([]);
  });

  it("no API room of the platform imports another, and none but the platform's entry (and the local demo) imports one", () => {
    const roomOf = (file: string) => API_ROOMS.find((room) => inside(file, room));
    const allowed = (target: string | null, file: string) => {
      const room = target === null ? undefined : roomOf(target);
      return room === undefined || roomOf(file) === room || PLATFORM_ENTRY.includes(file) || inside(file, DEMO);
    };
    expect(breaches(PLATFORM, allowed)).toEqual([]);
  });

  it("no CRM's room imports another's, and none but the registry imports one, through its index.ts", () => {
    const rooms = new Set(sourceFiles([CRM]).flatMap((file) => crmRoomOf(file) ?? []));
    expect([...rooms]).toEqual(expect.arrayContaining(['sweepbright/', 'whise/', 'omnicasa/'].map((kind) => `${CRM}${kind}`)));
    const allowed = (target: string | null, file: string) => {
      const room = target === null ? undefined : crmRoomOf(target);
      return room === undefined || crmRoomOf(file) === room || (file === CRM_REGISTRY && target === `${room}index.ts`);
    };
    expect(breaches(PLATFORM, allowed)).toEqual([]);
  });

  it("the platform's root holds its entry and little else: every other file in a room of its job", () => {
    const loose = sourceFiles([PLATFORM]).filter((file) => !file.slice(PLATFORM.length).includes('/'));
    expect(loose.map((file) => file.slice(PLATFORM.length))).toEqual(PLATFORM_ROOT);
  });

  it('the console imports only itself, shared/, locales/, the renderer alias and packages: nothing of the site or the platform', () => {
    const allowed = (target: string | null) =>
      target === null || inside(target, CONSOLE) || inside(target, 'shared/') || inside(target, 'locales/') || inside(target, 'worker/aliases/');
    expect(breaches(CONSOLE, allowed)).toEqual([]);
  });

  it('a console feature imports only its own folder, kit/, shared/, locales/ and the renderer alias; kit/ imports no feature', () => {
    const allowed = (target: string | null, file: string) => {
      if (target === null || !inside(target, CONSOLE)) return true;
      const feature = consoleFeatureOf(file);
      if (feature === undefined) return !inside(file, CONSOLE_KIT) || consoleFeatureOf(target) === undefined;
      return inside(target, feature) || inside(target, CONSOLE_KIT);
    };
    expect(breaches(CONSOLE, allowed)).toEqual([]);
  });

  it("the console's production entry reaches no local page (the mailbox)", () => {
    const reached = [...reachableFrom(importGraph([CONSOLE]), PRODUCTION_ENTRIES.console)];
    expect(reached).toContain('worker/console/app.tsx');
    expect(reached.filter((file) => inside(file, `${CONSOLE}local/`))).toEqual([]);
  });

  it('the site imports only itself, client/ (its islands), shared/, locales/, the renderer aliases and packages: neither platform nor console', () => {
    const allowed = (target: string | null) =>
      target === null || [SITE, 'client/', 'shared/', 'locales/', 'worker/aliases/'].some((folder) => inside(target, folder));
    expect(breaches(SITE, allowed)).toEqual([]);
  });

  it("nothing of the site imports its routes/ but the app that mounts them: what a request's code needs is worker/site/request-context.ts", () => {
    const allowed = (target: string | null, file: string) =>
      target === null || !inside(target, SITE_ROUTES) || inside(file, SITE_ROUTES) || file === 'worker/site/app.ts';
    expect(breaches(SITE, allowed)).toEqual([]);
  });

  it('worker/ holds the three workers side by side, the renderer aliases, type declarations and the local entry alone', () => {
    const loose = sourceFiles(['worker']).filter(
      (file) =>
        ![SITE, PLATFORM, CONSOLE, 'worker/aliases/'].some((folder) => inside(file, folder)) && !LOCAL_ENTRIES.includes(file) && !file.endsWith('.d.ts'),
    );
    expect(loose).toEqual([]);
  });

  it('shared/ imports nothing of worker/ or client/', () => {
    const allowed = (target: string | null) => target === null || !(inside(target, 'worker/') || inside(target, 'client/'));
    expect(breaches('shared', allowed)).toEqual([]);
  });

  it('the contract imports only shared/ and packages', () => {
    const allowed = (target: string | null) => target === null || inside(target, 'shared/');
    expect(breaches(CONTRACT, allowed)).toEqual([]);
  });

  it('client/ imports nothing of worker/ (but a package.json "imports" name, whose workerd stub may live there)', () => {
    const found = sourceFiles(['client']).flatMap((file) =>
      importsOf(file)
        .filter((edge) => edge.file !== null && inside(edge.file, 'worker/') && !edge.specifier.startsWith('#'))
        .map((edge) => `${file} → ${edge.file}`),
    );
    expect(found).toEqual([]);
  });

  it("the platform's production entry reaches no demo data or picture generator", () => {
    const reached = [...reachableFrom(importGraph([PLATFORM]), PRODUCTION_ENTRIES.platform)];
    expect(reached).toContain('worker/platform/app.ts');
    expect(reached.filter((file) => inside(file, DEMO))).toEqual([]);
  });

  it("the site's production entry reaches nothing of the platform", () => {
    const reached = [...reachableFrom(importGraph(['worker']), PRODUCTION_ENTRIES.site)];
    expect(reached).toContain('worker/site/app.ts');
    expect(reached.filter((file) => inside(file, PLATFORM))).toEqual([]);
  });
});
