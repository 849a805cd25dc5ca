/**
 * Where this visit came from (issue 30), kept in the visitor's own browser for the session
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
 * The pages this session viewed (path and title, the newest ten, oldest first; a reload is not
 * a new page) are kept the same way, under `pages`, and go with the attribution on submit: the
 * agency sees what the visitor looked at before writing (docs/leads.md). Without JavaScript
 * nothing is kept and none are sent.
 */
const KEY = 'attribution';
const PAGES = 'pages';
/** Whether this page began the visit's attribution: the visit's first page (client/enhancers/page-stats.enhance.ts counts it). */
export let landed = false;

try {
  const storage = sessionStorage;
  const from = document.referrer && new URL(document.referrer);
  const referrer = from && from.host !== location.host ? from.origin : undefined;
  // Campaign parameters or a click id (gclid, fbclid, msclkid); a false alarm only records this page again.
  if (referrer || /utm_|clk?id=/.test(location.search) || !storage[KEY]) {
    // JSON writes the Date as its ISO time.
    storage[KEY] = JSON.stringify({ landingPage: location.pathname + location.search, referrer, landedAt: new Date() });
    landed = true;
  }
  const pages: { path: string; title: string }[] = JSON.parse(storage[PAGES] ?? '[]');
  const path = location.pathname + location.search;
  if (pages[pages.length - 1]?.path !== path) pages.push({ path: path.slice(0, 300), title: document.title.slice(0, 120) });
  storage[PAGES] = JSON.stringify(pages.slice(-10));
  addEventListener(
    'submit',
    (event) => {
      const field = (event.target as unknown as Record<string, HTMLInputElement | undefined>)[KEY];
      if (field) field.value = JSON.stringify({ ...JSON.parse(storage[KEY] ?? '{}'), pages: JSON.parse(storage[PAGES] ?? '[]') });
    },
    true,
  );
} catch {
  // No storage (blocked, private mode): nothing kept, and the site reads the page the form was posted from.
}
