import { describe, expect, it } from 'vitest';
import { consoleFetch, consolePage, signIn } from '../../console-helpers';

// An agency signing up (or made) under an existing agency's exact name is flagged to the
// operator on their list of agencies, to check before it goes live; its owner sees no such note.

const OPERATOR = 'operator@agency-sites.localhost';
const NOTE = 'Same name as agency no. 1: did this sign-up really come from them?';

describe('an agency with an existing agency’s name', () => {
  it('is flagged on the operator’s home page, and only there', async () => {
    const operator = await signIn(OPERATOR);
    expect(await consolePage(operator, '/en/')).not.toContain(NOTE);
    const made = await consoleFetch('/en/agencies/new', {
      cookie: operator.cookie,
      form: { _csrf: operator.csrf, name: ' immo  Scheldeland', locales: 'nl', defaultLocale: 'nl', ownerEmail: 'namaak@example.be' },
    });
    expect(made.status).toBe(303);
    const home = await consolePage(operator, '/en/');
    expect(home.split(NOTE)).toHaveLength(2);
    expect(home).toMatch(new RegExp(`<h2>immo +Scheldeland</h2><p class="alert">${NOTE}`));
    const owner = await signIn('owner@immo-scheldeland.localhost');
    expect(await consolePage(owner, '/en/')).not.toContain('Same name as agency');
  });
});
