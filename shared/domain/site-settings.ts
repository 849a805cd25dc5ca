/** A site's settings as stored (SPEC §3 Settings), any of them possibly missing. */
export interface StoredSiteSettings {
  hiddenStatus?: number[] | null;
  showEstateAddress?: boolean | null;
}

/**
 * The settings of a site with the defaults for what it leaves out, the one place they are
 * written: no status hidden (SPEC §4 "an empty or missing list hides nothing"), and cards
 * that link to the estate's address page.
 */
export function siteSettingsOf(stored: StoredSiteSettings | null | undefined): { hiddenStatus: number[]; showEstateAddress: boolean } {
  return {
    hiddenStatus: Array.isArray(stored?.hiddenStatus) ? stored.hiddenStatus : [],
    showEstateAddress: stored?.showEstateAddress !== false,
  };
}
