import { describe, expect, it } from 'vitest';
import words from '../../../../locales/console.json';
import { DESTINATIONS_BY_REGION } from '../../../../shared/domain/destinations';
import { consoleFetch, signIn } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { GHENT_HOUSE } from '../../listing-fixtures';
import { call, ingestCall, ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';

// Each region quotes its own plan's zones (shared/domain/destinations.ts, docs/legal-ad-rules.md):
// the console's editor offers the zones of the listing's region, refuses another plan's, and a
// CRM's zone of another region's plan is written as sent and flagged in the sync log.

const OWNER = 'owner@immo-scheldeland.localhost';
const BRUSSELS_HOUSE = { ...GHENT_HOUSE, 'address.street': 'Rue Haute', 'address.postalCode': '1000', 'address.city': 'Bruxelles' };
const tokens = ingestTokensBeforeAll();

/** The zone select of an editor page: its HTML. */
const zoneSelect = (page: string) => /<select id="field-legal-urbanDestination"[\s\S]*?<\/select>/.exec(page)?.[0] ?? '';
const offered = (select: string) => [...select.matchAll(/<option value="([A-Z]+)"/g)].map((match) => match[1]);

async function draftPage(form: Record<string, string>, reference: string): Promise<string> {
  const owner = await signIn(OWNER);
  const saved = await postForm(owner, '/en/sites/1/estates/new', { ...form, reference, action: 'save' });
  expect(saved.status).toBe(303);
  return (await consoleFetch(saved.headers.get('Location')!.split('?')[0]!, { cookie: owner.cookie })).text();
}

describe('the console editor’s urban destination: the plan of the listing’s region', () => {
  it('offers a Brussels listing the PRAS/GBP affectations (arrêté of 3 May 2001, prescriptions 1-20), and not the gewestplan’s', async () => {
    const select = zoneSelect(await draftPage({ ...BRUSSELS_HOUSE, 'legal.urbanDestination': 'BM' }, 'ZONE-BXL'));
    expect(select).toContain(`<optgroup label="${words.estateFields.zones.BRUSSELS.en}">`);
    expect(offered(select)).toEqual(DESTINATIONS_BY_REGION.BRUSSELS);
    expect(select).toContain('<option value="BM" selected="">Mixed zone</option>');
    expect(select).not.toContain('value="WG"');
  });

  it('offers a Flemish listing the gewestplan zones (KB 28 December 1972), and not the PRAS’s', async () => {
    const select = zoneSelect(await draftPage({ ...GHENT_HOUSE, 'legal.urbanDestination': 'WG' }, 'ZONE-GENT'));
    expect(select).toContain(`<optgroup label="${words.estateFields.zones.FLANDERS.en}">`);
    expect(offered(select)).toEqual(DESTINATIONS_BY_REGION.FLANDERS);
    expect(select).not.toContain('value="BM"');
  });

  it('refuses a Brussels listing the Flemish "woongebied", the field marked in the user’s language and the zone kept apart', async () => {
    const owner = await signIn(OWNER);
    const answer = await postForm(owner, '/en/sites/1/estates/new', {
      ...BRUSSELS_HOUSE,
      'legal.urbanDestination': 'WG',
      reference: 'ZONE-WG',
      action: 'save',
    });
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(zoneSelect(page)).toMatch(/^<select id="field-legal-urbanDestination"[^>]*aria-invalid="true"/);
    expect(page).toContain(words.estateFields.bad.destination.en);
    expect(zoneSelect(page)).toContain(`<optgroup label="${words.estateFields.zones.other.en}"><option value="WG" selected="">Residential area</option>`);
  });
});

describe('a CRM’s urban destination outside its region’s plan', () => {
  it('is written as sent and flagged in the answer and the sync log; a zone of the region’s own plan is not', async () => {
    const put = (listings: unknown[]) => ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings } });
    const brussels = { address: { street: 'Rue Haute', number: '1', postalCode: '1000', city: 'Bruxelles' }, location: { lat: 50.84, lon: 4.35 } };
    const answer = await put([
      whiseHouse('z-bxl-wg', { ...brussels, legal: { urbanDestination: 'WG' } }),
      whiseHouse('z-bxl-bm', { ...brussels, legal: { urbanDestination: 'BM' } }),
      whiseHouse('z-gent-wg', { legal: { urbanDestination: 'WG' } }),
    ]);
    expect(answer.body).toMatchObject({ created: 3, refused: 0, refusals: [] });
    expect(answer.body.warnings).toEqual([
      { source: 'whise', externalId: 'z-bxl-wg', path: 'legal.urbanDestination', reason: 'WG is not a zone of the BRUSSELS plan' },
    ]);
    const log = await call('GET', '/sites/1/sync?limit=1');
    expect(log.body.entries[0]).toMatchObject({ refused: 0, warnings: [{ externalId: 'z-bxl-wg', path: 'legal.urbanDestination', warning: true }] });
  });
});
