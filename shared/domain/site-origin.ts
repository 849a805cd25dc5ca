/** Hostnames a developer's own machine answers on: their origin keeps its scheme and port. */
function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The origin a site's public links use (canonical, hreflang, og:url, JSON-LD, robots.txt,
 * sitemap.xml): its primary hostname's, else the hostname the request came in on, over https
 * and without the request's port, which a client chooses and a shared cache would keep.
 * Local hostnames keep the request's origin, port included, so `npm start` links to itself.
 *
 * @example siteOrigin(null, 'http://www.immo-noord.be:9999/nl/') // 'https://www.immo-noord.be'
 */
export function siteOrigin(siteOriginSetting: string | null, requestUrl: string): string {
  if (siteOriginSetting) return siteOriginSetting;
  const url = new URL(requestUrl);
  return isLocalHostname(url.hostname) ? url.origin : `https://${url.hostname}`;
}
