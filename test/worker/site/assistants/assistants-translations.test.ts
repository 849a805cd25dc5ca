import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import { translationRows } from '../../../../worker/platform/translations/store';
import type { PlatformBindings } from '../../../../worker/platform/types';
import { callTool, connectAssistant } from '../../assistants-helpers';
import { ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';
import { UNTIL } from '../../until';

// The agency's MCP tools answer in the language asked from the texts its pages show
// (docs/translations.md): a translation made when the listing was written, marked with the
// language of its original; the agency's text in another language, named as such, while there is none.

const tokens = ingestTokensBeforeAll();
const bindings = { ...env, PLATFORM_TOKEN: undefined } as unknown as PlatformBindings;

async function dutchHouse(mark: string): Promise<number> {
  const listing = whiseHouse(mark, { title: { nl: `Ruime woning ${mark}` }, description: { nl: `Ruime woning ${mark} met 3 slaapkamers.` } });
  const answer = await platform.request(
    '/ingest/sites/1/listings',
    { method: 'PUT', headers: { Authorization: `Bearer ${tokens[1]}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ listings: [listing] }) },
    bindings,
  );
  expect(answer.status).toBe(200);
  return (await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1")
    .bind(mark)
    .first<number>('estate_id'))!;
}

describe('get_listing in a language the agency did not write', () => {
  it('answers with the translation, marked "translated automatically" from Dutch, its title too', async () => {
    const mark = `Kenmerk${crypto.randomUUID().slice(0, 8)}`;
    const id = await dutchHouse(mark);
    await expect.poll(async () => (await translationRows(env.DB, 1, [id])).filter((row) => row.state === 'machine').length, UNTIL).toBe(6);
    const client = await connectAssistant();
    const { data, text } = await callTool(client, 'get_listing', { id, language: 'en' });
    expect(data).toMatchObject({
      language: 'en',
      title: `[en] Ruime woning ${mark}`,
      description: `[en] Ruime woning ${mark} met 3 slaapkamers.`,
      descriptionLanguage: 'en',
      translatedFrom: 'nl',
    });
    expect(text).toContain(`Translated automatically from Dutch:\n[en] Ruime woning ${mark} met 3 slaapkamers.`);
  });

  it('answers with the Dutch text, in its language and unmarked, while no translation is there', async () => {
    const mark = `Kenmerk${crypto.randomUUID().slice(0, 8)}`;
    await fetch('https://workers-ai.test/__fake/fail', { method: 'POST', body: JSON.stringify({ contains: mark, status: 503, times: 100 }) });
    const id = await dutchHouse(mark);
    await expect.poll(async () => (await translationRows(env.DB, 1, [id])).some((row) => row.state === 'waiting'), UNTIL).toBe(true);
    const client = await connectAssistant();
    const { data } = await callTool<Record<string, unknown>>(client, 'get_listing', { id, language: 'de' });
    expect(data).toMatchObject({ language: 'de', description: `Ruime woning ${mark} met 3 slaapkamers.`, descriptionLanguage: 'nl' });
    expect(data.translatedFrom).toBeUndefined();
    // The queue gives up after its retries and says so on the texts that wait, the title and description of the first
    // language it tried (so nothing of this file still runs when it ends).
    await expect.poll(async () => (await translationRows(env.DB, 1, [id])).map((row) => row.reason), UNTIL).toEqual(['failed', 'failed']);
  });
});
