import { type OmnicasaTexts, omnicasaListing, readProperty } from './mapping';
import type { OmnicasaClient } from './client';
import type { OmnicasaSettings } from './connection';
import { OMNICASA_GOAL, OMNICASA_LANGUAGE, OMNICASA_STATUS, type OmnicasaProperty } from './schema';

/*
 * What a page of a pull (sync.ts) asks Omnicasa besides the list: the properties' texts in the
 * connection's other languages, and the public facts the list left out.
 */

/** Who asks: the connection's client and settings. */
interface Asker {
  client: OmnicasaClient;
  settings: OmnicasaSettings;
}

/** Every status a property may have. */
export const EVERY_STATUS = Object.values(OMNICASA_STATUS);

/** The fields asked in the other languages. */
const TEXT_FIELDS = ['ID', 'DescriptionA', 'TypeDescription'];

/** The fields asked by name for a property the list gave without its goal or main type. */
const PUBLIC_FACT_FIELDS = ['Goal', 'MainTypeID'];

/** The texts of the page's properties in each language but the list's own, by property id. */
export async function otherTexts(job: Asker, ids: number[]): Promise<Map<number, Partial<Record<keyof typeof OMNICASA_LANGUAGE, OmnicasaTexts>>>> {
  const texts = new Map<number, Partial<Record<keyof typeof OMNICASA_LANGUAGE, OmnicasaTexts>>>();
  if (ids.length === 0) return texts;
  for (const language of job.settings.languages.slice(1)) {
    for (const raw of await job.client.propertiesByIds(ids, OMNICASA_LANGUAGE[language], TEXT_FIELDS)) {
      const read = readProperty(raw);
      if (!read.ok) continue;
      texts.set(read.property.ID, {
        ...texts.get(read.property.ID),
        [language]: { description: read.property.DescriptionA, typeName: read.property.TypeDescription },
      });
    }
  }
  return texts;
}

/** Whether a value is not given (absent, null or blank). */
const absent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The page's properties with the goal and main type filled in where the list left them out (no
 * public answer shows `MainTypeID`; `Goal` is shown by [O2], [O3], [O5] but may be left out, as
 * WCF leaves out a default 0): first asked for by name through the documented display-fields
 * parameter (`GetPropertiesByIDs` `DisplayFields`, [O1] `GetPropertiesByIDsRequest.php`; [O4]
 * `src/Property.php` asks `GetPropertyList` the same way), then each goal still missing looked up
 * with the list's documented `Goal` and `IDs` filters ([O1] `GetPropertyListRequest.php`): a
 * property the list of goal 1 holds is for rent. Nothing is asked when every item has both; what
 * is still missing then is mapped from the public type names or refused (mapping.ts).
 */
export async function publicFacts(job: Asker, properties: OmnicasaProperty[]): Promise<OmnicasaProperty[]> {
  const shown = (property: OmnicasaProperty) => omnicasaListing(property).kind !== 'off';
  const lacking = properties.filter((property) => (absent(property.Goal) || absent(property.MainTypeID)) && shown(property));
  if (lacking.length === 0) return properties;
  const facts = new Map<number, { Goal?: unknown; MainTypeID?: unknown }>();
  for (const raw of await job.client.propertiesByIds(
    lacking.map((property) => property.ID),
    OMNICASA_LANGUAGE[job.settings.languages[0]!],
    ['ID', ...PUBLIC_FACT_FIELDS],
  )) {
    const read = readProperty(raw);
    if (read.ok) facts.set(read.property.ID, { Goal: read.property.Goal, MainTypeID: read.property.MainTypeID });
  }
  const goalless = lacking.filter((property) => absent(property.Goal) && absent(facts.get(property.ID)?.Goal)).map((property) => property.ID);
  for (const goal of goalless.length ? Object.values(OMNICASA_GOAL) : []) {
    const found = await job.client.propertyPage({ IDs: goalless, Goal: goal, Status: EVERY_STATUS, DisplayFields: ['ID'] }, 0, goalless.length);
    for (const raw of found.items) {
      const id = Number((raw as { ID?: unknown } | null)?.ID);
      // An item the list of this goal holds, of the ids asked: of this goal (the first goal that holds it).
      if (goalless.includes(id) && absent(facts.get(id)?.Goal)) facts.set(id, { ...facts.get(id), Goal: goal });
    }
  }
  return properties.map((property) => {
    const fact = facts.get(property.ID);
    if (!fact) return property;
    return {
      ...property,
      ...(absent(property.Goal) && !absent(fact.Goal) ? { Goal: fact.Goal as OmnicasaProperty['Goal'] } : {}),
      ...(absent(property.MainTypeID) && !absent(fact.MainTypeID) ? { MainTypeID: fact.MainTypeID as OmnicasaProperty['MainTypeID'] } : {}),
    };
  });
}
