import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsTime } from '../../../../shared/format/brussels-time';
import { consolePage, signIn, type Who } from '../../console-helpers';
import { postForm as post } from '../../draft-helpers';
import { bodyOf } from '../../helpers';

// Every time the console shows is Brussels time, summer and winter alike (one function,
// shared/format/brussels-time.ts): here the edit-conflict message, which showed UTC
// ("op 2026-11-25 13:43" for a save at 14:43 in Brussels).

const OWNER = 'owner@immo-scheldeland.localhost';
let owner: Who;
let pageId: number;
const editor = (lang: string) => `/${lang}/sites/1/pages/${pageId}`;
const versionOf = async () => /name="version" value="(\d+)"/.exec(await consolePage(owner, editor('en')))![1]!;

beforeAll(async () => {
  owner = await signIn(OWNER);
  const made = await post(owner, '/en/sites/1/pages', {
    'title.nl': 'Tijd',
    'url.nl': 'tijd-proef',
    'url.fr': 'temps-essai',
    'url.en': 'time-trial',
    'url.de': 'zeit-probe',
  });
  pageId = Number(/pages\/(\d+)/.exec(made.headers.get('Location') ?? '')![1]);
  expect((await post(owner, editor('en'), { op: 'add', type: 'sectionTitle', version: await versionOf() })).status).toBe(303);
});

/** Another save of the page after `opened`, stamped `at` (UTC), then this one's: the conflict's words. */
async function conflictAfterSaveAt(at: string, lang: string): Promise<string> {
  const opened = await versionOf();
  expect((await post(owner, editor('en'), { op: 'section', index: '0', version: opened, 'title.nl': 'Eerst' })).status).toBe(303);
  await env.DB.prepare(`UPDATE site_drafts SET updated_at = ?1 WHERE site_id = 1 AND kind = 'page' AND item_key = ?2`).bind(at, String(pageId)).run();
  return bodyOf(await post(owner, editor(lang), { op: 'section', index: '0', version: opened, 'title.nl': 'Daarna' }), 409);
}

describe('a time in the console', () => {
  it('is Brussels time in winter (UTC+1) and in summer (UTC+2), to the minute', () => {
    expect(brusselsTime('2026-11-25T13:43:59.000Z')).toBe('2026-11-25 14:43');
    expect(brusselsTime('2026-07-01T13:43:00.000Z')).toBe('2026-07-01 15:43');
    expect(brusselsTime('2026-03-29T00:59:00Z')).toBe('2026-03-29 01:59');
    expect(brusselsTime('2026-03-29T01:00:00Z')).toBe('2026-03-29 03:00');
    expect(brusselsTime('2026-12-31T23:30:00Z')).toBe('2027-01-01 00:30');
  });

  it('names another editor’s save in Brussels time in the edit-conflict message, winter and summer', async () => {
    expect(await conflictAfterSaveAt('2026-11-25T13:43:12.000Z', 'nl')).toContain(`${OWNER} heeft dit op 2026-11-25 14:43 opgeslagen nadat u het opende.`);
    expect(await conflictAfterSaveAt('2026-07-01T13:43:12.000Z', 'fr')).toContain(`${OWNER} a enregistré ceci le 2026-07-01 15:43 après votre ouverture.`);
  });
});
