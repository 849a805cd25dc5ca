import type { RawSalesRep, RawSticker } from '../../../../shared/contract/raw/estate';
import type { AssetRegistry } from './assets';
import { demoAgents } from './content-people';
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
  // White on black text: the site treats these colours as unset.
  UNIQUE: { id: 6, name: t('Uniek', 'Unique', 'Unique', 'Einzigartig'), color: 'ffffff', colorText: '000000' },
};

export function stickerFor(code: StickerCode): RawSticker {
  const sticker = STICKERS[code];
  return { ...sticker, name: { ...sticker.name } };
}

/**
 * The site's sales reps: its agents (content-people.ts demoAgents: the same people, so
 * a listing's representative links to their page); registers one portrait asset each, in a fixed order.
 */
export function salesRepsFor(site: SiteProfile, assets: AssetRegistry): RawSalesRep[] {
  return demoAgents(site.id).map((person) => {
    // The employee's own portrait's seed: the same drawing on the listing as on the team page.
    const portrait = assets.add('portrait', `${person.firstname} ${person.lastname}`, 600, 600);
    return {
      firstname: person.firstname,
      lastname: person.lastname,
      picture: portrait.url,
      mobile: person.mobile,
      phone: person.phone,
      email: person.email,
      description: person.description,
    };
  });
}

export const NOTARIES_NL: readonly (readonly [string, string])[] = [
  ['Notaris Van den Broeck', 'Gent'],
  ['Notaris De Clercq', 'Kortrijk'],
  ['Notaris Goossens & Maes', 'Antwerpen'],
  ['Notaris Wouters', 'Leuven'],
  ['Notaris Vandenberghe', 'Brugge'],
];
export const NOTARIES_FR: readonly (readonly [string, string])[] = [
  ['Maître Dupont', 'Marche-en-Famenne'],
  ['Maître Leclercq', 'Namur'],
  ['Maître Henrard & Collard', 'Liège'],
  ['Maître Gérard', 'Bastogne'],
  ['Maître Lemaire', 'Bruxelles'],
];

/** Extra fields the agencies defined themselves (extra_field_autoid → label). */
export const EXTRA_FIELDS = {
  STATION_DISTANCE: 11,
  SURROUNDINGS: 12,
  REMARKS: 13,
  BUS_STOP: 14,
} as const;
