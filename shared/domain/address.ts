import { localizedValue } from '../i18n';
import type { Locale } from '../i18n/locales';
import type { EstateAddress } from '../types/estate';

/**
 * The address line: street, number, optional '/ box', then zip and city (the
 * city's alias in this language if it has one); empty when the address is not visible.
 * @example addressLine(address, 'nl') // 'Kerkstraat 12 / 0101, 9000 Gent'
 */
export function addressLine(address: Pick<EstateAddress, 'street' | 'number' | 'box' | 'visible' | 'city'>, locale: Locale): string {
  if (!address.visible) return '';
  const street = [localizedValue(address.street, locale), address.number?.trim()].filter(Boolean).join(' ');
  const withBox = street && address.box?.trim() ? `${street} / ${address.box.trim()}` : street;
  return [withBox, placeLine(address, locale)].filter(Boolean).join(', ');
}

/**
 * The municipality of an address: zip and city (its alias in this language if it has one). A
 * listing whose address is hidden still says where it is with it (its page's heading).
 * @example placeLine(address, 'nl') // '9000 Gent'
 */
export function placeLine(address: Pick<EstateAddress, 'city'>, locale: Locale): string {
  // Only an alias in this very language replaces the name; another language's alias does not.
  const city = address.city.alias?.[locale]?.trim() || localizedValue(address.city.name, locale);
  return [address.city.zip, city].filter(Boolean).join(' ');
}
