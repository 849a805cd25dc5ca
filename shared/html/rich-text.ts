import * as xssModule from 'xss';
import { LEGACY_REFERENCES, NAMED_REFERENCES } from './named-references';
import { dropElementsWithContent, installNamedReferences, sanitizeHtmlUnkept } from './sanitize';

// xss is CommonJS: see sanitize.ts.
const { FilterXSS } = (xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule;
// What cleans rich text (the console, the platform, the editor's script) carries the sanitiser's
// table of named references; the site reads it from its words file instead (sanitize.ts).
installNamedReferences(NAMED_REFERENCES, LEGACY_REFERENCES);

/*
 * The console's rich text: what an agency may write into a page's text sections,
 * an employee's story or an agreement. A narrow subset of what the site's sanitiser keeps
 * (sanitize.ts): headings, paragraphs, lists, links, bold and italic, line breaks. Everything
 * else (Word's and web pages' markup when pasted, styles, classes, spans, tables, images) goes,
 * its text kept (a table's rows as paragraphs, its cells apart). The console cleans every rich field it saves with this, on the server; its
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

/** Tags read as one rich text keeps: Word's <b>/<i> are the same words as <strong>/<em>; a page's title and its smallest headings stay headings. */
const SAME_AS: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4' };

const filter = new FilterXSS({
  whiteList: RICH_TEXT_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'template', 'noscript', 'xml', 'title', 'head'],
  allowCommentTag: false,
  onTag(tag, html, options) {
    // A table's cells (Word's, a web page's) stay apart: never "Cel ACel B".
    if (tag === 'td' || tag === 'th' || tag === 'tr') return options.isClosing ? ' ' : '';
    const name = SAME_AS[tag];
    if (!name) return undefined;
    return options.isClosing ? `</${name}>` : `<${name}>`;
  },
});

/** A paragraph of a Word list (its place in the list in the class), and the bullet or number Word writes before its text. */
const WORD_ITEM = /<p\b[^>]*\bclass=["']?MsoListParagraph(CxSpFirst|CxSpMiddle|CxSpLast)?\b[^>]*>([\s\S]*?)<\/p>/gi;
const WORD_MARKER = /<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/i;

/**
 * Word's lists as lists: Word pastes each item as a paragraph with its bullet or number as
 * text; they become the items of a <ul> (an <ol> when the first marker is a number or letter
 * and a dot or bracket), nested levels flattened.
 */
function wordLists(html: string): string {
  let list = 'ul';
  return html.replace(WORD_ITEM, (_, place: string | undefined, body: string) => {
    const marker = WORD_MARKER.exec(body);
    const first = !place || /First/i.test(place);
    if (first) list = /^\w{1,4}[.)]$/.test((marker?.[1] ?? '').replace(/<[^>]*>|&nbsp;|\s/g, '')) ? 'ol' : 'ul';
    const item = `<li>${marker ? body.replace(marker[0], '') : body}</li>`;
    return `${first ? `<${list}>` : ''}${item}${!place || /Last/i.test(place) ? `</${list}>` : ''}`;
  });
}

/**
 * Rich text as the console saves it: scripts, styles and the like gone with their content,
 * Word's lists made lists, a table's cells kept apart, only RICH_TEXT_TAGS, and then what the site's sanitiser
 * keeps of that (no `javascript:` link, external links hardened), so cleaning twice changes nothing.
 * @example cleanRichText('<p class="MsoNormal" style="x"><b>Tuin</b> <span>zuid</span></p>') // '<p><strong>Tuin</strong> zuid</p>'
 */
export function cleanRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtmlUnkept(filter.process(wordLists(dropElementsWithContent(html, ['title'])))).trim();
}

/**
 * Rich text as an editable region should hold and write it (the console's editor: a paste
 * before it is inserted, the region's HTML before it goes into the field). No white space
 * between blocks (a browser would make each run of it a paragraph), no empty block, no space
 * ending a block; and a lone `&nbsp;` is a space: a browser types a space at the end of a line
 * or beside a bold word or a link as a no-break space, which would glue words together on the
 * site. Runs of them (typed on purpose) stay. Cleaned rich text in, cleaned rich text out.
 * @example tidyRichText('<p>Een <strong>tuin</strong>&nbsp;en&nbsp;</p>\n<p><br></p>') // '<p>Een <strong>tuin</strong> en</p>'
 */
export function tidyRichText(html: string): string {
  return html
    .replace(/(<\/(?:p|h[2-4]|ul|ol|li)>|<(?:ul|ol)>)\s+(?=<\/?(?:p|h[2-4]|ul|ol|li)>)/g, '$1')
    .replace(/(?:&nbsp;| )+(?=<\/(?:p|h[2-4]|li)>)/g, '')
    .replace(/<(p|h[2-4]|li)>(?:\s|<br>)*<\/\1>/g, '')
    .replace(/(?<!&nbsp;| )&nbsp;(?!&nbsp;| )/g, ' ');
}
