import type { EstateAddress } from '../types/estate';
import type { AddressDisplay } from './site-settings';

/** A position kept to 2 decimals when the site does not show the number: about 1.1 km north–south and 0.7 km east–west in Belgium. */
const GEO_ROUNDING = 100;
const rounded = (value: number) => Math.round(value * GEO_ROUNDING) / GEO_ROUNDING;

/**
 * An estate's address as the site shows it (the site's "address display"): `full`
 * (or none given) as it is; `street` without number and box; `municipality` without street either. Both
 * reduced modes round the position to 2 decimals, so a map pin or JSON-LD does not point at
 * the house. Applied once, in the estate's reshape (shared/contract/reshape/estate.ts),
 * so the address line (address.ts), the head, the slug, the JSON-LD, the map and the alert
 * mails follow. Imports no texts: the platform's alerts reshape with it too.
 * @example shownAddress(address, 'municipality') // street {}, number and box null, geo rounded
 */
export function shownAddress<A extends Pick<EstateAddress, 'street' | 'geo'> & Partial<Pick<EstateAddress, 'number' | 'box'>>>(
  address: A,
  display?: AddressDisplay,
): A {
  if (!display || display === 'full') return address;
  return {
    ...address,
    street: display === 'street' ? address.street : {},
    number: null,
    box: null,
    geo: address.geo && { lat: rounded(address.geo.lat), lon: rounded(address.geo.lon) },
  };
}
