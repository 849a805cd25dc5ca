import type { Context } from 'hono';
import type { EntityList } from '../../../shared/contract/console-drafts';
import type { RawEmployee } from '../../../shared/contract/raw/entities';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { draftOverlay } from '../drafts/view';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import type { EntityName, RawEntityMap } from '../../../shared/contract/raw/entities';

/** An entity list's item as stored: its list's raw type, hidden or not. */
type Stored = RawEntityMap[EntityName];

/*
 * What visitors see of the site's own people: an entity list as it is live (or in
 * the draft, for a preview), without the items marked hidden; and the listings whose CRM
 * negotiator is one of the agency's employees shown as sales representative.
 */

/** A site's items of one list, in order, hidden ones left out (a preview sees the draft's). */
export async function shownEntityItems(c: Context<PlatformEnv>, siteId: number, name: EntityList): Promise<Stored[]> {
  const draft = await draftOverlay(c, siteId, 'entities');
  const items = draft?.has(name)
    ? ((draft.get(name) ?? []) as Stored[])
    : (
        await (
          await siteDb(c.env, siteId)
        )
          .prepare('SELECT document FROM entity_items WHERE site_id = ?1 AND entity = ?2 ORDER BY sort, id')
          .bind(siteId, name)
          .all<{ document: string }>()
      ).results.map((row) => JSON.parse(row.document) as Stored);
  return items.filter((item) => item.hidden !== true);
}

/**
 * Each estate whose CRM negotiator (`salesRep.email`, case-insensitive) is an employee marked
 * "shown as sales representative" gets that employee's photo, name, function (as the card's
 * description), phone, mobile and address from the agency's own team; the others stay as the CRM
 * sent them. The team is read once, and only when an estate names a negotiator's address.
 */
export async function withTeamReps(c: Context<PlatformEnv>, siteId: number, estates: RawEstate[]): Promise<void> {
  if (!estates.some((estate) => estate.salesRep?.email)) return;
  const reps = new Map<string, RawEmployee>();
  for (const employee of (await shownEntityItems(c, siteId, 'employees')) as RawEmployee[]) {
    const email = employee.email.toLowerCase();
    if (employee.salesRep && !reps.has(email)) reps.set(email, employee);
  }
  for (const estate of estates) {
    const employee = reps.get(estate.salesRep?.email?.toLowerCase() ?? '');
    if (!employee) continue;
    const { firstname, lastname, picture, phone, mobile, email } = employee;
    estate.salesRep = { firstname, lastname, picture, phone, mobile, email, description: employee.function };
  }
}
