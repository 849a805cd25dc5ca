import type { RawSalesRep, RawSticker } from '../../../../shared/platform-api/raw/estate';
import type { AssetRegistry } from './assets';
import { type SiteProfile, type StickerCode, t, type Text } from './estates-model';

/** Fixed lists of the demo estates: facilities, stickers, sales reps, notaries. */

export const FACILITIES: Readonly<Record<number, Text>> = {
  1: t('Alarmsysteem', 'Système d’alarme', 'Alarm system', 'Alarmanlage'),
  2: t('Zonnepanelen', 'Panneaux solaires', 'Solar panels', 'Solaranlage'),
  3: t('Warmtepomp', 'Pompe à chaleur', 'Heat pump', 'Wärmepumpe'),
  4: t('Laadpaal', 'Borne de recharge', 'EV charging point', 'Ladestation'),
  5: t('Glasvezel', 'Fibre optique', 'Fibre internet', 'Glasfaseranschluss'),
  6: t('Zwembad', 'Piscine', 'Swimming pool', 'Schwimmbad'),
  7: t('Open haard', 'Feu ouvert', 'Fireplace', 'Kamin'),
  8: t('Airco', 'Climatisation', 'Air conditioning', 'Klimaanlage'),
  9: t('Regenwaterput', 'Citerne d’eau de pluie', 'Rainwater tank', 'Regenwasserzisterne'),
  10: t('Videofoon', 'Vidéophone', 'Video intercom', 'Videosprechanlage'),
  11: t('Domotica', 'Domotique', 'Home automation', 'Hausautomation'),
  12: t('Sauna', 'Sauna', 'Sauna', 'Sauna'),
  13: t('Ventilatiesysteem D', 'Ventilation double flux', 'Heat-recovery ventilation', 'Lüftung mit Wärmerückgewinnung'),
  14: t('Fietsenberging', 'Local vélos', 'Bicycle storage', 'Fahrradraum'),
  15: t('Rolstoeltoegankelijk', 'Accessible PMR', 'Wheelchair accessible', 'Rollstuhlgerecht'),
};

const STICKERS: Record<StickerCode, RawSticker> = {
  NEW: { id: 1, name: t('Nieuw', 'Nouveau', 'New', 'Neu'), color: '2e7d32', colorText: 'ffffff' },
  PRICE_DROP: { id: 2, name: t('Prijsdaling', 'Baisse de prix', 'Price reduced', 'Preissenkung'), color: 'c62828', colorText: 'ffffff' },
  OPEN_HOUSE: { id: 3, name: t('Open huis', 'Portes ouvertes', 'Open house', 'Tag der offenen Tür'), color: 'f9a825', colorText: '1a1a1a' },
  OPTION: { id: 4, name: t('Optie', 'Option', 'Under option', 'Option'), color: '6a1b9a', colorText: 'ffffff' },
  EXCLUSIVE: { id: 5, name: t('Exclusief', 'Exclusivité', 'Exclusive', 'Exklusiv'), color: '0b4f6c', colorText: 'f4f4f4' },
  // White on black text: the site treats these colours as unset (SPEC §9).
  UNIQUE: { id: 6, name: t('Uniek', 'Unique', 'Unique', 'Einzigartig'), color: 'ffffff', colorText: '000000' },
};

export function stickerFor(code: StickerCode): RawSticker {
  const sticker = STICKERS[code];
  return { ...sticker, name: { ...sticker.name } };
}

interface Person {
  firstname: string;
  lastname: string;
  phone: string;
  mobile: string;
  description: Text;
}

const PEOPLE: Record<1 | 2, Person[]> = {
  1: [
    { firstname: 'Sofie', lastname: 'De Smet', phone: '+32 9 223 45 71', mobile: '+32 475 21 38 64', description: t('Zaakvoerder en erkend vastgoedmakelaar sinds 2008.', 'Gérante et agent immobilier agréé depuis 2008.', 'Managing director and licensed estate agent since 2008.', 'Geschäftsführerin und zugelassene Immobilienmaklerin seit 2008.') },
    { firstname: 'Pieter', lastname: 'Van Damme', phone: '+32 9 223 45 72', mobile: '+32 486 54 12 90', description: t('Uw aanspreekpunt voor verkoop in Gent en de Vlaamse Ardennen.', 'Votre interlocuteur pour la vente à Gand et dans les Ardennes flamandes.', 'Your contact for sales in Ghent and the Flemish Ardennes.', 'Ihr Ansprechpartner für Verkäufe in Gent und den Flämischen Ardennen.') },
    { firstname: 'Els', lastname: 'Vermeulen', phone: '+32 9 223 45 73', mobile: '+32 497 80 33 17', description: t('Specialist verhuur en rentmeesterschap.', 'Spécialiste de la location et de la gestion locative.', 'Lettings and property management specialist.', 'Spezialistin für Vermietung und Hausverwaltung.') },
    { firstname: 'Thomas', lastname: 'Claeys', phone: '+32 50 33 21 40', mobile: '+32 472 66 09 58', description: t('Volgt onze projecten en het aanbod aan de kust op.', 'Suit nos projets neufs et l’offre à la côte.', 'Looks after our new-build projects and the coast.', 'Betreut unsere Neubauprojekte und das Angebot an der Küste.') },
  ],
  2: [
    { firstname: 'Amélie', lastname: 'Lambert', phone: '+32 86 21 34 57', mobile: '+32 478 12 45 36', description: t('Oprichtster van Ardennes Habitat, expert in landelijk vastgoed.', 'Fondatrice d’Ardennes Habitat, experte en biens ruraux.', 'Founder of Ardennes Habitat, expert in rural property.', 'Gründerin von Ardennes Habitat, Expertin für ländliche Immobilien.') },
    { firstname: 'Julien', lastname: 'Dubois', phone: '+32 86 21 34 58', mobile: '+32 496 27 81 04', description: t('Verkoop en schattingen in de provincies Luxemburg en Namen.', 'Ventes et estimations en provinces de Luxembourg et de Namur.', 'Sales and valuations in Luxembourg and Namur provinces.', 'Verkauf und Bewertungen in den Provinzen Luxemburg und Namur.') },
    { firstname: 'Dirk', lastname: 'Peeters', phone: '+32 86 21 34 59', mobile: '+32 468 30 52 71', description: t('Nederlandstalig aanspreekpunt voor kopers uit Vlaanderen.', 'Interlocuteur néerlandophone pour les acheteurs flamands.', 'Dutch-speaking contact for buyers from Flanders.', 'Niederländischsprachiger Ansprechpartner für Käufer aus Flandern.') },
  ],
};

/** The site's sales reps; registers one portrait asset each, in a fixed order. */
export function salesRepsFor(site: SiteProfile, assets: AssetRegistry): RawSalesRep[] {
  return PEOPLE[site.id].map((person) => {
    const portrait = assets.add('portrait', `rep-${site.id}-${person.firstname}-${person.lastname}`, 600, 600);
    const mailbox = person.firstname.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return {
      firstname: person.firstname,
      lastname: person.lastname,
      picture: portrait.url,
      mobile: person.mobile,
      phone: person.phone,
      email: `${mailbox}@${site.mailDomain}`,
      description: { ...person.description },
    };
  });
}

export const NOTARIES_NL: readonly (readonly [string, string])[] = [
  ['Notaris Van den Broeck', 'Gent'], ['Notaris De Clercq', 'Kortrijk'], ['Notaris Goossens & Maes', 'Antwerpen'],
  ['Notaris Wouters', 'Leuven'], ['Notaris Vandenberghe', 'Brugge'],
];
export const NOTARIES_FR: readonly (readonly [string, string])[] = [
  ['Maître Dupont', 'Marche-en-Famenne'], ['Maître Leclercq', 'Namur'], ['Maître Henrard & Collard', 'Liège'],
  ['Maître Gérard', 'Bastogne'], ['Maître Lemaire', 'Bruxelles'],
];

/** Extra fields the agencies defined themselves (extra_field_autoid → label). */
export const EXTRA_FIELDS = {
  STATION_DISTANCE: 11,
  SURROUNDINGS: 12,
  REMARKS: 13,
  BUS_STOP: 14,
} as const;
