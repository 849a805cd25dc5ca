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
  return hostOrigin(url.host, url.protocol);
}

/**
 * The same rule for a host (`hostname[:port]`) without a request, as a mail's links need
 * (worker/platform/delivery/mail-message.ts): https without the port, or, for a local
 * hostname, `localProtocol` (http unless told) with the port kept, else `localPort` (the port
 * `npm start` serves every local hostname on: a seeded hostname names none).
 * @example hostOrigin('127.0.0.1:8787') // 'http://127.0.0.1:8787'
 * @example hostOrigin('immo-tweede.localhost', 'http:', '8811') // 'http://immo-tweede.localhost:8811'
 */
export function hostOrigin(host: string, localProtocol = 'http:', localPort?: string): string {
  const url = new URL(`${localProtocol}//${host}`);
  if (!isLocalHostname(url.hostname)) return `https://${url.hostname}`;
  if (!url.port && localPort && /^\d{1,5}$/.test(localPort)) url.port = localPort;
  return url.origin;
}

/**
 * A site's link as the console shows it: on a developer's machine (`npm start` answers every
 * hostname on one port) a local hostname without a port takes the port of the console's own
 * request, so the seller's and the webhook's links open; any other link is left as it is.
 * @example withLocalPort('http://immo.localhost/nl/_report/x', 'http://console.localhost:8787/nl/') // 'http://immo.localhost:8787/nl/_report/x'
 */
export function withLocalPort(link: string, requestUrl: string): string {
  try {
    const url = new URL(link);
    const port = new URL(requestUrl).port;
    if (!isLocalHostname(url.hostname) || url.port || !port) return link;
    url.port = port;
    return url.href;
  } catch {
    return link;
  }
}
