// What a lead keeps of its listing when it is made (docs/leads.md "Into the agency's CRM"): the
// listing as its source knows it, `listing: { source, externalId, parentExternalId?, reference }`
// in the outbox row's document. A CRM that deletes the listing later also deletes what the site
// knew of it (the estate, its external id); the lead still names it by its reference and CRM id
// (the console's leads, the agency's mail) and still goes to the connection it came from.

/**
 * SQL of the document `doc` (an SQL expression of the row's JSON, e.g. `?4`) with `listing` set
 * from the site's (`site`: an SQL expression of its id) estate or holiday unit the document
 * names (`estateId`; `unitId` or `unit.id`); the document as it is when it names none the site
 * has. With `keptBy`, an SQL condition on the outbox rows `o` of the lead it follows from (a
 * cancellation: its appointment's), what that one kept when the listing is gone now.
 * @example `INSERT INTO outbox (…, document, …) VALUES (…, ${withListingSql('?4', '?2')}, …)`
 */
export function withListingSql(doc: string, site: string, keptBy?: string): string {
  const set = (listing: string) => `json_set(${doc}, '$.listing', json(json_patch('{}', ${listing})))`;
  const estateListing =
    "json_object('source', x.source, 'externalId', x.external_id, 'parentExternalId', x.parent_external_id, " +
    "'reference', json_extract(e.document, '$.general.reference'))";
  const unitListing = "json_object('source', ux.source, 'externalId', ux.external_id, 'reference', json_extract(u.document, '$.general.building.rentalName'))";
  const estate = `(SELECT ${set(estateListing)}
      FROM estates e LEFT JOIN external_ids x ON x.estate_id = e.id AND x.site_id = e.site_id
      WHERE e.id = json_extract(${doc}, '$.estateId') AND e.site_id = ${site} LIMIT 1)`;
  const unit = `(SELECT ${set(unitListing)}
      FROM rental_units u LEFT JOIN rental_external_ids ux ON ux.unit_id = u.id AND ux.site_id = u.site_id
      WHERE u.id = coalesce(json_extract(${doc}, '$.unitId'), json_extract(${doc}, '$.unit.id')) AND u.site_id = ${site} LIMIT 1)`;
  const kept = keptBy
    ? `(SELECT json_set(${doc}, '$.listing', json(json_extract(o.document, '$.listing'))) FROM outbox o
        WHERE o.site_id = ${site} AND ${keptBy} AND json_extract(o.document, '$.listing') IS NOT NULL LIMIT 1)`
    : null;
  return `coalesce(${[estate, unit, kept, doc].filter(Boolean).join(', ')})`;
}

/** What a lead kept of its listing (withListingSql), read from its document; {} when it kept nothing. */
export function keptListing(document: Record<string, unknown>): { source?: string; externalId?: string; parentExternalId?: string; reference?: string } {
  const kept = document.listing;
  if (!kept || typeof kept !== 'object') return {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const { source, externalId, parentExternalId, reference } = kept as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries({ source: text(source), externalId: text(externalId), parentExternalId: text(parentExternalId), reference: text(reference) }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}
