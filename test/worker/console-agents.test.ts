import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawEmployee } from '../../shared/platform-api/raw/entities';
import { readDraftItem } from '../../worker/platform/drafts/store';
import { consoleFetch, signIn } from './console-helpers';
import { postForm } from './draft-helpers';

// Issue 35: in the console's employees editor, an employee is marked as an agent (their page on
// the site) with the languages they speak; a wrong language code is refused beside its field.

const OWNER = 'owner@immo-scheldeland.localhost';
afterEach(() => vi.useRealTimers());

const employees = async () => (await readDraftItem<RawEmployee[]>(env.DB, 1, 'entities', 'employees')).document ?? [];
const version = async () => String((await readDraftItem(env.DB, 1, 'entities', 'employees')).version);

describe('agents in the console’s employees editor (issue 35)', () => {
  it('shows the agent box and the languages of each employee', async () => {
    const owner = await signIn(OWNER);
    const screen = await (await consoleFetch('/en/sites/1/content/employees', { cookie: owner.cookie })).text();
    // Sofie (the second) is an agent who speaks Dutch, English and Spanish; Lien (the fourth) is not.
    expect(screen).toContain('<input type="checkbox" id="e1-agent" name="agent" checked="" value="1"/> <label for="e1-agent">Agent: gets a page of their own on the website, with the properties they handle</label>');
    expect(screen).toContain('<input type="checkbox" id="e3-agent" name="agent" value="1"/>');
    const languages = /<input id="e1-languages"[^>]*>/.exec(screen)?.[0] ?? '';
    expect(languages).toContain('name="languages"');
    expect(languages).toContain('value="nl, en, es"');
    expect(languages).toContain('aria-describedby="e1-languages-hint"');
  });

  it('marks an employee as an agent with the languages typed, and unmarks them', async () => {
    const owner = await signIn(OWNER);
    const lien = (await employees())[3]!;
    const form = { op: 'item', at: '3', firstname: lien.firstname, lastname: lien.lastname, email: lien.email, 'agent.shown': '1' };
    expect((await postForm(owner, '/en/sites/1/content/employees', { version: await version(), ...form, agent: '1', languages: ' NL, fr;es  nl ' })).status).toBe(303);
    expect((await employees())[3]).toMatchObject({ agent: true, languages: ['nl', 'fr', 'es'] });
    // Unticked: the form says it showed the box, so it is no agent any more.
    expect((await postForm(owner, '/en/sites/1/content/employees', { version: await version(), ...form, languages: 'nl' })).status).toBe(303);
    expect((await employees())[3]).toMatchObject({ agent: false, languages: ['nl'] });
  });

  it('refuses a language that is no two-letter code beside its field, in the console’s language, and keeps what was typed', async () => {
    const owner = await signIn(OWNER);
    const before = await employees();
    const sofie = before[1]!;
    const form = { op: 'item', at: '1', firstname: sofie.firstname, lastname: sofie.lastname, email: sofie.email, 'agent.shown': '1', agent: '1', languages: 'nl, Dutch' };
    const refused = await postForm(owner, '/nl/sites/1/content/employees', { version: await version(), ...form });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('<p class="field-error" id="e1-languages-error">Gebruik taalcodes van twee letters, bv. nl, fr, en</p>');
    expect(page).toContain('value="nl, Dutch"');
    expect(await employees()).toEqual(before);
  });
});
