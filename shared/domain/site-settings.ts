/**
 * How the site shows listings' addresses (issue 32, "address display"): `full` street, number
 * and box (the default); `street` the street without number or box; `municipality` postal code
 * and city only. shared/domain/address.ts `shownAddress` applies it.
 */
export const ADDRESS_DISPLAYS = ['full', 'street', 'municipality'] as const;
export type AddressDisplay = (typeof ADDRESS_DISPLAYS)[number];

/** A site's settings as stored (SPEC §3 Settings), any of them possibly missing. */
export interface StoredSiteSettings {
  hiddenStatus?: number[] | null;
  showEstateAddress?: boolean | null;
  addressDisplay?: AddressDisplay | null;
}

/**
 * The settings of a site with the defaults for what it leaves out, the one place they are
 * written: no status hidden (SPEC §4 "an empty or missing list hides nothing"), cards
 * that link to the estate's address page, and the full address.
 */
export function siteSettingsOf(stored: StoredSiteSettings | null | undefined): { hiddenStatus: number[]; showEstateAddress: boolean; addressDisplay: AddressDisplay } {
  const display = stored?.addressDisplay;
  return {
    hiddenStatus: Array.isArray(stored?.hiddenStatus) ? stored.hiddenStatus : [],
    showEstateAddress: stored?.showEstateAddress !== false,
    addressDisplay: display === 'street' || display === 'municipality' ? display : 'full',
  };
}
