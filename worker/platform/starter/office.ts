import type { Locale } from '../../../shared/i18n/locales';
import type { RawOffice, WeekHours } from '../../../shared/contract/raw/entities';
import type { RawSite } from '../../../shared/contract/raw/site';
import { townCentre } from '../postal-codes';
import type { Text } from './draft';

/** Weekdays 9:00–12:30 and 13:30–18:00, the weekend closed: the hours a new office starts with (editable in the console). */
const USUAL_WEEK: WeekHours = [
  ...Array.from({ length: 5 }, (): [string, string][] => [
    ['09:00', '12:30'],
    ['13:30', '18:00'],
  ]),
  [],
  [],
];

const BY_APPOINTMENT: Text = {
  nl: 'Ook buiten de openingsuren op afspraak.',
  fr: 'Aussi en dehors des heures d’ouverture, sur rendez-vous.',
  en: 'Outside these hours by appointment.',
  de: 'Außerhalb der Öffnungszeiten nach Vereinbarung.',
};

/** `Markt 1` → `['Markt', '1']`, `Rue Haute 12 bte 3` → `['Rue Haute', '12 bte 3']`; no number found: the whole as the street. */
function streetAndNumber(street: string): [string, string] {
  const match = /^(.*?\D)\s*(\d+\s*[a-z]?(?:\s*(?:bus|bte|boîte|box|\/)\s*\S+)?)$/i.exec(street.trim());
  return match ? [match[1]!.trim().replace(/,$/, ''), match[2]!.trim()] : [street.trim(), ''];
}

/**
 * The first office of a new agency, from its legal address and contact data (the site
 * document's `contact`): its name, the address, phone and e-mail, usual opening hours, and its
 * postal code's town centre on the map. Null while the address is not whole (street, postal
 * code and town). Pure.
 * @example starterOffice({ id: 3, name: 'Immo Noord', contact: { street: 'Markt 1', zip: '9000', city: { nl: 'Gent' } } }, ['nl'])?.geo
 * // { lat: 51.0543, lon: 3.7174 }
 */
export function starterOffice(site: Pick<RawSite, 'name' | 'contact'>, locales: readonly Locale[]): RawOffice | null {
  const { street, zip, city, phone, email } = site.contact ?? {};
  const names = Object.values(city ?? {}).filter(Boolean);
  if (!street?.trim() || !zip?.trim() || names.length === 0) return null;
  const [streetName, number] = streetAndNumber(street);
  const main = locales.map((locale) => city?.[locale]).find(Boolean) ?? names[0]!;
  const geo = townCentre(zip.trim(), main);
  return {
    id: 1,
    name: site.name,
    street: streetName,
    number,
    zip: zip.trim(),
    // Each site language's name of the town, the first one given where a language has none.
    city: Object.fromEntries(locales.map((locale) => [locale, city?.[locale] || main])),
    phone: phone ?? '',
    email: email ?? '',
    openingHours: [],
    week: USUAL_WEEK.map((day) => day.map(([opens, closes]) => [opens, closes] as [string, string])),
    hoursNote: Object.fromEntries(locales.map((locale) => [locale, BY_APPOINTMENT[locale]])),
    ...(geo ? { geo } : {}),
  };
}
