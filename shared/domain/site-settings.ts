/** A site's settings as stored (SPEC §3 Settings), any of them possibly missing. */
export interface StoredSiteSettings {
  hiddenStatus?: number[] | null;
  showEstateAddress?: boolean | null;
  /** An external valuation (AVM) widget shown instead of our range (issue 35): an https address. */
  avmWidgetUrl?: string | null;
}

/**
 * Whether an address may be the AVM widget's (issue 35): https, no credentials, a plain host
 * name (its origin goes into the site's CSP frame-src as it is, so nothing else may ride along).
 */
export function isAvmWidgetUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && /^([a-z0-9-]+\.)+[a-z0-9-]{2,}$/.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The settings of a site with the defaults for what it leaves out, the one place they are
 * written: no status hidden (SPEC §4 "an empty or missing list hides nothing"), and cards
 * that link to the estate's address page.
 */
export function siteSettingsOf(stored: StoredSiteSettings | null | undefined): { hiddenStatus: number[]; showEstateAddress: boolean; avmWidgetUrl?: string } {
  return {
    hiddenStatus: Array.isArray(stored?.hiddenStatus) ? stored.hiddenStatus : [],
    showEstateAddress: stored?.showEstateAddress !== false,
    // Only when set (issue 35), so a site without one keeps the document it had.
    ...(typeof stored?.avmWidgetUrl === 'string' && isAvmWidgetUrl(stored.avmWidgetUrl) ? { avmWidgetUrl: stored.avmWidgetUrl } : {}),
  };
}
