import { BoundedMap, textBytes } from '../bounded-map';
import { ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_TAG } from '../../../shared/islands';

/*
 * Islands' server HTML, reused. An island's HTML is what its component renders from its props
 * alone (the browser hydrates it from them and nothing else), so the HTML rendered for one
 * island and props is the HTML of every later render of the same island and props: most of a
 * listing, a detail or a holiday unit is islands (65-82 % of their elements). Kept per isolate
 * by island name and props, it is written into the next page as it is, without React rendering
 * it again. A console edit or a publish that changes what an island shows changes its props,
 * so it is another key: the kept HTML can never be stale.
 *
 * It is taken from a finished page (middleware/page-cache.ts reads every page it keeps), and
 * only HTML whose rendering leaves no trace outside it: React hoists some tags into the head
 * (stylesheets, scripts, metadata), preloads images not loaded lazily, numbers the ids of
 * useId and the Suspense boundaries still pending by their place in the page, and marks a
 * form's state with comments. An island with any of these is rendered every time.
 */

/** About the bytes kept (`textBytes` of key and HTML); the oldest go first. */
const ISLAND_HTML_MAX_BYTES = 4 * 1024 * 1024;
const kept = new BoundedMap<string, string>('island html', 2_000, ISLAND_HTML_MAX_BYTES);

/**
 * Tags React hoists or numbers, ids of useId (`_R_…_`), comments other than text separators and
 * finished Suspense boundaries, and an island's marker (one inside another ends where the inner one does).
 */
const RENDERED_EVERY_TIME = /<(?:link|meta|script|style|title|base|template|agency-island)[\s>/]|_R_|<!--(?! -->|\$-->|\/\$-->)/;
/** An image React preloads: one not loaded lazily. */
const EAGER_IMAGE = /<img\s(?![^>]*\sloading="lazy")/;

const OPEN = `<${ISLAND_TAG} ${ISLAND_NAME_ATTRIBUTE}="`;
const PROPS = `" ${ISLAND_PROPS_ATTRIBUTE}="`;
const CLOSE = `</${ISLAND_TAG}>`;
const ESCAPED = /&(?:quot|amp|#x27|lt|gt);/g;
const UNESCAPED: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

const keyOf = (name: string, props: string) => `${name}\u0000${props}`;

/** The HTML an island rendered with these props (`JSON.stringify` of them) had, if it is kept. */
export function keptIslandHtml(name: string, props: string): string | undefined {
  return kept.get(keyOf(name, props));
}

/** Keeps the HTML of every island of a finished page that may be written again as it is. */
export function keepIslandsOf(page: string): void {
  for (let at = page.indexOf(OPEN); at !== -1; at = page.indexOf(OPEN, at)) {
    const nameEnd = page.indexOf(PROPS, at + OPEN.length);
    const propsEnd = nameEnd === -1 ? -1 : page.indexOf('">', nameEnd + PROPS.length);
    // An island holds no island (island.tsx): the first closing tag is its own.
    const end = propsEnd === -1 ? -1 : page.indexOf(CLOSE, propsEnd);
    if (end === -1) return;
    const name = page.slice(at + OPEN.length, nameEnd);
    const props = page.slice(nameEnd + PROPS.length, propsEnd).replace(ESCAPED, (entity) => UNESCAPED[entity]!);
    const html = page.slice(propsEnd + 2, end);
    const key = keyOf(name, props);
    if (!kept.has(key) && !RENDERED_EVERY_TIME.test(html) && !EAGER_IMAGE.test(html)) kept.set(key, html, textBytes(key) + textBytes(html));
    at = end + CLOSE.length;
  }
}

/** Forgets every island's HTML this isolate keeps (tests). */
export function forgetIslandHtml(): void {
  kept.clear();
}
