import { describe, expect, it } from 'vitest';
import type { Attribution } from '../../../../shared/contract/attribution';
import { crmOriginSchema, deliverySchema } from '../../../../shared/contract/site-delivery';
import { omnicasaContact } from '../../../../worker/platform/crm/omnicasa/leads';
import { sweepBrightContact } from '../../../../worker/platform/crm/sweepbright/leads';
import { whiseContact } from '../../../../worker/platform/crm/whise/leads';
import { crmOriginOf } from '../../../../worker/platform/leads/origin';
import { contactLead } from '../../../support/lead-fixtures';

// Leads: where a visitor came from reaches the CRM in its structured field where its
// API has one, by the site's origin table (utm_source, and utm_medium where a line names one →
// the CRM's own origin id): Whise's ContactOriginId, Omnicasa's SourceId. SweepBright documents
// no such field: the attribution is in its message, as in every CRM's free text.

const TABLE = [
  { source: 'immoweb', origin: 7 },
  { source: 'immoweb', medium: 'cpc', origin: 9 },
  { source: 'zimmo', origin: 11 },
  { source: 'facebook', medium: 'paid', origin: 15 },
];

/** A contact lead with this attribution, its origin read from the table as the delivery reads it. */
function leadFrom(attribution: Attribution | undefined) {
  return contactLead({ attribution, crmOrigin: crmOriginOf(TABLE, attribution) });
}

describe('the origin table (crmOriginOf)', () => {
  it.each([
    ['utm_source alone', { utm: { source: 'immoweb' } }, 7],
    ['source and medium of a line that names both', { utm: { source: 'immoweb', medium: 'cpc' } }, 9],
    ['a medium no line names: the source’s line without one', { utm: { source: 'immoweb', medium: 'email' } }, 7],
    ['case and spaces as typed in a campaign link', { utm: { source: ' ZIMMO ', medium: 'Display' } }, 11],
    ['a source whose only line names another medium', { utm: { source: 'facebook', medium: 'organic' } }, undefined],
    ['a source the table does not name', { utm: { source: 'newsletter' } }, undefined],
    ['a referrer without UTM', { referrer: 'https://www.immoweb.be' }, undefined],
    ['no attribution', undefined, undefined],
  ] as const)('%s → %s', (_what, attribution, origin) => {
    expect(crmOriginOf(TABLE, attribution)).toBe(origin);
  });

  it('answers nothing for a site without a table', () => {
    expect(crmOriginOf(undefined, { utm: { source: 'immoweb' } })).toBeUndefined();
    expect(crmOriginOf([], { utm: { source: 'immoweb' } })).toBeUndefined();
  });

  it('keeps lines in lower case, trimmed, and refuses an origin that is no positive whole number', () => {
    expect(crmOriginSchema.parse({ source: ' Immoweb ', medium: 'CPC', origin: 9 })).toEqual({ source: 'immoweb', medium: 'cpc', origin: 9 });
    for (const origin of [0, -3, 2.5, '9']) expect(crmOriginSchema.safeParse({ source: 'immoweb', origin }).success).toBe(false);
    expect(crmOriginSchema.safeParse({ source: '', origin: 9 }).success).toBe(false);
    expect(deliverySchema.safeParse({ crmOrigins: Array.from({ length: 51 }, (_, i) => ({ source: `s${i}`, origin: i + 1 })) }).success).toBe(false);
  });
});

describe('Whise: ContactOriginId', () => {
  const SETTINGS = { source: 'whise', officeId: 30001, originId: 12 };
  it.each([
    [{ utm: { source: 'immoweb', medium: 'cpc' } }, 9],
    [{ utm: { source: 'zimmo' } }, 11],
    [{ utm: { source: 'newsletter' } }, 12],
    [undefined, 12],
  ] as const)('attribution %j → ContactOriginId %i (else the connection’s origin)', (attribution, id) => {
    expect(whiseContact(leadFrom(attribution), SETTINGS).ContactOriginId).toBe(id);
  });

  it('keeps the UTM in Comments too', () => {
    expect(whiseContact(leadFrom({ utm: { source: 'immoweb', medium: 'cpc', campaign: 'lente' } }), SETTINGS).Comments).toMatch(/immoweb[^]*cpc[^]*lente/);
  });
});

describe('Omnicasa: SourceId', () => {
  it.each([
    [{ utm: { source: 'immoweb', medium: 'cpc' } }, 9],
    [{ utm: { source: 'zimmo' } }, 11],
    // Not in the table: Omnicasa's own PersonSource of the portal, else "agency website".
    [{ utm: { source: 'immoscoop' } }, 35],
    [{ utm: { source: 'newsletter' } }, 5],
    [undefined, 5],
  ] as const)('attribution %j → SourceId %i', (attribution, id) => {
    expect(omnicasaContact(leadFrom(attribution)).SourceId).toBe(id);
  });

  it('keeps the UTM in Content too', () => {
    expect(omnicasaContact(leadFrom({ utm: { source: 'immoweb', medium: 'cpc', campaign: 'lente' } })).Content).toMatch(/immoweb[^]*cpc[^]*lente/);
  });
});

describe('SweepBright: no documented origin field', () => {
  it('sends the attribution in the message only, the body’s fields those its contact call documents', () => {
    const contact = sweepBrightContact(leadFrom({ utm: { source: 'immoweb', medium: 'cpc', campaign: 'lente' } }));
    expect(Object.keys(contact).sort()).toEqual(['email', 'first_name', 'last_name', 'locale', 'message', 'phone']);
    expect(contact.message).toMatch(/immoweb[^]*cpc[^]*lente/);
  });
});
