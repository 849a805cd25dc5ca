import * as xssModule from 'xss';
import { sanitizeHtml } from './sanitize';

// xss is CommonJS: see sanitize.ts.
const { FilterXSS } = (xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule;

/*
 * The console's rich text (issue 32): what an agency may write into a page's text sections,
 * an employee's story or an agreement. A narrow subset of what the site's sanitiser keeps
 * (sanitize.ts): headings, paragraphs, lists, links, bold and italic, line breaks. Everything
 * else (Word's and web pages' markup when pasted, styles, classes, spans, tables, images) goes,
 * its text kept. The console cleans every rich field it saves with this, on the server; its
 * editor in the browser cleans a paste with it too, so what the agency sees is what is saved.
 */

/** The tags rich text keeps, and their attributes. */
export const RICH_TEXT_TAGS: Record<string, string[]> = {
  h2: [],
  h3: [],
  h4: [],
  p: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href'],
  strong: [],
  em: [],
  br: [],
};

const filter = new FilterXSS({
  whiteList: RICH_TEXT_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'template', 'noscript', 'xml', 'title', 'head'],
  allowCommentTag: false,
  // Word's <b>/<i> are the same words as <strong>/<em>.
  onTag(tag, html, options) {
    const name = { b: 'strong', i: 'em' }[tag];
    if (!name) return undefined;
    return options.isClosing ? `</${name}>` : `<${name}>`;
  },
});

/**
 * Rich text as the console saves it: only RICH_TEXT_TAGS, and then what the site's sanitiser
 * keeps of that (no `javascript:` link, external links hardened), so cleaning twice changes nothing.
 * @example cleanRichText('<p class="MsoNormal" style="x"><b>Tuin</b> <span>zuid</span></p>') // '<p><strong>Tuin</strong> zuid</p>'
 */
export function cleanRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(filter.process(html)).trim();
}
