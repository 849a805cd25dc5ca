import { formatArea } from '../format';
import { type Locale, localizedValue } from '../i18n/locales';
import type { LocaleTranslate } from '../i18n/lookup';
import type { Estate } from '../types/estate';
import type { RentalUnit } from '../types/rental';
import { epcBadge } from './energy';
import { cityName } from './estate-links';
import { listingText } from './listing-text';
import { fitDescription, fitTitle, firstSentence, type TitlePart } from './page-head';
import { priceText } from './price';
import { headTypeCode } from './property-types';
import { rentalCityName } from './rentals';

// The head of a listing's page, from the listing's facts in the page's
// language: the title leads with type, transaction and place, then a key figure, then the
// reference that tells it apart from every other page of the site (two listings can share
// every other fact; the transaction words tell the languages apart). A listing's own words (a
// project's name, the description's first sentence) are those the page shows (listing-text.ts):
// a translation where the page shows one, the original on the page that asked for it.

/** The agency as the head names it. */
export interface HeadAgency {
  name: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
}

/** The agency's line: name, address and telephone, a description's last resort (and a shorter one). */
export function agencyLines(agency: HeadAgency, locale: Locale, t: LocaleTranslate): string[] {
  const params = { agency: agency.name, street: agency.street, zip: agency.zip, city: agency.city, phone: agency.phone };
  return [t(locale, 'seo.agency', params), t(locale, 'seo.call', params)];
}

/** The reference a title ends with: the agency's own when it is short, else the id. */
function referenceOf(estate: Pick<Estate, 'id' | 'reference'>): string {
  const reference = estate.reference?.trim() ?? '';
  return reference && reference.length <= 20 ? reference : String(estate.id);
}

/** 'Rijwoning te koop in Gent', then the same with the main type ('Huis te koop in Gent'): the shorter leads for long subtypes. */
function estateLeads(estate: Estate, locale: Locale, t: LocaleTranslate, original: boolean): string[] {
  const city = cityName(estate, locale);
  if (estate.isProject) {
    const name = listingText(estate, 'title', locale, original)?.text ?? '';
    return [...(name ? [t(locale, 'seo.project', { name, city })] : []), t(locale, 'seo.projectShort', { city })];
  }
  const main = t(locale, ['enum', 'Type', headTypeCode(estate.headTypeId) ?? 'HOUSE']);
  const sub = localizedValue(estate.subType.name, locale).trim();
  const lead = (type: string) => t(locale, ['seo', 'lead', estate.status], { type, city });
  // A project's unit is named by its number in the project ('Appartement A.1.01'), as its floor table names it.
  const unit = estate.parentId !== null ? (estate.entityNumber?.trim() ?? '') : '';
  const numbered = (type: string) => (unit ? `${type} ${unit}` : type);
  return [...new Set([lead(numbered(sub || main)), lead(numbered(main)), lead(main)])];
}

/** The key figures: bedrooms of a home, else the plot's or the built area. */
function estateFigures(estate: Estate, locale: Locale, t: LocaleTranslate): string[] {
  const code = headTypeCode(estate.headTypeId);
  const figures: string[] = [];
  if (estate.bedrooms && (code === 'HOUSE' || code === 'APARTMENT')) figures.push(t(locale, 'seo.bedrooms', { count: estate.bedrooms }));
  if (estate.dimensions.areaBuild && code !== 'PLOT') figures.push(formatArea(estate.dimensions.areaBuild));
  if (estate.dimensions.areaGround && (code === 'PLOT' || code === 'HOUSE'))
    figures.push(code === 'PLOT' ? formatArea(estate.dimensions.areaGround) : t(locale, 'seo.plot', { area: formatArea(estate.dimensions.areaGround) }));
  return figures;
}

/**
 * The title of an estate's, a project's or a unit's page (`original`: the page shows a translation's original).
 * @example estateHeadTitle(house, 'nl', translate, 'Immo') // 'Rijwoning te koop in Gent, 3 slaapkamers – ref. SCH-2024-0001'
 */
export function estateHeadTitle(estate: Estate, locale: Locale, t: LocaleTranslate, agency: string, original = false): string {
  const [figure] = estateFigures(estate, locale, t);
  const parts: TitlePart[] = [
    { text: figure ? `, ${figure}` : '', rank: 1 },
    { text: ` – ${t(locale, 'seo.ref', { ref: referenceOf(estate) })}`, rank: 0, keep: true },
  ];
  return fitTitle(estateLeads(estate, locale, t, original), parts, agency);
}

/**
 * The description of an estate's page: what, where and for how much, its figures and EPC
 * label; then the first sentence of its description as the page shows it; then where to learn more.
 */
export function estateHeadDescription(estate: Estate, locale: Locale, t: LocaleTranslate, agency: HeadAgency, original = false): string {
  const [lead] = estateLeads(estate, locale, t, original);
  const price = priceText(estate, locale, (lang, key, params) => t(lang, key, params));
  const epc = epcBadge(estate.energy);
  const facts = [
    price !== '-' && price !== t(locale, 'card.sold') && price !== t(locale, 'card.rented') ? price : '',
    ...estateFigures(estate, locale, t),
    epc ? t(locale, 'card.epc', { label: epc.text }) : '',
  ].filter(Boolean);
  const street = estate.address.visible ? localizedValue(estate.address.street, locale).trim() : '';
  const where = street ? `${lead} (${street})` : lead;
  const summary = `${where}${facts.length ? `: ${facts.join(', ')}` : ''}.`;
  const text = firstSentence(listingText(estate, 'description', locale, original)?.text || localizedValue(estate.shortDescription, locale));
  return fitDescription([summary, text], [t(locale, 'seo.more', { agency: agency.name }), ...agencyLines(agency, locale, t)]);
}

/** The lead of a holiday unit: 'Appartement in Knokke, vakantieverhuur'. */
function rentalLead(unit: RentalUnit, locale: Locale, t: LocaleTranslate): string {
  const type = localizedValue(unit.subKind?.name, locale).trim() || t(locale, 'rental.results');
  return t(locale, 'seo.holiday', { type, city: rentalCityName(unit, locale) });
}

/**
 * The title of a holiday unit's page: its lead, how many it sleeps, its residence, its
 * reference (the unit's number).
 */
export function rentalHeadTitle(unit: RentalUnit, locale: Locale, t: LocaleTranslate, agency: string): string {
  const residence = unit.building?.name?.trim() ?? '';
  const parts: TitlePart[] = [
    { text: unit.maxOccupation ? `, ${t(locale, 'seo.persons', { count: unit.maxOccupation })}` : '', rank: 1 },
    { text: residence ? ` – ${residence}` : '', rank: 2 },
    { text: ` – ${t(locale, 'seo.ref', { ref: unit.id })}`, rank: 0, keep: true },
  ];
  return fitTitle([rentalLead(unit, locale, t)], parts, agency);
}

/** The description of a holiday unit's page: its lead and figures, its lowest price, its first sentence. */
export function rentalHeadDescription(
  unit: RentalUnit,
  from: { price: string; period: string } | null,
  locale: Locale,
  t: LocaleTranslate,
  agency: HeadAgency,
): string {
  const facts = [
    unit.maxOccupation ? t(locale, 'seo.persons', { count: unit.maxOccupation }) : '',
    unit.bedrooms ? t(locale, 'seo.bedrooms', { count: unit.bedrooms }) : '',
    from
      ? t(locale, 'seo.from', {
          price: from.price.charAt(0).toLowerCase() + from.price.slice(1),
          period: locale === 'de' ? from.period : from.period.toLowerCase(),
        })
      : '',
  ].filter(Boolean);
  const summary = `${rentalLead(unit, locale, t)}${facts.length ? `: ${facts.join(', ')}` : ''}.`;
  const text = firstSentence(localizedValue(unit.description, locale) || localizedValue(unit.descriptionShort, locale));
  return fitDescription([summary, text], [t(locale, 'seo.more', { agency: agency.name }), ...agencyLines(agency, locale, t)]);
}
