import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawEmployee, RawOffice, RawReview } from '../../../../shared/contract/raw/entities';
import { forgetPreviewChecks } from '../../../../worker/site/middleware/coming-soon';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consolePage, signIn, type Who } from '../../console-helpers';
import { expectPreviewThenPublished, postForm } from '../../draft-helpers';
import { bodyOf } from '../../helpers';

// Team, offices, reviews, quotes: each list of the site's content edited in the
// console (forms without JavaScript), saved into the draft whole: add with its fields checked
// beside them, change, move, remove; another editor's save named; the preview shows the draft,
// visitors the live site until a publish.

const OWNER = 'owner@immo-scheldeland.localhost';

afterEach(() => vi.useRealTimers());

const post = (who: Who, list: string, form: Record<string, string>) => postForm(who, `/en/sites/1/content/${list}`, form);
const listOf = async <T>(list: 'employees' | 'offices' | 'reviews') => (await readDraftItem<T[]>(env.DB, 1, 'entities', list)).document ?? [];
const version = async (list: string) => String((await readDraftItem(env.DB, 1, 'entities', list as 'employees')).version);
const ANN = {
  firstname: 'Ann',
  lastname: 'Peeters',
  'function.nl': 'Makelaar',
  'function.fr': 'Agent',
  'function.en': 'Agent',
  'function.de': 'Maklerin',
  phone: '+32 9 123 45 67',
  mobile: '',
  officeId: '',
  'description.nl': '',
};

describe('employees, offices and reviews', () => {
  it('adds an employee, refusing a wrong e-mail beside its field with the typing kept', async () => {
    const owner = await signIn(OWNER);
    const screen = await consolePage(owner, '/en/sites/1/content/employees');
    const before = await listOf<RawEmployee>('employees');
    expect(before.length).toBeGreaterThan(0);
    expect(screen).toContain(`${before[0]!.firstname} ${before[0]!.lastname}`);
    const refused = await post(owner, 'employees', { op: 'add', version: await version('employees'), ...ANN, email: 'ann-at-example' });
    const body = await bodyOf(refused, 400);
    expect(body).toContain('<p class="field-error" id="new-email-error">This is not an e-mail address.</p>');
    expect(body).toContain('value="ann-at-example"');
    expect((await post(owner, 'employees', { op: 'add', version: await version('employees'), ...ANN, email: 'ann@immo-scheldeland.be' })).status).toBe(303);
    const after = await listOf<RawEmployee>('employees');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({
      id: Math.max(...before.map((employee) => employee.id)) + 1,
      picture: null,
      firstname: 'Ann',
      lastname: 'Peeters',
      function: { nl: 'Makelaar', fr: 'Agent', en: 'Agent', de: 'Maklerin' },
      email: 'ann@immo-scheldeland.be',
      phone: '+32 9 123 45 67',
      mobile: null,
      officeId: null,
      description: null,
    });
  });

  it('changes, moves and removes employees; names another editor’s save', async () => {
    const owner = await signIn(OWNER);
    const employees = await listOf<RawEmployee>('employees');
    const last = String(employees.length - 1);
    expect((await post(owner, 'employees', { op: 'item', at: last, version: await version('employees'), 'function.nl': 'Zaakvoerder' })).status).toBe(303);
    expect((await post(owner, 'employees', { op: 'up', at: last, version: await version('employees') })).status).toBe(303);
    const moved = await listOf<RawEmployee>('employees');
    expect(moved.at(-2)).toMatchObject({ firstname: 'Ann', function: { nl: 'Zaakvoerder', fr: 'Agent' } });
    expect((await post(owner, 'employees', { op: 'remove', at: String(moved.length - 1), version: await version('employees') })).status).toBe(303);
    expect((await listOf<RawEmployee>('employees')).map((employee) => employee.id)).not.toContain(employees.at(-2)!.id);

    const opened = await version('employees');
    const other = await signIn(OWNER, '203.0.113.79');
    expect((await post(other, 'employees', { op: 'item', at: '0', version: opened, 'function.nl': 'Door Bert' })).status).toBe(303);
    const conflict = await post(owner, 'employees', { op: 'item', at: '0', version: opened, 'function.nl': 'Door Ann' });
    const body = await bodyOf(conflict, 409);
    expect(body).toMatch(/owner@immo-scheldeland\.localhost saved this on .* after you opened it/);
    expect(body).toContain('value="Door Ann"');
    expect((await listOf<RawEmployee>('employees'))[0]!.function.nl).toBe('Door Bert');
  });

  it('checks an office’s postcode and map position, and takes a review with its stars and date', async () => {
    const owner = await signIn(OWNER);
    const office = {
      name: 'Kantoor Aalst',
      street: 'Grote Markt',
      number: '1',
      zip: '9300',
      'city.nl': 'Aalst',
      'city.fr': 'Alost',
      'city.en': 'Aalst',
      'city.de': 'Aalst',
      phone: '+32 53 12 34 56',
      email: 'aalst@immo-scheldeland.be',
      lat: '50,94',
      lon: '4,04',
    };
    const zip = await post(owner, 'offices', { op: 'add', version: await version('offices'), ...office, zip: '930' });
    expect(await zip.text()).toContain('<p class="field-error" id="new-zip-error">A Belgian postcode has 4 digits.</p>');
    const far = await post(owner, 'offices', { op: 'add', version: await version('offices'), ...office, lat: '60' });
    expect(await far.text()).toContain('id="new-lat-error">In Belgium between 49 and 52');
    expect((await post(owner, 'offices', { op: 'add', version: await version('offices'), ...office })).status).toBe(303);
    expect((await listOf<RawOffice>('offices')).at(-1)).toMatchObject({ name: 'Kantoor Aalst', zip: '9300', geo: { lat: 50.94, lon: 4.04 }, openingHours: [] });

    const review = {
      author: 'Joke V.',
      rating: '4',
      'text.nl': 'Vlot verkocht.',
      'text.fr': '',
      'text.en': '',
      'text.de': '',
      date: '2026-11-20',
      source: 'Google',
    };
    expect((await post(owner, 'reviews', { op: 'add', version: await version('reviews'), ...review, 'text.nl': '' })).status).toBe(400);
    expect((await post(owner, 'reviews', { op: 'add', version: await version('reviews'), ...review })).status).toBe(303);
    expect((await listOf<RawReview>('reviews')).at(-1)).toMatchObject({ author: 'Joke V.', rating: 4, date: '2026-11-20', text: { nl: 'Vlot verkocht.' } });
  });

  it('shows the draft team in the preview only, and to visitors once published', async () => {
    forgetPreviewChecks();
    const owner = await signIn(OWNER);
    await expectPreviewThenPublished(owner, '/nl/over-ons', 'Door Bert');
  });
});
