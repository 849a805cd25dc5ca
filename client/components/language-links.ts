/**
 * Keeps the language switcher's links (worker/site/render/layout/language-switcher.tsx) on the
 * page's current query after an island rewrote the address (a filter, a drawn area): the same
 * search in the other language. The server writes the query it was asked for.
 */
export function followLanguageLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.language-switcher a[hreflang]')) {
    link.setAttribute('href', link.pathname + window.location.search);
  }
}
