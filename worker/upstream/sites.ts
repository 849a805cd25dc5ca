import type { Locale } from '../../shared/i18n/locales';
import type { Navigation } from '../../shared/types/navigation';
import type { Site } from '../../shared/types/site';
import type { PlatformClient } from './client';
import type { RawNavigation, RawSite } from './raw/site';
import { reshapeNavigation, reshapeSite } from './reshape/site';

/** GET /sites/by-hostname/{hostname} */
export async function getSiteByHostname(client: PlatformClient, hostname: string): Promise<Site> {
  const raw = await client.request<RawSite>({ path: `/sites/by-hostname/${encodeURIComponent(hostname)}` });
  return reshapeSite(raw);
}

/** GET /sites/{siteId} */
export async function getSite(client: PlatformClient, siteId: number): Promise<Site> {
  return reshapeSite(await client.request<RawSite>({ path: `/sites/${siteId}`, siteId }));
}

/** GET /sites/{siteId}/navigation/{name} */
export async function getNavigation(
  client: PlatformClient,
  siteId: number,
  name: string,
  locale: Locale,
): Promise<Navigation> {
  const raw = await client.request<RawNavigation>({
    path: `/sites/${siteId}/navigation/${encodeURIComponent(name)}`,
    siteId,
    locale,
  });
  return reshapeNavigation(raw);
}
