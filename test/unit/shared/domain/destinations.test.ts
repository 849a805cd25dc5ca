import { describe, expect, it } from 'vitest';
import consoleWords from '../../../../locales/console.json';
import enums from '../../../../locales/enums.json';
import type { RegionCode } from '../../../../shared/contract/enums';
import { DESTINATION_SOURCES } from '../../../../shared/domain/destination-sources';
import { ALL_DESTINATIONS, DESTINATIONS_BY_REGION, isRegionDestination } from '../../../../shared/domain/destinations';
import { AssetRegistry } from '../../../../worker/platform/demo/seed/assets';
import { generateEstates } from '../../../../worker/platform/demo/seed/estates';
import { createRandom } from '../../../../worker/platform/demo/seed/random';

type Labels = Record<string, { nl: string; fr: string; en: string; de: string }>;
/** The site's labels: the gewestplan's, and Brussels' and Wallonia's own kept apart (shared/i18n merges them). */
const SITE = { ...enums.RecentDestination, ...enums.RecentDestinationRegional } as Labels;
const CONSOLE = consoleWords.estates.destination as Labels;
const REGIONS: RegionCode[] = ['FLANDERS', 'BRUSSELS', 'WALLONIA'];

describe.each(REGIONS)('%s’s zones', (region) => {
  const { plan, url } = DESTINATION_SOURCES[region];
  it(`come from ${plan} (${url}), each once, each named in four languages on the site and in the console`, () => {
    const codes = DESTINATIONS_BY_REGION[region];
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
        expect(SITE[code]?.[locale], `${code} ${locale}`).toMatch(/\S/);
        expect(CONSOLE[code]?.[locale], `${code} ${locale}`).toBe(SITE[code]?.[locale]);
      }
    }
  });
});

describe(`Brussels’ zones are the PRAS/GBP affectations by their legal names (${DESTINATION_SOURCES.BRUSSELS.url})`, () => {
  // Prescription number, French name (urbanisme.irisnet.be, perspective.brussels) and Dutch name (pyblik.brussels), singular.
  it.each([
    ['1', 'BHPR', "Zone d'habitation à prédominance résidentielle", 'Woongebied met residentieel karakter'],
    ['2', 'BH', "Zone d'habitation", 'Typisch woongebied'],
    ['3', 'BM', 'Zone mixte', 'Gemengd gebied'],
    ['4', 'BFM', 'Zone de forte mixité', 'Sterk gemengd gebied'],
    ['5', 'BIU', "Zone d'industries urbaines", 'Gebied voor stedelijke industrie'],
    ['6', 'BAPT', "Zone d'activités portuaires et de transports", 'Gebied voor havenactiviteiten en vervoer'],
    ['7', 'BADM', 'Zone administrative', 'Administratiegebied'],
    ['8', 'BEQ', "Zone d'équipements d'intérêt collectif ou de service public", 'Gebied voor voorzieningen van collectief belang of van openbare diensten'],
    ['9', 'BCF', 'Zone de chemin de fer', 'Spoorweggebied'],
    ['9bis', 'BEMU', "Zone d'entreprises en milieu urbain", 'Ondernemingsgebied in een stedelijke omgeving'],
    ['10', 'BZV', 'Zone verte', 'Groengebied'],
    ['11', 'BZVHB', 'Zone verte de haute valeur biologique', 'Groengebied met hoogbiologische waarde'],
    ['12', 'BPARC', 'Zone de parc', 'Parkgebied'],
    ['13', 'BSL', 'Zone de sports ou de loisirs de plein air', 'Gebied voor sport- of vrijetijdsactiviteiten in de open lucht'],
    ['14', 'BCIM', 'Zone de cimetière', 'Begraafplaatsgebied'],
    ['15', 'BFOR', 'Zone forestière', 'Bosgebied'],
    ['16', 'BSERV', 'Zone de servitudes au pourtour des bois et forêts', 'Gebied van erfdienstbaarheden langs de randen van bossen en wouden'],
    ['17', 'BAGR', 'Zone agricole', 'Landbouwgebied'],
    ['18', 'BZIR', "Zone d'intérêt régional", 'Gebied van gewestelijk belang'],
    ['19', 'BZIRAD', "Zone d'intérêt régional à aménagement différé", 'Gebied van gewestelijk belang met uitgestelde aanleg'],
    ['20', 'BRF', 'Zone de réserve foncière', 'Grondreservegebied'],
  ])('prescription %s: %s is «%s» / «%s»', (_number, code, fr, nl) => {
    expect(DESTINATIONS_BY_REGION.BRUSSELS).toContain(code);
    expect(SITE[code]).toMatchObject({ fr, nl });
  });

  it('are all the 21 affectations and no gewestplan zone', () => {
    expect(DESTINATIONS_BY_REGION.BRUSSELS).toHaveLength(21);
    expect(DESTINATIONS_BY_REGION.BRUSSELS.filter((code) => DESTINATIONS_BY_REGION.FLANDERS.includes(code))).toEqual([]);
  });
});

describe(`Wallonia’s zones are the plan de secteur’s by their French names (${DESTINATION_SOURCES.WALLONIA.url})`, () => {
  it.each([
    ['WG', "Zone d'habitat"],
    ['WGL', "Zone d'habitat à caractère rural"],
    ['ZHV', "Zone d'habitat vert"],
    ['ZSPEC', "Zone de services publics et d'équipements communautaires"],
    ['RG', 'Zone de loisirs'],
    ['ZAEM', "Zone d'activité économique mixte"],
    ['ZAEI', "Zone d'activité économique industrielle"],
    ['ZAES', "Zone d'activité économique spécifique"],
    ['ZDE', "Zone de dépendances d'extraction"],
    ['ZACC', "Zone d'aménagement communal concerté"],
    ['ZACCE', "Zone d'aménagement communal concerté à caractère économique"],
    ['ZEC', "Zone d'enjeu communal"],
    ['ZER', "Zone d'enjeu régional"],
    ['AG', 'Zone agricole'],
    ['BG', 'Zone forestière'],
    ['GG', "Zone d'espaces verts"],
    ['NG', 'Zone naturelle'],
    ['PG', 'Zone de parc'],
    ['WIG', "Zone d'extraction"],
  ])('%s is «%s»', (code, fr) => {
    expect(DESTINATIONS_BY_REGION.WALLONIA).toContain(code);
    expect(SITE[code]?.fr).toBe(fr);
  });
});

describe('the stored values stay valid', () => {
  it('keeps every code the platform had (the 24 gewestplan codes) as Flanders’ list, in its order', () => {
    expect(DESTINATIONS_BY_REGION.FLANDERS).toEqual([
      ...['WG', 'WGL', 'WGR', 'WUG', 'WCHE', 'WP', 'AG', 'LWAG', 'BG', 'NG', 'NR', 'PG', 'RG', 'GG', 'GWG', 'EG', 'IGB', 'IAB'],
      ...['WIG', 'GDR', 'GVR', 'GVON', 'DVG', 'NI'],
    ]);
    expect(Object.keys(SITE).sort()).toEqual([...ALL_DESTINATIONS].sort());
  });

  it('gives every demo listing a zone of its own region’s plan', () => {
    const { estates } = generateEstates({ random: createRandom(20261121), assets: new AssetRegistry(), today: '2026-11-21' });
    const zoned = estates.map(({ estate }) => estate).filter((estate) => estate.planning?.townPlanningValue);
    const regions = new Set(zoned.map((estate) => estate.general.address.region));
    expect([...regions].sort()).toEqual(['BRUSSELS', 'FLANDERS', 'WALLONIA']);
    for (const estate of zoned) {
      expect(
        isRegionDestination(estate.general.address.region, estate.planning!.townPlanningValue!),
        `estate ${estate.general.id} in ${estate.general.address.region}`,
      ).toBe(true);
    }
  });
});
