import * as xssModule from 'xss';
import type { IFilterXSSOptions } from 'xss';
import { LEGACY, NAMED } from './named-reference-store';

export { installNamedReferences, type NamedReferences } from './named-reference-store';

// xss is CommonJS: its exports arrive under `default` in the worker bundle and on the
// namespace in Node; module.exports (the default) carries FilterXSS in both.
const { FilterXSS } = (xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule;

/** The tags and attributes agency HTML may use; everything else is dropped (its text kept). */
const ALLOWED: Record<string, string[]> = {
  a: ['href', 'title', 'target'],
  abbr: ['title'],
  address: [],
  b: [],
  blockquote: [],
  br: [],
  caption: [],
  code: [],
  dd: [],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height', 'title'],
  li: [],
  ol: [],
  p: [],
  s: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'rowspan'],
  tfoot: [],
  th: ['colspan', 'rowspan', 'scope'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

/** Elements removed together with everything inside them. */
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'xml', 'textarea', 'select'];

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;
const SAFE_IMAGE = /^(https:\/\/|\/(?![/\\]))/i;
const NUMBER = /^\d{1,4}$/;

/** windows-1252's characters for the numeric references to 128–159, as HTML reads them (0: kept). */
const C1 = [
  8364, 0, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, 0, 381, 0, 0, 8216, 8217, 8220, 8221, 8226, 8211, 8212, 732, 8482, 353, 8250, 339, 0,
  382, 376,
];
/**
 * Stands for the `&` of a reference left for the browser to decode; it never remains in a
 * decoded value otherwise (U+FFFD is removed from every value).
 */
const KEPT = '\uFFFD';

/** The character of a numeric reference as HTML reads it; '' for an impossible one (NUL, a surrogate, past U+10FFFF) and U+FFFD. */
function fromNumeric(digits: string, radix: number): string {
  const code = Number.parseInt(digits, radix);
  if (code === 0 || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffd || code > 0x10ffff) return '';
  return String.fromCodePoint(code >= 128 && code <= 159 ? C1[code - 128] || code : code);
}

/**
 * An attribute value as the browser reads it (HTML's rules for character references in an
 * attribute): numeric references and the named ones of named-references.ts decoded — every
 * reference that stands for ASCII (a scheme's letters, `:`, `/`, tab, new line…), whitespace,
 * a Latin-1 or windows-1252 character, and every one a browser reads without `;` — and any
 * other `&name;` kept (its `&` as KEPT) for the browser to decode: it can only stand for
 * characters none of the checks below accepts or strips. A reference to an impossible code
 * point, and U+FFFD itself, decode to nothing.
 */
function decodeEntities(value: string): string {
  return value.replace(
    /\uFFFD|&(?:#[xX]([\da-fA-F]+);?|#(\d+);?|([a-zA-Z][a-zA-Z\d]*)(;?))/g,
    (reference: string, hex: string | undefined, decimal: string | undefined, name: string, semicolon: string, offset: number) => {
      if (reference === '\uFFFD') return '';
      if (hex !== undefined) return fromNumeric(hex, 16);
      if (decimal !== undefined) return fromNumeric(decimal, 10);
      const named = NAMED!.get(name);
      if (semicolon) return named ?? `${KEPT}${name};`;
      // Without `;` only a legacy name is read, and in an attribute not before `=`.
      return named !== undefined && LEGACY.has(name) && value[offset + reference.length] !== '=' ? named : reference;
    },
  );
}

/** Escapes a decoded value for a double-quoted attribute; a kept reference gets its `&` back. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replaceAll(KEPT, '&');
}

/** An attribute value, or '' to drop it. URLs are checked after decoding entities and removing control characters. */
function safeValue(tag: string, name: string, value: string): string {
  const decoded = decodeEntities(value)
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, (char) => (char === ' ' ? ' ' : ''))
    .trim();
  if (name === 'href') return SAFE_LINK.test(decoded) ? escapeAttribute(decoded) : '';
  if (name === 'src') return SAFE_IMAGE.test(decoded) ? escapeAttribute(decoded) : '';
  if (name === 'target') return decoded === '_blank' ? '_blank' : '';
  if (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') return NUMBER.test(decoded) ? decoded : '';
  if (name === 'scope') return ['row', 'col', 'rowgroup', 'colgroup'].includes(decoded) ? decoded : '';
  return escapeAttribute(decodeEntities(value));
}

/**
 * Removes the elements that go with their content (scripts, styles, frames, SVG…) before the
 * filter runs, nested ones included; one that is never closed takes the rest of the document
 * with it, as a browser would read it. The filter alone leaves "[removed]" markers and the
 * script's text behind in both cases.
 */
function dropWithContent(html: string, tags: readonly string[] = DROP_WITH_CONTENT): string {
  const opening = new RegExp(`<(${tags.join('|')})(?=[\\s>/])`, 'i');
  let rest = html;
  let kept = '';
  for (let match = opening.exec(rest); match; match = opening.exec(rest)) {
    kept += rest.slice(0, match.index);
    const closing = new RegExp(`</${match[1]}\\s*>`, 'i').exec(rest.slice(match.index));
    if (!closing) return kept;
    rest = rest.slice(match.index + closing.index + closing[0].length);
  }
  return kept + rest;
}

/** The HTML without the elements that go with their content, and without `more` of them (the console's rich text: shared/html/rich-text.ts). */
export function dropElementsWithContent(html: string, more: readonly string[] = []): string {
  const tags = [...DROP_WITH_CONTENT, ...more];
  return untilStable((text) => dropWithContent(text, tags), html);
}

/** Applies `step` until the text stops changing: removing `<script>` from `<scr<script>…</script>ipt>` makes another. */
function untilStable(step: (text: string) => string, text: string): string {
  for (let next = step(text); next !== text; next = step(text)) text = next;
  return text;
}

/**
 * An image needs a source: one whose src was unsafe (or missing) goes, instead of staying as
 * an empty <img>; one without alt text gets alt="" (decorative) rather than none.
 */
function completeImages(html: string): string {
  return html.replace(/<img\b([^>]*)>/gi, (_, attributes: string) => {
    if (!/\ssrc="[^"]+"/.test(` ${attributes}`)) return '';
    return /\salt="/.test(` ${attributes}`) ? `<img${attributes}>` : `<img${attributes.replace(/\s*\/?$/, '')} alt="">`;
  });
}

const OPTIONS: IFilterXSSOptions = {
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_CONTENT,
  allowCommentTag: false,
  // No style attribute is allowed (onTagAttr answers for every attribute): no CSS filter. The
  // worker bundles carry a stand-in for cssfilter (worker/aliases/cssfilter-server.cjs).
  css: false,
  onIgnoreTagAttr: () => '',
  // An attribute whose value is unsafe is dropped whole (not kept empty); alt may be empty.
  onTagAttr: (tag, name, value, isWhiteAttr) => {
    if (!isWhiteAttr) return '';
    const safe = safeValue(tag, name, value);
    return safe === '' && name !== 'alt' ? '' : `${name}="${safe}"`;
  },
};

const filter = new FilterXSS(OPTIONS);

/** Links that leave the site, or open a new window, get rel="noopener noreferrer". */
function hardenLinks(html: string): string {
  return html.replace(/<a\s([^>]*)>/gi, (tag, attributes: string) => {
    const href = /href="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const external = /^https?:\/\//i.test(href) || /target="_blank"/.test(attributes);
    return external ? `<a ${attributes.trim()} rel="noopener noreferrer">` : tag;
  });
}

/**
 * Makes agency-provided HTML safe to render: no scripts, no event handlers, no styles, no
 * `javascript:`/`data:` URLs, only known tags, no image without a source; external links get
 * rel="noopener noreferrer". Values are escaped once, and sanitising the result again changes
 * nothing. Runs on the server; the browser only ever receives the result.
 * @example sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const safe = sanitizeHtmlUnkept(html);
  remember(html, safe);
  return safe;
}

/**
 * sanitizeHtml without keeping its answer: what cleans rich text as it is saved (rich-text.ts),
 * each text new, and the editor's script, which so carries no store of answers.
 */
export function sanitizeHtmlUnkept(html: string | null | undefined): string {
  if (!html) return '';
  if (!NAMED) throw new Error('sanitizeHtml: no named references');
  return hardenLinks(completeImages(filter.process(untilStable(dropWithContent, html))));
}

/**
 * Agency HTML already made safe, by its text: the same texts (a page's story, an estate's
 * description, footer texts) come back on every render, and sanitising is the costly part.
 * Bounded by SANITIZED_MAX_CHARS of input and result; the oldest go first.
 */
const SANITIZED_MAX_CHARS = 2_000_000;
const sanitized = new Map<string, string>();
let sanitizedChars = 0;

function remember(html: string, safe: string): void {
  const size = html.length + safe.length;
  if (size > SANITIZED_MAX_CHARS / 8) return;
  sanitized.set(html, safe);
  sanitizedChars += size;
  for (const [oldest, result] of sanitized) {
    if (sanitizedChars <= SANITIZED_MAX_CHARS) break;
    sanitized.delete(oldest);
    sanitizedChars -= oldest.length + result.length;
  }
}
