import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Sites spread over several D1 databases (worker/platform/databases/site-db.ts): `env.DB` is the
// directory; a site's own rows are in its data database, which only `siteDb(env, siteId)` knows.
// This reads the platform's source: every use of `env.DB` / `c.env.DB` must be a query of
// directory tables only, or a call of a function known to read only the directory. A query of a
// site table through `env.DB`, or a new function given `env.DB`, fails here with its place.

/** The tables of a site's own rows: in its data database (migration 0027's comment says why each is where it is). */
export const SITE_TABLES = [
  'navigations',
  'pages',
  'page_urls',
  'entity_items',
  'estates',
  'estate_collections',
  'estate_collection_members',
  'rental_units',
  'rental_periods',
  'rental_reservations',
  'rental_external_ids',
  'external_ids',
  'source_versions',
  'agreements',
  'translations',
  'agenda_slots',
  'appointments',
  'subscriptions',
  'subscription_alerts',
  'outbox',
  'cities',
  'site_drafts',
  'content_publications',
  'publication_items',
  'translation_marks',
  'site_stats',
  'estate_price_changes',
  'access_log',
] as const;

/**
 * Functions given `env.DB` that read or write directory tables only (sites and their documents,
 * hostnames, the console's people and sessions, connections and their sync log, previews,
 * publications of the site's live state, seller report links, id sequences, secrets, the
 * portals' inbound addresses and the enquiries and answers logged for them).
 */
const DIRECTORY_FUNCTIONS = new Set([
  'storedSite',
  'addressDisplayOf',
  'saveSite',
  'createSite',
  'siteLinkBase',
  'siteHostnames',
  'siteOfHostname',
  'attachHostname',
  'detachHostname',
  'freeHostname',
  'recordSync',
  'syncLog',
  'syncSummary',
  'startSyncEvent',
  'settleSyncEvent',
  'failSyncEvent',
  'saveState',
  'whiseConnections',
  'crmConnectionsOf',
  'leadsCrmOf',
  'chooseGeneralLeads',
  'crmRouteOf',
  'ensureUser',
  'userByEmail',
  'addMember',
  'setRole',
  'removeMember',
  'teamOf',
  'sitesOf',
  'siteFor',
  'createSession',
  'resolveSession',
  'endSession',
  'endOtherSessions',
  'keepChallenge',
  'useChallenge',
  'credentialById',
  'markUsed',
  'passkeysOf',
  'userHandleOf',
  'keepCredential',
  'removePasskey',
  'signUpOpen',
  'setSignUpOpen',
  'checklistOf',
  'createPreviewLink',
  'consumePreviewLink',
  'previewGrantExpiry',
  'setLive',
  'captchaSecret',
  'takePageId',
  'siteOf',
  'languagesOf',
  'answer',
  'sellerLinksOf',
  'createSellerLink',
  'revokeSellerLink',
  'openSellerLink',
  'closedSellerLink',
  'ownerApproval',
  'setOwnerApproval',
  'inboxOf',
  'inboxOfToken',
  'lastEnquiries',
  'saveAnswer',
  'rotateToken',
  'recordEnquiry',
  'markAnswer',
  'answersTo',
  'recordAnswer',
]);

const ROOT = 'worker/platform';
/** The resolver itself, and the demo (the local default's seed writes DB as the demo agencies' data database). */
const SKIPPED = [`${ROOT}/databases/site-db.ts`, `${ROOT}/demo/`];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !SKIPPED.some((skipped) => path.startsWith(skipped)) ? [path] : [];
  });
}

/** The code of a file without its comments (a JSDoc @example may show `env.DB`), its lines where they were. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/^[ \t]*\/\/.*$/gm, '');
/** A use the line before marks `// site-db: DB …` (why DB itself is meant, e.g. the console's own mail) is not a site's rows. */
const MARK = /\/\/ site-db: DB\b/;

const SITE_TABLE_SQL = new RegExp(`\\b(?:FROM|INTO|UPDATE|JOIN)\\s+(${SITE_TABLES.join('|')})\\b`, 'i');

/** Each use of env.DB in a source text that may reach a site's rows, as `where: what`. */
export function siteTableUses(file: string, text: string): string[] {
  const code = withoutComments(text);
  const lines = text.split('\n');
  const found: string[] = [];
  // env.DB, and the one name a variable of it may have (`directory`), whose queries are checked the same way.
  for (const match of code.matchAll(/\b(?:c\.)?env\.DB\b(?!_)|\bdirectory\b(?=\s*\.(?:prepare|batch)\()/g)) {
    const at = match.index;
    const line = code.slice(0, at).split('\n').length;
    const before = code.slice(Math.max(0, at - 80), at);
    const after = code.slice(at + match[0].length);
    const statement = after.slice(0, after.search(/;\s*(\n|$)/) + 1 || 800);
    const where = `${file}:${line}`;
    if (MARK.test(lines[line - 2] ?? '')) continue;
    if (/^\s*\.(prepare|batch)\(/.test(statement)) {
      const table = SITE_TABLE_SQL.exec(statement)?.[1];
      if (table) found.push(`${where}: queries ${table} (a site table) through env.DB: use siteDb(env, siteId)`);
      continue;
    }
    const call = /(\w+)(?:<[^()]*>)?\(\s*$/.exec(before);
    if (call) {
      if (!DIRECTORY_FUNCTIONS.has(call[1]!))
        found.push(`${where}: ${call[1]}(env.DB, …) is not known to read the directory only: give it siteDb(env, siteId), or list it in DIRECTORY_FUNCTIONS`);
      continue;
    }
    if (/\b(?:const|let)\s+(?!directory\b)\w+\s*=\s*$/.test(before))
      found.push(`${where}: a variable of env.DB other than \`directory\`: name the database you mean (siteDb for a site's rows)`);
  }
  return found;
}

describe('site tables are reached through siteDb', () => {
  it('no platform module queries a site table through env.DB, or hands env.DB to a function not known to read the directory only', () => {
    const uses = sources(ROOT).flatMap((file) => siteTableUses(file, readFileSync(file, 'utf8')));
    expect(uses).toEqual([]);
  });

  it('finds a site-table query through env.DB, a function given env.DB, and an unnamed variable of it (the rule can fail)', () => {
    const bad = [
      "const row = await c.env.DB.prepare('SELECT document FROM pages WHERE site_id = ?1').bind(siteId).first();",
      'await env.DB.batch([env.DB.prepare(`INSERT INTO outbox (id) VALUES (?1)`).bind(id)]);',
      'const item = await readDraftItem<RawPage>(c.env.DB, siteId, "page", key);',
      'const db = env.DB;',
      "await directory.prepare('DELETE FROM estate_price_changes WHERE site_id = ?1').bind(siteId).run();",
    ].join('\n');
    expect(new Set(siteTableUses('example.ts', bad).map((use) => use.split(':')[1]))).toEqual(new Set(['1', '2', '3', '4', '5']));
    const good = [
      "const site = await c.env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first();",
      'const stored = await storedSite(c.env.DB, siteId);',
      'const directory = env.DB;',
      '/** @example await upsertListings(env.DB, 1, []) */',
      "// site-db: DB (the console's own mail, no site's)",
      "await env.DB.prepare('INSERT INTO outbox (id, site_id) VALUES (?1, NULL)').bind(id).run();",
    ].join('\n');
    expect(siteTableUses('example.ts', good)).toEqual([]);
  });
});
