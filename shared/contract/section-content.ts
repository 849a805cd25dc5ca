import type { RawLocalized } from './raw/common';
import type { RawPage, RawSection } from './raw/page';

/*
 * What each kind of section needs before visitors see it: its required content, in one place.
 * A section without it is "incomplete": the console's page editor marks it, and a publish
 * leaves it out of the live page and says so (worker/platform/drafts/publish.ts); the draft
 * keeps it for the agency to finish. A text counts when one language has it (the site shows a
 * language's missing text in another, shared/i18n/locales.ts `localizedValue`). The kinds whose
 * content comes from elsewhere (the team, offices, reviews, estates, the legal data) need
 * nothing typed: their title is optional.
 */

/** A field a section lacks: its name in the section's data (the editor's field name). */
export type MissingField = 'title' | 'html' | 'text' | 'button.label' | 'button.url' | 'link.label' | 'link.url' | 'collection' | 'estate';

const has = (value: RawLocalized | null | undefined): boolean => Object.values(value ?? {}).some((text) => typeof text === 'string' && text.trim() !== '');

/** Whether rich text shows anything: text, or a picture or embed, once its tags are set aside. */
const hasHtml = (value: RawLocalized | null | undefined): boolean =>
  Object.values(value ?? {}).some(
    (html) => typeof html === 'string' && (/<(img|iframe|video)\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') !== ''),
  );

/** The required content a section lacks (none: complete). */
export function missingContent(section: RawSection): MissingField[] {
  const missing: MissingField[] = [];
  const need = (ok: boolean, field: MissingField) => {
    if (!ok) missing.push(field);
  };
  switch (section.type) {
    case 'sectionTitle':
      need(has(section.data.title), 'title');
      break;
    case 'htmlText':
      need(hasHtml(section.data.html), 'html');
      break;
    case 'imageWithText': {
      need(has(section.data.title) || hasHtml(section.data.html), 'text');
      // A button is optional; half of one (a label without an address, or the reverse) is not.
      const link = section.data.link;
      if (link && (has(link.label) || has(link.url))) {
        need(has(link.label), 'link.label');
        need(has(link.url), 'link.url');
      }
      break;
    }
    case 'callToAction':
      need(has(section.data.title), 'title');
      need(has(section.data.button.label), 'button.label');
      need(has(section.data.button.url), 'button.url');
      break;
    case 'vat-regime-costs':
      need(has(section.data.title), 'title');
      break;
    case 'estateCollection':
      need(section.data.collectionId > 0, 'collection');
      break;
    case 'estateItem':
      need(section.data.estateId > 0, 'estate');
      break;
    default:
      break;
  }
  return missing;
}

export const isIncomplete = (section: RawSection): boolean => missingContent(section).length > 0;

/** A page as a publish makes it live: without its incomplete sections; `leftOut` names them. */
export function publishable(page: RawPage): { page: RawPage; leftOut: RawSection[] } {
  const leftOut = page.sections.filter(isIncomplete);
  return leftOut.length === 0 ? { page, leftOut } : { page: { ...page, sections: page.sections.filter((section) => !isIncomplete(section)) }, leftOut };
}
