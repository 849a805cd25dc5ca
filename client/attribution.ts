/**
 * Where this visit came from, kept in the visitor's own browser for the session
 * (sessionStorage, no cookie) and sent only with a lead form the visitor submits: its hidden
 * `attribution` field is filled on submit, before the form's own handler reads it (an island
 * posting JSON sends it with the other fields). Run on every page by client/entry.ts, so it is
 * kept small: the landing page (path and query) and the referring site's origin, as an
 * `Attribution` (shared/contract/attribution.ts); the site worker reads the campaign
 * parameters and click ids out of the landing page and cleans everything
 * (shared/domain/attribution.ts).
 *
 * A page opened with campaign parameters or a click id, or from another site, starts a new
 * attribution (a new campaign visit replaces the old); any other page keeps the one stored,
 * or records itself as the landing page when there is none.
 *
 * Each page also adds its path and title to the attribution's `pages` (the newest ten; a
 * reload is not a new page; a prerendered page only once shown; a new campaign visit starts a
 * new list): the agency sees what the visitor looked at before writing (docs/leads.md). The
 * site cleans and caps them (shared/domain/attribution.ts). Without JavaScript nothing is kept
 * and none are sent.
 */
const KEY = 'attribution';
/** Whether this page began the visit's attribution: the visit's first page (client/enhancers/page-stats.enhance.ts counts it). */
export let landed = false;

try {
  const storage = sessionStorage;
  const path = location.pathname + location.search;
  const from = document.referrer && new URL(document.referrer);
  const referrer = from && from.host !== location.host ? from.origin : undefined;
  // Campaign parameters or a click id (gclid, fbclid, msclkid); a false alarm only records this page again.
  if (referrer || /utm_|clk?id=/.test(location.search) || !storage[KEY]) {
    // JSON writes the Date as its ISO time.
    storage[KEY] = JSON.stringify({ landingPage: path, referrer, landedAt: new Date() });
    landed = true;
  }
  // A page the speculation rules prerendered is viewed only once shown (never, if not clicked).
  const viewed = () => {
    const kept = JSON.parse(storage[KEY]);
    const pages = kept.pages || [];
    if (pages[pages.length - 1]?.path !== path) pages.push({ path, title: document.title });
    kept.pages = pages.slice(-10);
    storage[KEY] = JSON.stringify(kept);
  };
  if ((document as { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', viewed, { once: true });
  else viewed();
  addEventListener(
    'submit',
    (event) => {
      const field = (event.target as unknown as Record<string, HTMLInputElement | undefined>)[KEY];
      if (field) field.value = storage[KEY] ?? '';
    },
    true,
  );
} catch {
  // No storage (blocked, private mode): nothing kept, and the site reads the page the form was posted from.
}
